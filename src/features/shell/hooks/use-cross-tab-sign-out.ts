import { useEffect } from 'react';
import { getToken, TOKEN_KEY } from '@/lib/session';
import { clearFetchCache } from '@/lib/use-fetch';

/** The parts of a storage event that tell a sign-out in another tab. */
export type StorageChange = Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>;

/** Another tab removed the token (signed out, or the API refused it), or cleared storage. */
export function isSignOutElsewhere(change: StorageChange, tokenNow: string | null): boolean {
  if (tokenNow) return false;
  if (change.key === null) return true;
  return change.key === TOKEN_KEY && !change.newValue && !!change.oldValue;
}

/**
 * Signing out in one tab signs out every tab: the header and the customer area follow the
 * stored token already (src/lib/use-session-token.ts; an account page then goes to /login),
 * and here the answers cached for the old token are dropped, the customer area's SWR cache
 * too when it is loaded.
 */
export function useCrossTabSignOut(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (!isSignOutElsewhere(event, getToken())) return;
      clearFetchCache();
      void import('swr')
        .then(({ mutate }) => mutate(() => true, undefined, { revalidate: false }))
        .catch(() => undefined);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
