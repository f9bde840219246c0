/**
 * A value the server builds once and keeps: fresh for `ttlMs`, then still served while a new
 * one is built in the background (a visitor never waits for a rebuild), and kept when a
 * rebuild fails. Only the first use waits, and one build runs at a time.
 */
export interface RefreshingCache<T> {
  get(): Promise<T>;
  /** Forgets the value: the next `get` builds it again. */
  clear(): void;
}

export function refreshingCache<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
): RefreshingCache<T> {
  let kept: { at: number; value: T } | null = null;
  let building: Promise<T> | null = null;

  const rebuild = (): Promise<T> => {
    building ??= load()
      .then((value) => {
        kept = { at: now(), value };
        return value;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };

  return {
    get() {
      if (!kept) return rebuild();
      if (now() - kept.at > ttlMs) {
        rebuild().catch((error: unknown) => {
          console.warn('search index: rebuild failed, the previous one is kept', error);
        });
      }
      return Promise.resolve(kept.value);
    },
    clear() {
      kept = null;
    },
  };
}
