/** Reset Password: loaded when the view first opens (it keeps /login's first load small). */
import { checkResetting } from '../login/api/check-resetting';
import { useThenSignInForm } from '../hooks/use-then-sign-in-form';
import { resetSchema } from '../schema';
import type { ResetValues } from '../types';
import { ResetForm } from './reset-form';
import type { Countdown } from './verified-password-fields';
import type { FormSnapshot } from '@/components/deferred-form';
import { fromSnapshot } from '@/components/form/use-live-form';

const EMPTY_RESET: ResetValues = { uEmail: '', uCode: '', uPassword: '', uRePassword: '' };
const RESET_FALLBACK = 'Your password has been reset, please sign in';

export interface ResetPanelProps {
  countdown: Countdown;
  /** What the form held when another view opened (empty at first). */
  draft: FormSnapshot;
  onSignIn: () => void;
  onDone: () => void;
}

export default function ResetPanel({ countdown, draft, onSignIn, onDone }: ResetPanelProps) {
  const form = useThenSignInForm<ResetValues>({
    initialValues: fromSnapshot(EMPTY_RESET, draft),
    validationSchema: resetSchema,
    request: checkResetting,
    fallback: RESET_FALLBACK,
    onDone,
  });
  return <ResetForm form={form} countdown={countdown} onSignIn={onSignIn} />;
}
