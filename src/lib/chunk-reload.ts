/**
 * After a deploy, an open tab may ask for a JavaScript chunk that no longer exists.
 * The page then reloads to fetch the new build, at most once a minute (docs/api.md, "Error codes").
 */
const LAST_RELOAD_KEY = 'chunkReloadAt';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(
      reason.message,
    )
  );
}

/** Reloads unless a reload for the same reason happened less than a minute ago. */
export function reloadForChunkError(
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(LAST_RELOAD_KEY) || 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}

/** Installs the listeners; returns the function that removes them. */
export function installChunkReload(): () => void {
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error)) reloadForChunkError();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
