/**
 * The function-stock likes of this browser: kept in local storage, never sent (the API has
 * no like endpoint). A like is this visitor's mark, not a vote others see.
 */
export const LIKES_KEY = 'functionStockLikes';
/** The server, and a browser without storage, know no likes. */
const NONE = '[]';

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored likes as text: a stable snapshot for useSyncExternalStore. */
export function likesSnapshot(storage: Storage | null = safeLocalStorage()): string {
  try {
    return storage?.getItem(LIKES_KEY) ?? NONE;
  } catch {
    return NONE;
  }
}

export function serverLikesSnapshot(): string {
  return NONE;
}

/** The liked ids of a snapshot (none when it holds garbage). */
export function parseLikes(snapshot: string): Set<number> {
  try {
    const parsed: unknown = JSON.parse(snapshot);
    return new Set(
      Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [],
    );
  } catch {
    return new Set();
  }
}

const listeners = new Set<() => void>();

/** Calls `listener` when a like changes here or in another tab. */
export function subscribeLikes(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Stores one like or unlike. */
export function saveLike(
  id: number,
  liked: boolean,
  storage: Storage | null = safeLocalStorage(),
): void {
  const likes = parseLikes(likesSnapshot(storage));
  if (liked) likes.add(id);
  else likes.delete(id);
  try {
    storage?.setItem(LIKES_KEY, JSON.stringify([...likes]));
  } catch {
    // Storage full or refused: nothing is kept, the heart stays as it was.
  }
  for (const listener of listeners) listener();
}
