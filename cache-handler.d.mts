/** Types of cache-handler.mjs for src/instrumentation.ts (the seeding of the shared cache) and its tests. */
import type { CacheHandler } from '@fortedigital/nextjs-cache-handler';

/** How long a page stays in the cache after it went stale, in seconds. */
export declare const STALE_KEPT_SECONDS: number;
/** The expire age of a page that goes stale after `staleAge` seconds. */
export declare function expireAge(staleAge: number): number;

/** How a lookup of a page went, from the entry found (null: none) and the time in seconds. */
export declare function lookupResult(
  entry: { lifespan?: { staleAt: number } | null } | null | undefined,
  nowS?: number,
): 'hit' | 'stale' | 'miss';

declare const handler: typeof CacheHandler;
export default handler;
