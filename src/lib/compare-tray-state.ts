/**
 * The smallest part of the compare tray, for every product card: whether a product is in the
 * tray, read from localStorage. Changing the tray (src/lib/compare-store.ts) loads on demand.
 *
 * A page of cards shares one pair of window listeners and one read of storage per change, and
 * each card's snapshot is a boolean: a change re-renders only the cards whose answer changed.
 */
import { useSyncExternalStore } from 'react';

export const COMPARE_STORAGE_KEY = 'compare-tray';
/** Dispatched on window whenever this tab changes the tray. */
export const COMPARE_CHANGE_EVENT = 'compare-tray-change';

const listeners = new Set<() => void>();
/** The stored tray while someone listens (changes clear it); undefined: read storage. */
let cached: string | undefined;

/** The stored tray (JSON), '' when there is none or storage is refused. */
export function readCompareRaw(): string {
  if (cached !== undefined) return cached;
  let raw = '';
  try {
    raw = localStorage.getItem(COMPARE_STORAGE_KEY) ?? '';
  } catch {
    // Storage refused (private mode): an empty tray.
  }
  // Only a listened-to value is kept: without listeners no event would clear it.
  if (listeners.size > 0) cached = raw;
  return raw;
}

function changed(): void {
  cached = undefined;
  listeners.forEach((listener) => listener());
}

/** Changes made here (the event) and in other tabs (storage). */
export function subscribeCompareTray(listener: () => void): () => void {
  if (listeners.size === 0) {
    addEventListener(COMPARE_CHANGE_EVENT, changed);
    addEventListener('storage', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    removeEventListener(COMPARE_CHANGE_EVENT, changed);
    removeEventListener('storage', changed);
    cached = undefined;
  };
}

/** True when the tray holds the product; false on the server and while hydrating. */
export function useInCompareTray(slug: string): boolean {
  const needle = `"slug":${JSON.stringify(slug)}`;
  return useSyncExternalStore(
    subscribeCompareTray,
    () => readCompareRaw().includes(needle),
    () => false,
  );
}
