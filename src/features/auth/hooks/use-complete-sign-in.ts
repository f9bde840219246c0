import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useToast } from '@/components/toast';
import { useLoadUserInfo } from '@/lib/user-info';
import { setToken } from '@/lib/session';

const SIGNED_IN_FALLBACK = 'Signed in successfully';

/**
 * What every successful sign-in does (password or bind): keep the token, fetch the user
 * info, show the server's message and go on to `destination` (replacing the form's page).
 */
export function useCompleteSignIn(): (
  token: string,
  message: string,
  destination: string,
) => Promise<void> {
  const router = useRouter();
  const toast = useToast();
  const loadUserInfo = useLoadUserInfo();
  return useCallback(
    async (token, message, destination) => {
      setToken(token);
      await loadUserInfo(token);
      toast.success(message || SIGNED_IN_FALLBACK);
      await router.replace(destination);
    },
    [loadUserInfo, router, toast],
  );
}
