/**
 * Runs once when a `next start` boots (issue 15): with REDIS_URL, the build's pre-rendered
 * pages seed the shared cache, so an instance joining serves cached pages at once. Entries
 * already there win (setOnlyIfNotExists): they may be fresher than the build.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.REDIS_URL) return;
  const { registerInitialCache } =
    await import('@fortedigital/nextjs-cache-handler/instrumentation');
  const { default: CacheHandler } = await import('../cache-handler.mjs');
  await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true }).catch((error: unknown) =>
    console.warn('[cache] could not seed Redis with the build:', error),
  );
}
