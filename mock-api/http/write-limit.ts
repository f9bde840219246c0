/**
 * The per-client limit of anonymous writes (issue 14: 400 form posts in 15 s grew the database
 * from 4 to 11 MB). Counted at the mechanism, not per route: an anonymous request (a route
 * without `auth`) runs inside `run()`, and its first `MockDb.update()` passes through `gate()`,
 * which counts one write for the client (its socket address) or, over the limit, throws the
 * 429 envelope before anything changes. Reads (even POST ones) are never counted; a request
 * that writes twice counts once and is never stopped halfway.
 *
 * Settings: `MOCK_WRITE_LIMIT` writes per client and window (default 30; 0 turns it off),
 * `MOCK_WRITE_WINDOW_MS` (default 60 000). The e2e stack turns it off (one loopback client).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ApiError, CODE } from './envelope';

export const DEFAULT_WRITE_LIMIT = 30;
export const DEFAULT_WRITE_WINDOW_MS = 60_000;
/** Clients remembered at most; the oldest windows are dropped first. */
const MAX_CLIENTS = 10_000;

export function floodMessage(seconds: number): string {
  return `Too many requests from your address, please try again in ${seconds} second${seconds === 1 ? '' : 's'}`;
}

export interface WriteLimitOptions {
  /** Writes per client and window; 0 or less: no limit. */
  limit: number;
  windowMs: number;
  now: () => Date;
}

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,12}$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

/** `MOCK_WRITE_LIMIT` and `MOCK_WRITE_WINDOW_MS`. */
export function defaultWriteLimit(): { limit: number; windowMs: number } {
  return {
    limit: envNumber('MOCK_WRITE_LIMIT', DEFAULT_WRITE_LIMIT),
    windowMs: Math.max(1, envNumber('MOCK_WRITE_WINDOW_MS', DEFAULT_WRITE_WINDOW_MS)),
  };
}

interface RequestScope {
  client: string;
  counted: boolean;
}

export class WriteLimiter {
  private readonly scope = new AsyncLocalStorage<RequestScope>();
  /** client → start of its window and writes in it. */
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly options: WriteLimitOptions) {}

  /** Runs an anonymous request's handler; its writes are counted for `client`. */
  run<T>(client: string, fn: () => T): T {
    return this.scope.run({ client, counted: false }, fn);
  }

  /** Called by MockDb before every change: throws the 429 envelope when over the limit. */
  readonly gate = (): void => {
    const scope = this.scope.getStore();
    if (!scope || scope.counted || this.options.limit <= 0) return;
    const time = this.options.now().getTime();
    let window = this.windows.get(scope.client);
    if (!window || time - window.start >= this.options.windowMs) {
      this.windows.delete(scope.client);
      if (this.windows.size >= MAX_CLIENTS) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      window = { start: time, count: 0 };
      this.windows.set(scope.client, window);
    }
    if (window.count >= this.options.limit) {
      const seconds = Math.max(1, Math.ceil((window.start + this.options.windowMs - time) / 1000));
      throw new ApiError(CODE.tooMany, floodMessage(seconds));
    }
    window.count += 1;
    scope.counted = true;
  };
}
