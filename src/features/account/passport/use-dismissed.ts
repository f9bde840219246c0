/**
 * The reminders dismissed on this browser (local storage), shared by every component that
 * reads them and by other tabs.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const DISMISSED_KEY = 'passportDismissed';
const EMPTY: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
let cache: { raw: string | null; set: ReadonlySet<string> } = { raw: null, set: EMPTY };

function read(): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cache.raw) return cache.set;
  let ids: unknown = [];
  try {
    ids = raw ? JSON.parse(raw) : [];
  } catch {
    ids = [];
  }
  const set = new Set(Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : []);
  cache = { raw, set };
  return set;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useDismissed(): [ReadonlySet<string>, (id: string) => void] {
  const dismissed = useSyncExternalStore(subscribe, read, () => EMPTY);
  const dismiss = useCallback((id: string) => {
    const next = [...read(), id];
    try {
      window.localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Storage refused (private mode, full): the reminder comes back on the next visit.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [dismissed, dismiss];
}
