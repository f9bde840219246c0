import type { FormikProps } from 'formik';
import { bindField } from '@/components/form/field-binding';
import { TextField } from '@/components/ui/text-field';
import { PASSWORD_LENGTH } from '@/contract/patterns';
import { SIGN_IN_TITLE } from '../copy';
import type { SignInValues } from '../types';
import styles from './auth-form.module.css';
import { AuthForm, ViewLink } from './form-parts';

interface Props {
  form: FormikProps<SignInValues>;
  onForgotPassword: () => void;
  onSignUp: () => void;
}

export function SignInForm({ form, onForgotPassword, onSignUp }: Props) {
  return (
    <AuthForm
      form={form}
      submitLabel={SIGN_IN_TITLE}
      links={
        <span>
          Don&apos;t have an account?{' '}
          <ViewLink href="#sign-up" onOpen={onSignUp}>
            Sign Up
          </ViewLink>
        </span>
      }
    >
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        fullWidth
        {...bindField(form, 'uEmail')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_LENGTH.max}
        fullWidth
        {...bindField(form, 'uPassword')}
      />
      <p className={styles.links}>
        <ViewLink href="#reset-password" onOpen={onForgotPassword}>
          Forgot or need a password?
        </ViewLink>
      </p>
    </AuthForm>
  );
}
