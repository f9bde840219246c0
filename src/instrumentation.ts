import type { Instrumentation } from 'next';

/**
 * Runs once when a `next start` boots.
 *
 * The fleet's metrics and JSON log (src/features/ops): the recorder is installed first, so the
 * seeding below and every request after it are counted, and the drain takes over SIGTERM
 * (after `next start` registered its own listeners): health 503, serve on, then stop.
 * The console of a production instance writes one JSON line per event (console-json.ts), errors
 * included.
 *
 * The shared cache: with REDIS_URL, the build's pre-rendered pages seed it under the
 * keys Next looks them up by (cache-build-copy.mjs; the library's registerInitialCache
 * wrote them under keys never read), so an instance joining serves cached pages at once.
 * Entries already there win (setOnlyIfNotExists): they may be fresher than the build.
 *
 * The sitemap's list: `next start` takes it from its newest copy or builds it in the
 * background now, not at the first request (sitemap-cache.ts); a request arriving meanwhile
 * waits for that same build. After the seeding, so a copy in the shared Redis is seen.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { PHASE_PRODUCTION_BUILD } = await import('next/constants');
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const { installOpsRecorder } = await import('@/features/ops/recorder');
  const { installDrain } = await import('@/features/ops/drain');
  const { installJsonConsole, jsonLogWanted } = await import('@/features/ops/console-json');
  if (jsonLogWanted()) installJsonConsole();
  installOpsRecorder();
  installDrain();
  if (process.env.REDIS_URL) {
    const { seedSharedCache } = await import('@/features/ops/seed-shared-cache');
    await seedSharedCache();
  }
  if (process.env.NODE_ENV === 'production') {
    const { warmSitemap } = await import('@/features/routing/sitemap-cache');
    void warmSitemap();
  }
}

/**
 * Next's report of a failed render or API route, with the request: the error line it
 * just printed gets the path, method, route and revalidation reason (console-json.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { jsonLogWanted, logRequestError } = await import('@/features/ops/console-json');
  if (jsonLogWanted()) logRequestError(error, request, context);
};
