import { useUserInfo } from '@/lib/user-info';
import { useLoginCode } from '../hooks/use-login-code';

/**
 * Start-up work of the session: `?code=` sign-in and the user info fetch. Renders nothing.
 * A sign-out in another tab needs nothing here: every reader of the stored session follows
 * the storage event (src/lib/use-session-token.ts), and the cached answers are keyed by token.
 */
export function SessionBootstrap() {
  useLoginCode();
  useUserInfo();
  return null;
}
