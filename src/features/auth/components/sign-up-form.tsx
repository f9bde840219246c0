import type { FormikProps } from 'formik';
import { useRef } from 'react';
import { EMAIL_TYPE } from '@/config/constants';
import { SIGN_UP_TITLE } from '../copy';
import type { SignUpValues, UserTypeOption } from '../types';
import { AccountTypeFields } from './account-type-fields';
import styles from './auth-form.module.css';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { SubmitButton } from '@/components/form/submit-button';
import { ViewLink } from './form-parts';
import { type Countdown, VerifiedPasswordFields } from './verified-password-fields';

interface Props {
  form: FormikProps<SignUpValues>;
  userTypes: UserTypeOption[];
  countdown: Countdown;
  onSignIn: () => void;
}

export function SignUpForm({ form, userTypes, countdown, onSignIn }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, formRef);
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
      <VerifiedPasswordFields form={form} emailType={EMAIL_TYPE.register} countdown={countdown} />
      <AccountTypeFields form={form} userTypes={userTypes} />
      <div className={styles.actions}>
        <SubmitButton busy={form.isSubmitting} fullWidth className={styles.submit}>
          {SIGN_UP_TITLE}
        </SubmitButton>
        <p className={styles.links}>
          <ViewLink href="#sign-in" onOpen={onSignIn}>
            Return to Sign In
          </ViewLink>
        </p>
      </div>
    </form>
  );
}
