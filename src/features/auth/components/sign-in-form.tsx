import type { FormikProps } from 'formik';
import { useRef } from 'react';
import { TextField } from '@/components/ui/text-field';
import { PASSWORD_LENGTH } from '@/contract/patterns';
import { SIGN_IN_TITLE } from '../copy';
import type { SignInValues } from '../types';
import styles from './auth-form.module.css';
import { fieldState, useFocusFirstError } from './form-state';
import { SubmitButton, ViewLink } from './form-parts';

interface Props {
  form: FormikProps<SignInValues>;
  onForgotPassword: () => void;
  onSignUp: () => void;
}

export function SignInForm({ form, onForgotPassword, onSignUp }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, formRef);
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        fullWidth
        {...form.getFieldProps('uEmail')}
        {...fieldState(form, 'uEmail')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_LENGTH.max}
        fullWidth
        {...form.getFieldProps('uPassword')}
        {...fieldState(form, 'uPassword')}
      />
      <p className={styles.links}>
        <ViewLink href="#reset-password" onOpen={onForgotPassword}>
          Forgot or need a password?
        </ViewLink>
      </p>
      <div className={styles.actions}>
        <SubmitButton busy={form.isSubmitting}>{SIGN_IN_TITLE}</SubmitButton>
        <p className={styles.links}>
          <span>
            Don&apos;t have an account?{' '}
            <ViewLink href="#sign-up" onOpen={onSignUp}>
              Sign Up
            </ViewLink>
          </span>
        </p>
      </div>
    </form>
  );
}
