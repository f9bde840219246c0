/**
 * Strict mode (`MOCK_API_STRICT=1`): the mock answers under /api/ only what the vendor's API is
 * documented to serve (SPEC_ENDPOINTS in ./endpoints.ts), so a site tested against it works
 * against the real API too. Everything else under /api/ answers the unknown-route 404, as if
 * it did not exist. Dev routes (/mock/*), /uploads/ and the Google stand-in stay.
 */
import type { RequestHandler } from 'express';
import { sendNotFoundRoute } from '../http/envelope';
import { SPEC_ENDPOINTS, type HttpMethod } from './endpoints';
import { GOOGLE_CALLBACK_PATH } from './google';

/** Not the vendor's, but the stand-in for Google's side of the documented sign-in. */
const STAND_IN_ENDPOINTS: readonly (readonly [HttpMethod, string])[] = [
  ['GET', GOOGLE_CALLBACK_PATH],
];

/** Express matches paths case-insensitively and with an optional trailing slash: so do we. */
function endpointKey(method: string, path: string): string {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return `${verb} ${path.replace(/\/+$/, '').toLowerCase()}`;
}

const ALLOWED = new Set(
  [...SPEC_ENDPOINTS, ...STAND_IN_ENDPOINTS].map(([method, path]) => endpointKey(method, path)),
);

/** True when strict mode lets `method path` (a path under /api/) through. */
export function isStrictAllowed(method: string, path: string): boolean {
  return ALLOWED.has(endpointKey(method, path));
}

/** `MOCK_API_STRICT=1` (or `true`) turns strict mode on; anything else leaves it off. */
export function defaultStrict(env: Record<string, string | undefined> = process.env): boolean {
  const value = (env.MOCK_API_STRICT ?? '').trim().toLowerCase();
  return value === '1' || value === 'true';
}

/** Mounted on /api: an undocumented endpoint answers as an unknown route. */
export function strictApiFilter(): RequestHandler {
  return (req, res, next) => {
    // Mounted on /api, so req.path lacks the prefix; req.baseUrl holds it.
    if (isStrictAllowed(req.method, `${req.baseUrl}${req.path}`)) next();
    else sendNotFoundRoute(res);
  };
}
