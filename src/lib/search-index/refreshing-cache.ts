/**
 * A value the server builds once and keeps, the way ISR keeps a page:
 * - fresh for `ttlMs`, then still served while a new one is built in the background (a visitor
 *   never waits for an age-based rebuild);
 * - when `version` (read on every use) changes, the data was revalidated on demand: the next use
 *   waits for a value built after the change, so an edit shows at once, as on the pages;
 * - kept when a rebuild fails. Only the first use waits, and one build runs at a time.
 */
export interface RefreshingCache<T> {
  get(): Promise<T>;
  /** Forgets the value: the next `get` builds it again. */
  clear(): void;
}

/** The content's version; the same string while the content has not changed. */
export type VersionSource = () => Promise<string>;

const unversioned: VersionSource = () => Promise.resolve('');

export function refreshingCache<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
  version: VersionSource = unversioned,
): RefreshingCache<T> {
  let kept: { at: number; version: string; value: T } | null = null;
  let building: { version: string; promise: Promise<T> } | null = null;

  /** A value built from data read after `wanted` was current (a build of another waits first). */
  const rebuild = (wanted: string): Promise<T> => {
    if (building?.version === wanted) return building.promise;
    const before = building?.promise.catch(() => undefined) ?? Promise.resolve();
    const promise = before
      .then(load)
      .then((value) => {
        kept = { at: now(), version: wanted, value };
        return value;
      })
      .finally(() => {
        if (building?.promise === promise) building = null;
      });
    building = { version: wanted, promise };
    return promise;
  };

  const currentVersion = (): Promise<string> =>
    version().catch((error: unknown) => {
      console.warn('search index: the content version could not be read', error);
      return kept?.version ?? '';
    });

  return {
    async get() {
      const wanted = await currentVersion();
      if (!kept) return rebuild(wanted);
      if (kept.version !== wanted) {
        const previous = kept.value;
        return rebuild(wanted).catch((error: unknown) => {
          console.warn('search index: rebuild failed, the previous one is kept', error);
          return previous;
        });
      }
      if (now() - kept.at > ttlMs) {
        rebuild(wanted).catch((error: unknown) => {
          console.warn('search index: rebuild failed, the previous one is kept', error);
        });
      }
      return kept.value;
    },
    clear() {
      kept = null;
    },
  };
}
