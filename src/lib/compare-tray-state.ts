/**
 * The smallest part of the compare tray, for every product card: whether a product is in the
 * tray, read from localStorage. Changing the tray (src/lib/compare-store.ts) loads on demand.
 */
import { useSyncExternalStore } from 'react';

export const COMPARE_STORAGE_KEY = 'compare-tray';
/** Dispatched on window whenever this tab changes the tray. */
export const COMPARE_CHANGE_EVENT = 'compare-tray-change';

/** The stored tray (JSON), '' when there is none or storage is refused. */
export function readCompareRaw(): string {
  try {
    return localStorage.getItem(COMPARE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Changes made here (the event) and in other tabs (storage). */
export function subscribeCompareTray(listener: () => void): () => void {
  addEventListener(COMPARE_CHANGE_EVENT, listener);
  addEventListener('storage', listener);
  return () => {
    removeEventListener(COMPARE_CHANGE_EVENT, listener);
    removeEventListener('storage', listener);
  };
}

/**
 * True when the tray holds the product; false on the server and while hydrating. The snapshot
 * is this answer, not the stored text: a change re-renders only the cards whose answer changed
 * (with the text, one Compare click re-rendered every card of the page).
 */
export function useInCompareTray(slug: string): boolean {
  const needle = `"slug":${JSON.stringify(slug)}`;
  return useSyncExternalStore(
    subscribeCompareTray,
    () => readCompareRaw().includes(needle),
    () => false,
  );
}
