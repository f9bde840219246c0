/**
 * An anonymous id of this browser, made once and kept in local storage: what the API counts
 * anonymous actions (function-stock likes) by. Not a secret and not an account.
 */
export const CLIENT_ID_KEY = 'clientId';
export const CLIENT_ID_HEADER = 'X-Client-Id';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function getClientId(storage: Storage | null = safeLocalStorage()): string {
  const stored = storage?.getItem(CLIENT_ID_KEY);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const id = randomId();
  storage?.setItem(CLIENT_ID_KEY, id);
  return id;
}

/** True when this browser already has an id (so the API may know some of its choices). */
export function hasClientId(storage: Storage | null = safeLocalStorage()): boolean {
  return Boolean(storage?.getItem(CLIENT_ID_KEY));
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
