/**
 * Who may read GET /api/metrics: like the revalidation route, the holder of the secret
 * (`?secret=` or `Authorization: Bearer <secret>`; METRICS_SECRET, else REVALIDATE_SECRET), or
 * a client on this machine that came straight to the instance (loopback, no proxy headers: a
 * request relayed by a balancer on the same machine is not local).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { secretMatches } from '@/lib/secret';

export const ACCESS_MSG = {
  invalid: 'Invalid secret',
  off: 'The server has no METRICS_SECRET or REVALIDATE_SECRET: metrics answer only clients on this machine',
  refused:
    'Metrics are for this machine (loopback, not through a proxy) or for the secret: ?secret=SECRET or Authorization: Bearer SECRET',
} as const;

export type Access = { ok: true } | { ok: false; status: 401 | 403; msg: string };

export interface AccessRequest {
  headers: IncomingHttpHeaders;
  query: Partial<Record<string, string | string[]>>;
  socket: { remoteAddress?: string | undefined };
}

export function metricsSecret(): string {
  return process.env.METRICS_SECRET || process.env.REVALIDATE_SECRET || '';
}

const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function givenSecret(req: AccessRequest): string | undefined {
  const fromQuery = req.query.secret;
  if (typeof fromQuery === 'string') return fromQuery;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

export function metricsAccess(req: AccessRequest): Access {
  const given = givenSecret(req);
  const secret = metricsSecret();
  if (given !== undefined) {
    if (secretMatches(given, secret)) return { ok: true };
    return { ok: false, status: 401, msg: secret === '' ? ACCESS_MSG.off : ACCESS_MSG.invalid };
  }
  const proxied = PROXY_HEADERS.some((name) => req.headers[name] !== undefined);
  if (!proxied && isLoopback(req.socket.remoteAddress)) return { ok: true };
  return { ok: false, status: 403, msg: ACCESS_MSG.refused };
}
