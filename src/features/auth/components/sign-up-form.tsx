import type { FormikProps } from 'formik';
import { EMAIL_TYPE } from '@/config/constants';
import { SIGN_UP_TITLE } from '../copy';
import type { SignUpValues, UserTypeOption } from '../types';
import { AccountTypeFields } from './account-type-fields';
import { AuthForm, BackToSignIn } from './form-parts';
import { type Countdown, VerifiedPasswordFields } from './verified-password-fields';

interface Props {
  form: FormikProps<SignUpValues>;
  userTypes: UserTypeOption[];
  countdown: Countdown;
  termsPath: string;
  onSignIn: () => void;
}

export function SignUpForm({ form, userTypes, countdown, termsPath, onSignIn }: Props) {
  return (
    <AuthForm form={form} submitLabel={SIGN_UP_TITLE} links={<BackToSignIn onSignIn={onSignIn} />}>
      <VerifiedPasswordFields form={form} emailType={EMAIL_TYPE.register} countdown={countdown} />
      <AccountTypeFields form={form} userTypes={userTypes} termsPath={termsPath} />
    </AuthForm>
  );
}
