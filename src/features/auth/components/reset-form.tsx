import type { FormikProps } from 'formik';
import { EMAIL_TYPE } from '@/config/constants';
import { RESET_TITLE } from '../copy';
import type { ResetValues } from '../types';
import { AuthForm, BackToSignIn } from './form-parts';
import { type Countdown, VerifiedPasswordFields } from './verified-password-fields';

interface Props {
  form: FormikProps<ResetValues>;
  countdown: Countdown;
  onSignIn: () => void;
}

export function ResetForm({ form, countdown, onSignIn }: Props) {
  return (
    <AuthForm form={form} submitLabel={RESET_TITLE} links={<BackToSignIn onSignIn={onSignIn} />}>
      <VerifiedPasswordFields
        form={form}
        emailType={EMAIL_TYPE.reset}
        countdown={countdown}
        passwordLabel="New password"
      />
    </AuthForm>
  );
}
