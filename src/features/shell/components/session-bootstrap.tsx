import { useUserInfo } from '@/lib/user-info';
import { useCrossTabSignOut } from '../hooks/use-cross-tab-sign-out';
import { useLoginCode } from '../hooks/use-login-code';

/**
 * Start-up work of the session: `?code=` sign-in, the user info fetch and following a sign-out
 * in another tab. Renders nothing.
 */
export function SessionBootstrap() {
  useLoginCode();
  useUserInfo();
  useCrossTabSignOut();
  return null;
}
