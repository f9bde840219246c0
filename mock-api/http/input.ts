/**
 * The one input layer in front of every route: the query and the body reach the handlers as
 * fresh plain objects without any key named after an Object.prototype member (`constructor`,
 * `toString`, `__proto__`, `__proto__[x]`…) or `prototype`, at any depth. Such keys are never
 * fields of the API, and left in they make validation read inherited functions as values.
 * Dropping them is the same rule as for any unknown key: ignored.
 *
 * Bodies nested deeper than MAX_DEPTH are refused (a clear 400) rather than walked.
 */
import type { RequestHandler } from 'express';
import { ApiError, CODE, sendEnvelope } from './envelope';

export const MAX_DEPTH = 32;
export const TOO_DEEP_MSG = `The request body is nested too deeply (at most ${MAX_DEPTH} levels)`;

/** Every Object.prototype name, plus `prototype` (the step of a `constructor.prototype` chain). */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

/** `__proto__[x]`, `constructor[prototype]`: the name before the first bracket or dot counts. */
export function isForbiddenKey(key: string): boolean {
  if (FORBIDDEN_KEYS.has(key)) return true;
  const base = /^[^[.]*/.exec(key)?.[0] ?? key;
  return base !== key && FORBIDDEN_KEYS.has(base);
}

class TooDeep extends Error {}

function clean(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) throw new TooDeep();
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (isForbiddenKey(key)) continue;
    // defineProperty: an own data property even for a name a setter would intercept.
    Object.defineProperty(out, key, {
      value: clean((value as Record<string, unknown>)[key], depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** A copy of `value` without forbidden keys; throws the 400 envelope when nested too deeply. */
export function sanitizeInput(value: unknown): unknown {
  try {
    return clean(value, 0);
  } catch (error) {
    if (error instanceof TooDeep) throw new ApiError(CODE.badRequest, TOO_DEEP_MSG, 400);
    throw error;
  }
}

/** Express middleware: after the body parsers, before any route. */
export function inputLayer(): RequestHandler {
  return (req, _res, next) => {
    try {
      req.query = sanitizeInput(req.query ?? {}) as typeof req.query;
      if (req.body !== undefined) req.body = sanitizeInput(req.body);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Bodies are read up to this many bytes (the JSON and form parsers' limit too). */
export const BODY_LIMIT_BYTES = 100 * 1024;
export const TOO_LARGE_MSG = 'Request body too large';

/**
 * Express middleware, before anything that may read or skip the body: a request whose
 * `Content-Length` declares more than `limit` bytes is refused at once with the 413 envelope,
 * without reading the body (a parser would read and discard all of it before answering, and a
 * route that ignores the body would leave Node draining it after the answer). The answer says
 * `Connection: close`, so Node closes the socket once it is sent instead of waiting for the body.
 */
export function declaredBodyLimit(limit = BODY_LIMIT_BYTES): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers['content-length'];
    if (declared === undefined || !/^\d+$/.test(declared) || Number(declared) <= limit) {
      next();
      return;
    }
    res.setHeader('Connection', 'close');
    sendEnvelope(res, CODE.tooLarge, TOO_LARGE_MSG, {}, 413);
  };
}
