/**
 * The Redis client that cache-handler.mjs opens when REDIS_URL is set (one per process), for the
 * few server features that share state between instances beside the ISR pages. Every command
 * gives up after a second: a Redis that hangs or is down must not hang or fail a request, the
 * caller falls back to what this process knows.
 */

/** The part of the cache's Redis client used by the site's own code. */
export interface SharedRedis {
  isReady: boolean;
  get(key: string): Promise<string | null>;
  incr(key: string): Promise<number>;
  set(
    key: string,
    value: string,
    options: { expiration: { type: 'EX'; value: number }; condition: 'NX' },
  ): Promise<string | null>;
}

/** Commands for state kept whole (the sitemap's list and publish times). */
export interface SharedRedisStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<string | null>;
  hSet(key: string, field: string, value: string): Promise<number>;
  hGetAll(key: string): Promise<Record<string, string>>;
}

declare global {
  // Set by cache-handler.mjs when REDIS_URL is set: one client per process.
  var __diagtoolsRedis: SharedRedis | undefined;
}

const REDIS_TIMEOUT_MS = 1_000;

/** The shared client when REDIS_URL is set and it is connected, else null. */
export function sharedRedis(): SharedRedis | null {
  const client = globalThis.__diagtoolsRedis;
  return process.env.REDIS_URL && client?.isReady ? client : null;
}

/** The shared client as a store (the cache's client has every command), else null. */
export function sharedStore(): SharedRedisStore | null {
  const redis = sharedRedis();
  return redis && 'hSet' in redis && 'hGetAll' in redis
    ? (redis as unknown as SharedRedisStore)
    : null;
}

/** A key under the deploy's prefix. */
export function sharedKey(name: string): string {
  return `${process.env.REDIS_KEY_PREFIX || 'diagtools:'}${name}`;
}

/** The command's answer, or a rejection after REDIS_TIMEOUT_MS. */
export function withRedisTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
