/**
 * The compare tray's contents: the products a visitor picked (at most COMPARE_MAX), kept in
 * localStorage so they stay across pages, reloads and tabs of this browser. Loaded by the
 * tray and on a first Compare click; cards only read the tray (src/lib/compare-tray-state.ts).
 */
import { useSyncExternalStore } from 'react';
import { COMPARE_MAX } from './compare-slugs';
import {
  COMPARE_CHANGE_EVENT,
  COMPARE_STORAGE_KEY,
  readCompareRaw,
  subscribeCompareTray,
} from './compare-tray-state';

export { COMPARE_STORAGE_KEY } from './compare-tray-state';

/** The tray while storage refuses it (private mode, full): kept for this page only. */
let memory: string | null = null;

function notifyCompareTray(): void {
  window.dispatchEvent(new Event(COMPARE_CHANGE_EVENT));
}

function writeCompareRaw(raw: string): void {
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, raw);
    memory = null;
  } catch {
    memory = raw;
  }
  notifyCompareTray();
}

export interface CompareItem {
  slug: string;
  title: string;
  picture: string;
}

export interface CompareState {
  items: readonly CompareItem[];
  /**
   * Why the last Compare did nothing (the tray was full), until the tray changes or the
   * visitor goes to another page.
   */
  notice: string | null;
}

export const compareFullMessage = (title: string) =>
  `You can compare up to ${COMPARE_MAX} products. Remove one from the tray to add ${title}.`;

const EMPTY: CompareState = { items: [], notice: null };
let notice: string | null = null;
/** The last state handed out, kept while storage and notice are unchanged (a stable snapshot). */
let cache: { raw: string; notice: string | null; state: CompareState } | null = null;

function isItem(value: unknown): value is CompareItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.slug === 'string' &&
    item.slug !== '' &&
    typeof item.title === 'string' &&
    typeof item.picture === 'string'
  );
}

/** What storage holds; anything unreadable is an empty tray. */
function parse(raw: string): CompareItem[] {
  try {
    const parsed: unknown = JSON.parse(raw || '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

export function getCompareState(): CompareState {
  if (typeof window === 'undefined') return EMPTY;
  const raw = memory ?? readCompareRaw();
  if (cache === null || cache.raw !== raw || cache.notice !== notice) {
    cache = { raw, notice, state: { items: parse(raw), notice } };
  }
  return cache.state;
}

function save(items: CompareItem[]): void {
  notice = null;
  writeCompareRaw(JSON.stringify(items));
}

/** Adds a product; 'full' (and a notice for the tray) when it already holds COMPARE_MAX. */
export function addToCompare(item: CompareItem): 'added' | 'present' | 'full' {
  const { items } = getCompareState();
  if (items.some((entry) => entry.slug === item.slug)) return 'present';
  if (items.length >= COMPARE_MAX) {
    notice = compareFullMessage(item.title);
    notifyCompareTray();
    return 'full';
  }
  save([...items, item]);
  return 'added';
}

export function removeFromCompare(slug: string): void {
  save(getCompareState().items.filter((entry) => entry.slug !== slug));
}

/** Takes the product out when it is in, else adds it (a card's Compare toggle). */
export function toggleCompare(item: CompareItem): void {
  if (getCompareState().items.some((entry) => entry.slug === item.slug)) {
    removeFromCompare(item.slug);
  } else {
    addToCompare(item);
  }
}

/** Forgets why the last Compare did nothing: the notice belongs to the page it was given on. */
export function dismissCompareNotice(): void {
  if (notice === null) return;
  notice = null;
  notifyCompareTray();
}

export function clearCompare(): void {
  save([]);
}

/** The tray's state; empty on the server and in the first render after it (no mismatch). */
export function useCompareState(): CompareState {
  return useSyncExternalStore(subscribeCompareTray, getCompareState, () => EMPTY);
}

/** Forgets the notice and the cached state (tests start each case from storage). */
export function resetCompareStoreForTests(): void {
  notice = null;
  memory = null;
  cache = null;
}
