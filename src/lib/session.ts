/**
 * The browser's record of who is signed in: the token and the cached user info
 * (local storage keys `token` and `userInfo`: docs/api.md, "Base URL and the token").
 * Every function is a no-op on the server, where nobody is signed in.
 */
import type { ApiUserInfo } from '@/contract/api-types';

export const TOKEN_KEY = 'token';
export const USER_INFO_KEY = 'userInfo';

type SessionListener = () => void;
const listeners = new Set<SessionListener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (private mode, blocked cookies): behave as signed out.
    return null;
  }
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  notify();
}

export function getStoredUserInfo(): ApiUserInfo | null {
  const raw = storage()?.getItem(USER_INFO_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as ApiUserInfo;
  } catch {
    return null;
  }
}

export function setStoredUserInfo(user: ApiUserInfo): void {
  storage()?.setItem(USER_INFO_KEY, JSON.stringify(user));
  notify();
}

/** Drops the token and the cached user info (sign-out, or a token the API refused). */
export function clearSession(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(TOKEN_KEY);
  store.removeItem(USER_INFO_KEY);
  notify();
}

/** Subscribes to sign-in and sign-out in this tab; returns the unsubscribe function. */
export function subscribeSession(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
