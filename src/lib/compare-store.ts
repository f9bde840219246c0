/**
 * The compare tray's contents: the products a visitor picked (at most COMPARE_MAX), kept in
 * localStorage so they stay across pages, reloads and tabs of this browser. Small on
 * purpose: every product card's Compare button reads it.
 */
import { useSyncExternalStore } from 'react';
import { COMPARE_MAX } from '@/lib/compare-slugs';

export interface CompareItem {
  slug: string;
  title: string;
  picture: string;
}

export interface CompareState {
  items: readonly CompareItem[];
  /** Why the last Compare did nothing (the tray was full), until the tray changes. */
  notice: string | null;
}

export const COMPARE_STORAGE_KEY = 'compare-tray';
export const compareFullMessage = (title: string) =>
  `You can compare up to ${COMPARE_MAX} products. Remove one from the tray to add ${title}.`;

const EMPTY: CompareState = { items: [], notice: null };
let state: CompareState | null = null;
const listeners = new Set<() => void>();

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
function readStored(): CompareItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

function current(): CompareState {
  state ??= { items: readStored(), notice: null };
  return state;
}

function emit(next: CompareState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function save(items: CompareItem[], notice: string | null = null): void {
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage refused (private mode, full): the tray still works on this page.
  }
  emit({ items, notice });
}

/** Another tab changed the tray. */
function onStorage(event: StorageEvent): void {
  if (event.key === COMPARE_STORAGE_KEY || event.key === null) {
    emit({ items: readStored(), notice: null });
  }
}

export function subscribeCompare(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getCompareState(): CompareState {
  return typeof window === 'undefined' ? EMPTY : current();
}

/** Adds a product; 'full' (and a notice for the tray) when it already holds COMPARE_MAX. */
export function addToCompare(item: CompareItem): 'added' | 'present' | 'full' {
  const { items } = current();
  if (items.some((entry) => entry.slug === item.slug)) return 'present';
  if (items.length >= COMPARE_MAX) {
    emit({ items, notice: compareFullMessage(item.title) });
    return 'full';
  }
  save([...items, item]);
  return 'added';
}

export function removeFromCompare(slug: string): void {
  save(current().items.filter((entry) => entry.slug !== slug));
}

export function clearCompare(): void {
  save([]);
}

/** The tray's state; empty on the server and in the first render after it (no mismatch). */
export function useCompareState(): CompareState {
  return useSyncExternalStore(subscribeCompare, getCompareState, () => EMPTY);
}

/** Forgets the module's copy (tests start each case from storage). */
export function resetCompareStoreForTests(): void {
  state = null;
}
