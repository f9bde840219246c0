import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useSessionToken } from '@/lib/use-session-token';
import { pathOnly, paths } from '@/lib/paths';
import { getToken } from '@/lib/session';

/**
 * Pages for signed-in customers only: once the page has hydrated,
 * a visitor without a token is sent to /login, which returns here after sign-in. Signing out
 * on the page sends the visitor there too. Returns whether someone is signed in (false on
 * the server and while hydrating, so the page's private part renders in the browser only).
 */
export function useRequireSession(): boolean {
  const router = useRouter();
  const token = useSessionToken();
  const { isReady, asPath } = router;
  useEffect(() => {
    // The storage itself, not `token`: during hydration the hook still reads the server's null.
    if (!isReady || getToken()) return;
    // Already on the way (the page stays mounted until /login has loaded).
    if (pathOnly(asPath) === paths.login()) return;
    void router.replace(paths.login(asPath));
  }, [isReady, asPath, router, token]);
  return token !== null;
}
