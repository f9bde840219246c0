/**
 * Seeds the shared cache (REDIS_URL) with the build's pre-rendered pages when an instance
 * starts, under the keys Next looks them up by (cache-build-copy.mjs), so an instance joining
 * serves cached pages at once. Entries already there win: they may be fresher than the build.
 * Node only: src/instrumentation.ts calls it from the nodejs runtime.
 */
import path from 'node:path';
import { logEvent } from './log';

export async function seedSharedCache(): Promise<void> {
  const { default: CacheHandler } = await import('../../../cache-handler.mjs');
  const { seedBuildPages } = await import('../../../cache-build-copy.mjs');
  const serverDistDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server');
  const handler = new CacheHandler({ serverDistDir, dev: false } as never);
  await seedBuildPages(handler, serverDistDir).catch((error: unknown) =>
    logEvent('warn', 'cache_seed_failed', `could not seed Redis with the build: ${String(error)}`),
  );
}
