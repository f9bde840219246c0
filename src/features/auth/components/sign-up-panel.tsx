/** Create an Account: loaded when the view first opens (it keeps /login's first load small). */
import { checkRegister } from '../api/check-register';
import { useUserTypes } from '../hooks/use-user-types';
import { useThenSignInForm } from '../hooks/use-then-sign-in-form';
import { EMPTY_SIGN_UP, signUpSchema } from '../schema';
import type { SignUpValues } from '../types';
import { SignUpForm } from './sign-up-form';
import type { Countdown } from './verified-password-fields';
import type { FormSnapshot } from '@/components/deferred-form';
import { fromSnapshot } from '@/components/form/use-live-form';

const REGISTERED_FALLBACK = 'Your account has been created, please sign in';

export interface SignUpPanelProps {
  countdown: Countdown;
  /** What the form held when another view opened (empty at first). */
  draft: FormSnapshot;
  /** The customer terms page the consent links to. */
  termsPath: string;
  onSignIn: () => void;
  onDone: () => void;
}

export default function SignUpPanel({
  countdown,
  draft,
  termsPath,
  onSignIn,
  onDone,
}: SignUpPanelProps) {
  // Mounted on the first opening of the view, then kept: the user types load once.
  const userTypes = useUserTypes(true);
  const form = useThenSignInForm<SignUpValues>({
    initialValues: fromSnapshot(EMPTY_SIGN_UP, draft),
    validationSchema: signUpSchema,
    request: checkRegister,
    fallback: REGISTERED_FALLBACK,
    onDone,
  });
  return (
    <SignUpForm
      form={form}
      userTypes={userTypes}
      countdown={countdown}
      termsPath={termsPath}
      onSignIn={onSignIn}
    />
  );
}
