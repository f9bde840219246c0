/**
 * The write limits: floods are stopped, test suites are not.
 *
 * Every write is counted at the mechanism, not per route: a request runs inside `run()` with
 * its keys (its client, the socket address, and for a signed-in request also its customer), and
 * its first `MockDb.update()` passes through `gate()`, which refuses with the 429 envelope,
 * before anything changes, when one of its keys is out of budget. After each commit `meter()`
 * charges every key of the request the bytes the change adds to the journal (the rows it
 * wrote), so a key that writes big rows runs out sooner than one that writes small ones.
 * Reads (even POST ones) are never counted; a request that writes twice counts once and is
 * never stopped halfway (its second write is still charged its bytes).
 *
 * Each key has two token buckets refilled continuously: `limit` writes and `bytes` bytes per
 * window, a full bucket to start with. Whatever a client or a customer does, in any span of
 * T ms it writes at most `bytes × (1 + T / window)` bytes plus one request's change: with the
 * defaults (1 MiB a minute) a 15 s flood grows the database by at most about 1.4 MB. An
 * ordinary test suite (300 calls a minute from one machine, under 1 kB a write) uses less
 * than half of each budget.
 *
 * Settings: `MOCK_WRITE_LIMIT` writes per key and window (default 600; 0 turns every write
 * limit off), `MOCK_WRITE_BYTES` bytes per key and window (default 1 MiB; 0 turns the bytes
 * budget off), `MOCK_WRITE_WINDOW_MS` (default 60 000).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ApiError, CODE } from './envelope';

export const DEFAULT_WRITE_LIMIT = 600;
export const DEFAULT_WRITE_BYTES = 1024 * 1024;
export const DEFAULT_WRITE_WINDOW_MS = 60_000;
/** Keys remembered at most; the least recently used are dropped first (as a full bucket). */
const MAX_KEYS = 10_000;

const plural = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;

export function floodMessage(seconds: number): string {
  return `Too many requests from your address, please try again in ${plural(seconds)}`;
}

export function accountFloodMessage(seconds: number): string {
  return `Too many changes from your account, please try again in ${plural(seconds)}`;
}

export interface WriteLimitOptions {
  /** Writes per key and window; 0 or less: no limit at all (bytes included). */
  limit: number;
  /** Bytes per key and window; 0 or less: no bytes budget. */
  bytes: number;
  windowMs: number;
  now: () => Date;
}

/** Who a request writes for: its client (socket address) and its customer when signed in. */
export interface WriteKeys {
  client: string;
  account?: number;
}

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,12}$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

/** `MOCK_WRITE_LIMIT`, `MOCK_WRITE_BYTES` and `MOCK_WRITE_WINDOW_MS`. */
export function defaultWriteLimit(): { limit: number; bytes: number; windowMs: number } {
  return {
    limit: envNumber('MOCK_WRITE_LIMIT', DEFAULT_WRITE_LIMIT),
    bytes: envNumber('MOCK_WRITE_BYTES', DEFAULT_WRITE_BYTES),
    windowMs: Math.max(1, envNumber('MOCK_WRITE_WINDOW_MS', DEFAULT_WRITE_WINDOW_MS)),
  };
}

interface Bucket {
  writes: number;
  bytes: number;
  /** When the bucket was last refilled. */
  at: number;
}

interface RequestScope {
  keys: string[];
  counted: boolean;
}

const ACCOUNT_PREFIX = 'account ';

export class WriteLimiter {
  private readonly scope = new AsyncLocalStorage<RequestScope>();
  /** key → its buckets, least recently used first. */
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly options: WriteLimitOptions) {}

  private get enabled(): boolean {
    return this.options.limit > 0;
  }

  private get bytesBudget(): number {
    return this.options.bytes > 0 ? this.options.bytes : 0;
  }

  /** Runs a request's handler; its writes are counted for its client and customer. */
  run<T>(keys: WriteKeys, fn: () => T): T {
    const names = [`client ${keys.client}`];
    if (keys.account !== undefined) names.push(`${ACCOUNT_PREFIX}${keys.account}`);
    return this.scope.run({ keys: names, counted: false }, fn);
  }

  /** `key`'s buckets refilled up to `time` (a new key starts full). */
  private bucket(key: string, time: number): Bucket {
    const { limit, windowMs } = this.options;
    let bucket = this.buckets.get(key);
    if (bucket) {
      this.buckets.delete(key);
      const elapsed = Math.max(0, time - bucket.at);
      bucket.writes = Math.min(limit, bucket.writes + (elapsed * limit) / windowMs);
      bucket.bytes = Math.min(
        this.bytesBudget,
        bucket.bytes + (elapsed * this.bytesBudget) / windowMs,
      );
      bucket.at = time;
    } else {
      if (this.buckets.size >= MAX_KEYS) {
        const oldest = this.buckets.keys().next().value;
        if (oldest !== undefined) this.buckets.delete(oldest);
      }
      bucket = { writes: limit, bytes: this.bytesBudget, at: time };
    }
    this.buckets.set(key, bucket);
    return bucket;
  }

  /** Milliseconds until `bucket` allows one more write (0: now). */
  private waitMs(bucket: Bucket): number {
    const { limit, windowMs } = this.options;
    let wait = bucket.writes >= 1 ? 0 : ((1 - bucket.writes) * windowMs) / limit;
    if (this.bytesBudget > 0 && bucket.bytes <= 0) {
      wait = Math.max(wait, ((1 - bucket.bytes) * windowMs) / this.bytesBudget);
    }
    return wait;
  }

  /** Called by MockDb before every change: throws the 429 envelope when a key is out of budget. */
  readonly gate = (): void => {
    const scope = this.scope.getStore();
    if (!scope || scope.counted || !this.enabled) return;
    const time = this.options.now().getTime();
    const buckets = scope.keys.map((key) => this.bucket(key, time));
    let worst = -1;
    let wait = 0;
    buckets.forEach((bucket, i) => {
      const ms = this.waitMs(bucket);
      if (ms > wait) [wait, worst] = [ms, i];
    });
    if (worst >= 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      const account = scope.keys[worst].startsWith(ACCOUNT_PREFIX);
      throw new ApiError(
        CODE.tooMany,
        account ? accountFloodMessage(seconds) : floodMessage(seconds),
      );
    }
    for (const bucket of buckets) bucket.writes -= 1;
    scope.counted = true;
  };

  /**
   * Called by MockDb after every commit: charges the request's keys the change's bytes
   * (`bytesOf` counts them, store/journal.ts's changeBytes, only when a budget applies).
   */
  readonly meter = (bytesOf: () => number): void => {
    const scope = this.scope.getStore();
    if (!scope || !this.enabled || this.bytesBudget <= 0) return;
    const bytes = bytesOf();
    if (bytes === 0) return;
    const time = this.options.now().getTime();
    for (const key of scope.keys) this.bucket(key, time).bytes -= bytes;
  };
}
