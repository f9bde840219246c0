/**
 * Strict mode (`MOCK_API_STRICT=1`): the mock answers under /api/ only what the vendor's API is
 * documented to serve (SPEC_ENDPOINTS in ./endpoints.ts), so a site tested against it works
 * against the real API too. Everything else under /api/ answers the unknown-route 404, as if
 * it did not exist. Dev routes (/mock/*), /uploads/ and the Google stand-in stay.
 *
 * A documented endpoint reads only the input the vendor documents for it (./strict-params.ts):
 * the other query parameters and body fields are dropped before the route sees them, as the
 * vendor's API ignores them; a GET keeps no body and a POST no query. So an extension of the
 * default mode (docs/mock/answers.md, "Extensions of the default mode") does nothing here.
 */
import type { Request, RequestHandler } from 'express';
import { sendNotFoundRoute } from '../http/envelope';
import { endpointKey, SPEC_ENDPOINTS, type HttpMethod } from './endpoints';
import { GOOGLE_CALLBACK_PATH } from '../auth/google';
import { documentedParams } from './strict-params';

/** Not the vendor's, but the stand-in for Google's side of the documented sign-in. */
const STAND_IN_ENDPOINTS: readonly (readonly [HttpMethod, string])[] = [
  ['GET', GOOGLE_CALLBACK_PATH],
];

/** Express matches paths case-insensitively and with an optional trailing slash: so do we. */
const ALLOWED = new Set(
  [...SPEC_ENDPOINTS, ...STAND_IN_ENDPOINTS].map(([method, path]) => endpointKey(method, path)),
);

/** True when strict mode lets `method path` (a path under /api/) through. */
export function isStrictAllowed(method: string, path: string): boolean {
  return ALLOWED.has(endpointKey(method, path));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only the keys of `input` that are in `names` (a value that is not an object stays as is). */
function pick(input: unknown, names: ReadonlySet<string>): unknown {
  if (!isPlainObject(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([key]) => names.has(key)));
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * The request as the vendor would read it: the query of a GET and the body of a POST keep only
 * the documented names of `method path`; a GET's body and a POST's query keep nothing. An
 * endpoint the table does not list (the Google stand-in) is left as it came.
 */
export function documentedInput(
  method: string,
  path: string,
  input: { query: unknown; body: unknown },
): { query: unknown; body: unknown } {
  const names = documentedParams(method, path);
  if (!names) return input;
  const isGet = endpointKey(method, path).startsWith('GET ');
  return {
    query: pick(input.query, isGet ? names : NOTHING),
    body: input.body === undefined ? undefined : pick(input.body, isGet ? NOTHING : names),
  };
}

function keepDocumented(req: Request, path: string): void {
  const { query, body } = documentedInput(req.method, path, { query: req.query, body: req.body });
  req.query = query as Request['query'];
  req.body = body;
}

/** `MOCK_API_STRICT=1` (or `true`) turns strict mode on; anything else leaves it off. */
export function defaultStrict(env: Record<string, string | undefined> = process.env): boolean {
  const value = (env.MOCK_API_STRICT ?? '').trim().toLowerCase();
  return value === '1' || value === 'true';
}

/**
 * Mounted on /api: an undocumented endpoint answers as an unknown route; a documented one gets
 * only its documented input.
 */
export function strictApiFilter(): RequestHandler {
  return (req, res, next) => {
    // Mounted on /api, so req.path lacks the prefix; req.baseUrl holds it.
    const path = `${req.baseUrl}${req.path}`;
    if (!isStrictAllowed(req.method, path)) {
      sendNotFoundRoute(res);
      return;
    }
    keepDocumented(req, path);
    next();
  };
}
