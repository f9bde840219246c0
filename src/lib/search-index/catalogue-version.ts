/**
 * The catalogue's content version: a counter that moves whenever an on-demand revalidation
 * (the CMS webhook, /api/revalidate) regenerates a product or article page or their lists, so
 * the search index is rebuilt together with those pages instead of on a clock.
 *
 * Several instances share one ISR cache in Redis (cache-handler.mjs) and the webhook reaches
 * only one of them, so the counter lives in that same Redis, under the same key prefix, read
 * through the cache's own client. Without Redis (one instance), or while it is unreachable, the
 * counter of this process answers: instances may then differ until Redis is back, as their
 * pages may.
 */
import { paths } from '@/lib/paths';
import { sharedKey, sharedRedis, withRedisTimeout } from '@/lib/shared-redis';

declare global {
  // This process's counter, shared by the page and API route bundles of one server.
  var __diagtoolsCatalogueVersion: number | undefined;
}

/** The pages that show goods or articles all sit under these lists. */
const CATALOGUE_ROOTS = [paths.products(), paths.blogs()];

const counterKey = () => sharedKey('catalogue-version');

const localVersion = () => `local:${globalThis.__diagtoolsCatalogueVersion ?? 0}`;

/** The current version: the same string until goods or articles are revalidated. */
export async function readCatalogueVersion(): Promise<string> {
  const redis = sharedRedis();
  if (!redis) return localVersion();
  try {
    return `shared:${(await withRedisTimeout(redis.get(counterKey()))) ?? 0}`;
  } catch {
    return localVersion();
  }
}

/** Whether regenerating these pages (decoded paths) means goods or articles changed. */
export function touchesCatalogue(pageKeys: readonly string[]): boolean {
  return pageKeys.some((key) =>
    CATALOGUE_ROOTS.some((root) => key === root || key.startsWith(`${root}/`)),
  );
}

/** Moves the version (here and, when shared, for every instance). Never throws. */
export async function bumpCatalogueVersion(): Promise<void> {
  globalThis.__diagtoolsCatalogueVersion = (globalThis.__diagtoolsCatalogueVersion ?? 0) + 1;
  const redis = sharedRedis();
  if (!redis) return;
  try {
    await withRedisTimeout(redis.incr(counterKey()));
  } catch (error) {
    console.warn('search index: the shared catalogue version could not be moved', error);
  }
}

/** Called by the revalidation with the pages it regenerated: moves the version if they show the catalogue. */
export async function noteRevalidated(pageKeys: readonly string[]): Promise<void> {
  if (touchesCatalogue(pageKeys)) await bumpCatalogueVersion();
}
