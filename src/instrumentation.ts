/**
 * Runs once when a `next start` boots.
 *
 * The fleet's metrics and JSON log (src/features/ops): the recorder is installed first, so the
 * seeding below and every request after it are counted, and the drain takes over SIGTERM
 * (after `next start` registered its own listeners): health 503, serve on, then stop.
 *
 * The shared cache (issue 15): with REDIS_URL, the build's pre-rendered pages seed it, so an
 * instance joining serves cached pages at once. Entries already there win
 * (setOnlyIfNotExists): they may be fresher than the build.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { PHASE_PRODUCTION_BUILD } = await import('next/constants');
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const { installOpsRecorder } = await import('@/features/ops/recorder');
  const { installDrain } = await import('@/features/ops/drain');
  const { logEvent } = await import('@/features/ops/log');
  installOpsRecorder();
  installDrain();
  if (!process.env.REDIS_URL) return;
  const { registerInitialCache } =
    await import('@fortedigital/nextjs-cache-handler/instrumentation');
  const { default: CacheHandler } = await import('../cache-handler.mjs');
  await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true }).catch((error: unknown) =>
    logEvent('warn', 'cache_seed_failed', `could not seed Redis with the build: ${String(error)}`),
  );
}
