/**
 * The dev routes (/mock/*, listed at /) and the Google stand-in reset the data, switch the API off and hand
 * out codes, forms and sessions: they are for the developer's own machine and test runs only.
 *
 * - Loopback clients only (127.0.0.0/8, ::1), unless `MOCK_DEV_ROUTES=open` (Docker, where the
 *   published port reaches the container from the bridge; docker-compose publishes on
 *   127.0.0.1 only). The socket's address counts, never X-Forwarded-For.
 * - Dev routes: no cross-site caller. A request with an Origin other than the site's is refused
 *   (a page a developer visits cannot post to them), and a body must be JSON (an HTML form can
 *   only send form encodings and text/plain, which would skip the CORS preflight).
 */
import type { Request, RequestHandler } from 'express';
import { sendEnvelope } from '../../http/envelope';
import { GOOGLE_CALLBACK_PATH, GOOGLE_LOGIN_PATH } from '../../auth/google';

export type DevRoutesAccess = 'loopback' | 'open';

export const DEV_MSG = {
  loopback:
    'Dev routes answer only clients on this machine (set MOCK_DEV_ROUTES=open to serve others)',
  origin: 'Dev routes refuse cross-site requests',
  host: 'Dev routes answer only requests addressed to this machine by a loopback name (127.0.0.1, localhost or [::1])',
  json: 'Dev routes accept JSON bodies only (Content-Type: application/json)',
} as const;

/** `MOCK_DEV_ROUTES`: `open` serves any client; anything else, loopback only. */
export function defaultDevRoutesAccess(): DevRoutesAccess {
  return process.env.MOCK_DEV_ROUTES?.trim().toLowerCase() === 'open' ? 'open' : 'loopback';
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Whether a Host header names this machine (a loopback address or localhost), any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name === '[::1]' || isLoopback(name);
}

// Express matches paths in any case and with a trailing slash: so does the guard.
const normal = (path: string) => path.toLowerCase().replace(/\/+$/, '');
const GOOGLE_PATHS = new Set([GOOGLE_LOGIN_PATH, GOOGLE_CALLBACK_PATH].map(normal));
// '' is the root (`GET /`, the list of the dev routes) once normal() drops its slash.
const isDevPath = (path: string) => path === '' || path === '/mock' || path.startsWith('/mock/');

/**
 * The mock's own page (the console at /) calling its routes: the browser sends the mock's
 * origin, which is the Host it asked for. Only a loopback name counts, so a foreign domain
 * pointed at 127.0.0.1 (DNS rebinding) is not taken for the mock.
 */
export function isOwnOrigin(req: Request, origin: string): boolean {
  const host = req.headers.host ?? '';
  return isLoopbackHost(host) && origin === `${req.protocol}://${host}`;
}

/** A body is present when it has a length or is chunked. */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

export function devGuard(
  access: DevRoutesAccess,
  siteOrigins: ReadonlySet<string>,
): RequestHandler {
  return (req, res, next) => {
    const path = normal(req.path);
    const dev = isDevPath(path);
    if (!dev && !GOOGLE_PATHS.has(path)) {
      next();
      return;
    }
    if (access !== 'open' && !isLoopback(req.socket.remoteAddress)) {
      sendEnvelope(res, 403, DEV_MSG.loopback, {}, 403);
      return;
    }
    if (!dev) {
      next();
      return;
    }
    // DNS rebinding: a page of a foreign domain made to resolve to 127.0.0.1 reads the mock
    // as its own origin, and a same-origin GET carries no Origin to refuse. Its requests name
    // that domain in Host: on this machine the mock is only ever addressed by a loopback name.
    const host = req.headers.host;
    if (access !== 'open' && host !== undefined && !isLoopbackHost(host)) {
      sendEnvelope(res, 403, DEV_MSG.host, {}, 403);
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !siteOrigins.has(origin) && !isOwnOrigin(req, origin)) {
      sendEnvelope(res, 403, DEV_MSG.origin, {}, 403);
      return;
    }
    // Browsers mark a cross-site fetch even when no Origin is sent (some GETs).
    if (req.headers['sec-fetch-site'] === 'cross-site') {
      sendEnvelope(res, 403, DEV_MSG.origin, {}, 403);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && hasBody(req) && !req.is('json')) {
      sendEnvelope(res, 415, DEV_MSG.json, {}, 415);
      return;
    }
    next();
  };
}
