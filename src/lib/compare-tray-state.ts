/**
 * The smallest part of the compare tray, for every product card: whether a product is in the
 * tray, read from localStorage. Changing the tray (src/lib/compare-store.ts) loads on demand.
 */
import { useSyncExternalStore } from 'react';

export const COMPARE_STORAGE_KEY = 'compare-tray';
/** Dispatched on window whenever this tab changes the tray. */
const CHANGE_EVENT = 'compare-tray-change';
/** The tray when storage is refused (private mode, full): kept for this page only. */
let memory = '';

export function readCompareRaw(): string {
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? '';
  } catch {
    return memory;
  }
}

export function writeCompareRaw(raw: string): void {
  memory = raw;
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, raw);
  } catch {
    // Refused: `memory` holds it.
  }
  notifyCompareTray();
}

export function notifyCompareTray(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Changes made here (the event) and in other tabs (storage). */
export function subscribeCompareTray(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** True when the tray holds the product; false on the server and while hydrating. */
export function useInCompareTray(slug: string): boolean {
  const raw = useSyncExternalStore(subscribeCompareTray, readCompareRaw, () => '');
  return raw.includes(`"slug":${JSON.stringify(slug)}`);
}
