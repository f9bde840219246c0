import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession } from '@/lib/session';

function subscribe(listener: () => void): () => void {
  const unsubscribe = subscribeSession(listener);
  // Sign-in or sign-out in another tab.
  window.addEventListener('storage', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
}

/** The stored token; null on the server and while hydrating (nobody is signed in there). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
