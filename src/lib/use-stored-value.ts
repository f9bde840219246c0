/**
 * A value kept in session or local storage (the popup and box flags, the subscribed e-mail,
 * the dismissed reminders), read after hydration so the server HTML and the first client
 * render agree.
 */
import { useSyncExternalStore } from 'react';

export type StorageArea = 'session' | 'local';

const listeners = new Set<() => void>();

function storage(area: StorageArea): Storage | null {
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage can be disabled: every flag then reads as unset.
    return null;
  }
}

export function readStoredValue(area: StorageArea, key: string): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredValue(area: StorageArea, key: string, value: string): void {
  try {
    storage(area)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value lives until the next render only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored string, null when unset, undefined before hydration (not known yet). */
export function useStoredValue(area: StorageArea, key: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readStoredValue(area, key),
    () => undefined,
  );
}
