import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession } from '@/lib/session';

/**
 * Calls the listener on sign-in and sign-out, in this tab or (through the storage event) in
 * another: the subscribe of every hook that reads the stored session.
 */
export function subscribeStoredSession(listener: () => void): () => void {
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
  return useSyncExternalStore(subscribeStoredSession, getToken, () => null);
}
