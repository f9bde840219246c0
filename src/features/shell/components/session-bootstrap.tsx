import { useUserInfo } from '@/lib/user-info';
import { useLoginCode } from '../hooks/use-login-code';

/** Start-up work of the session: `?code=` sign-in and the user info fetch. Renders nothing. */
export function SessionBootstrap() {
  useLoginCode();
  useUserInfo();
  return null;
}
