/**
 * The shared ISR cache: with REDIS_URL, every `next start` reads and writes its ISR
 * pages (and fetch cache) in Redis, so a page regenerated or revalidated through one instance
 * is what every instance serves. next.config.ts names this file only when REDIS_URL is set:
 * without it Next keeps its own file cache, as before.
 *
 * Library: @fortedigital/nextjs-cache-handler (the maintained successor of @neshca/cache-handler,
 * v3 for Next 16, pages router included) with the official `redis` client.
 *
 * Redis outage: the client never queues commands while disconnected (disableOfflineQueue), so
 * the Redis handler fails at once and the local LRU answers (what this instance has, else Next
 * renders). Every write goes to both, so the LRU holds this instance's latest pages. The client
 * reconnects on its own; the outage and the return are logged once each.
 *
 * The fleet's metrics and log (src/lib/ops-events.ts, installed by src/instrumentation.ts):
 * every page lookup is counted as a hit (an entry still fresh), stale (an entry past its
 * revalidate time: served while it regenerates) or miss (none); Redis going and coming back
 * are JSON log lines. Redis's state itself is read from the client by the metrics.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { hostname } from 'node:os';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';
import { readBuildCopy } from './cache-build-copy.mjs';

/** Keys of one build never mix with another's (pages of an older deploy are not served). */
const KEY_PREFIX = process.env.REDIS_KEY_PREFIX || 'diagtools:';
/** A Redis that hangs must not hang a page: give up on a command after this long. */
const TIMEOUT_MS = 1_000;
/**
 * How long a page stays in the cache after it went stale. The library's default (half its
 * revalidate time more: 90 s for a 60 s page) drops a page that nobody asked for in that while,
 * so the next visitor waits for a render instead of getting the stale page while it regenerates
 * (what Next's own file cache does); and it silently skipped seeding a build more than 90 s old,
 * since the seed's age counts from the build's files. A week: a build started days after it
 * was made still seeds Redis; keys of older builds (another prefix) leave Redis after that.
 */
export const STALE_KEPT_SECONDS = 7 * 24 * 60 * 60;

/** The library's expire age for a page that goes stale after `staleAge` seconds. */
export function expireAge(staleAge) {
  return staleAge + STALE_KEPT_SECONDS;
}
/** Reconnect every 0.1 s, slowing down to 2 s: a restarted Redis is used again within 2 s. */
const reconnectStrategy = (retries) => Math.min(100 * 2 ** retries, 2_000);

/** One JSON log line, through the fleet's recorder when it is installed. */
function log(level, event, message) {
  const recorder = globalThis.__diagtoolsOps;
  if (recorder) return recorder.log(level, event, message);
  const instance = process.env.INSTANCE_NAME || hostname();
  const line = { time: new Date().toISOString(), level, instance, event, msg: message };
  console[level === 'info' ? 'log' : level](JSON.stringify(line));
}

/** How a lookup of a page went: `hit`, `stale` or `miss` (an entry without a lifespan never goes stale). */
export function lookupResult(entry, nowS = Date.now() / 1000) {
  if (!entry) return 'miss';
  const staleAt = entry.lifespan?.staleAt;
  return typeof staleAt === 'number' && nowS > staleAt ? 'stale' : 'hit';
}

/** One client per process, shared by Next's handler and the seeding in instrumentation.ts. */
function redisClient(url) {
  const shared = globalThis.__diagtoolsRedis;
  if (shared) return shared;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000, reconnectStrategy },
  });
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    log(
      'warn',
      'redis_down',
      `Redis unreachable (${error?.message ?? error}): serving from this instance until it returns`,
    );
  });
  client.on('ready', () => {
    if (!down) return log('info', 'redis_up', 'Redis connected: the ISR cache is shared');
    down = false;
    log('info', 'redis_up', 'Redis is back: the ISR cache is shared again');
  });
  // Never awaited: a page must not wait for Redis. Until it is ready the LRU answers.
  client.connect().catch(() => undefined);
  globalThis.__diagtoolsRedis = client;
  return client;
}

function waitUntilReady(client, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * This instance's LRU with Redis in front: it holds what this instance rendered (every write
 * goes to both). Read on a Redis miss before the build's copy (Redis restarted empty).
 */
let ownCopies = null;

CacheHandler.onCreation(async ({ buildId }) => {
  const lru = createLruHandler();
  const url = process.env.REDIS_URL;
  // The build renders without Redis (it may run where there is none); instrumentation.ts
  // seeds Redis with the build's pages when an instance starts.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [lru] };
  const client = redisClient(url);
  // Once, at boot: give Redis a moment so the seeding (instrumentation.ts) and the first pages
  // go to it; a Redis that is down costs this wait once, never per request.
  if (!client.isReady) await waitUntilReady(client, 2_000);
  const redis = createRedisHandler({
    client,
    keyPrefix: `${KEY_PREFIX}${buildId ?? 'dev'}:`,
    timeoutMs: TIMEOUT_MS,
  });
  ownCopies = lru;
  // In order: Redis answers (a hit or a miss); only when it throws does the LRU answer.
  return { handlers: [redis, lru], ttl: { estimateExpireAge: expireAge } };
});

/** This instance's own last render of a page, unless it expired. */
async function ownCopy(cacheKey, ctx) {
  const entry = await ownCopies
    ?.get(cacheKey, { implicitTags: ctx?.softTags ?? [] })
    .catch(() => null);
  const expired = entry?.lifespan && entry.lifespan.expireAt < Math.floor(Date.now() / 1000);
  return entry && !expired ? entry : null;
}

/** A build renders its pages: it has no copy of its own to read yet. */
const building = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

/**
 * The library's handler, counting each lookup of a page (fetch-cache lookups are not pages).
 * A page Redis does not hold (Redis restarted empty) is answered from this
 * instance's own last render when it has one, else from the build's own copy when the build
 * pre-rendered it (cache-build-copy.mjs): served stale, regenerating in the background, never
 * a render that fails while the API is down.
 */
class CountingCacheHandler extends CacheHandler {
  #serverDistDir;

  constructor(context) {
    super(context);
    this.#serverDistDir = context?.serverDistDir;
  }

  async get(cacheKey, ctx) {
    let entry = await super.get(cacheKey, ctx);
    if (ctx?.kind === 'FETCH') return entry;
    if (!entry && ctx?.kind === 'PAGES' && !ctx.isFallback && !building()) {
      entry =
        (await ownCopy(cacheKey, ctx)) ?? (await readBuildCopy(this.#serverDistDir, cacheKey));
    }
    globalThis.__diagtoolsOps?.cacheLookup(lookupResult(entry));
    return entry;
  }
}

export default CountingCacheHandler;
