import type { FormikProps } from 'formik';
import { useRef } from 'react';
import { EMAIL_TYPE } from '@/config/constants';
import { RESET_TITLE } from '../copy';
import type { ResetValues } from '../types';
import styles from './auth-form.module.css';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { SubmitButton } from '@/components/form/submit-button';
import { ViewLink } from './form-parts';
import { type Countdown, VerifiedPasswordFields } from './verified-password-fields';

interface Props {
  form: FormikProps<ResetValues>;
  countdown: Countdown;
  onSignIn: () => void;
}

export function ResetForm({ form, countdown, onSignIn }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, formRef);
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
      <VerifiedPasswordFields
        form={form}
        emailType={EMAIL_TYPE.reset}
        countdown={countdown}
        passwordLabel="New password"
      />
      <div className={styles.actions}>
        <SubmitButton busy={form.isSubmitting} fullWidth className={styles.submit}>
          {RESET_TITLE}
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
