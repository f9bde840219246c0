/**
 * Who may read GET /api/metrics: the holder of the secret (`Authorization: Bearer <secret>`;
 * METRICS_SECRET, else REVALIDATE_SECRET; never `?secret=`, a URL lands in access logs), or
 * a client on this machine: the connection is from the loopback, and so is every address the
 * proxy headers name (Next itself adds `X-Forwarded-For` with the connection's address; a
 * balancer on the same machine relaying a stranger adds the stranger's).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { secretMatches } from '@/lib/secret';
import { metricsSecret } from '@/lib/secrets';

export { metricsSecret };

export const ACCESS_MSG = {
  invalid: 'Invalid secret',
  off: 'The server has no METRICS_SECRET or REVALIDATE_SECRET: metrics answer only clients on this machine',
  refused:
    'Metrics are for clients on this machine (loopback) or for the secret: Authorization: Bearer SECRET',
  inUrl:
    'A secret in the URL is refused (URLs land in access logs): send Authorization: Bearer SECRET',
} as const;

export type Access = { ok: true } | { ok: false; status: 400 | 401 | 403; msg: string };

export interface AccessRequest {
  headers: IncomingHttpHeaders;
  query: Partial<Record<string, string | string[]>>;
  socket: { remoteAddress?: string | undefined };
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function givenSecret(req: AccessRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/** The client addresses a request names: its connection's and those of its proxy headers. */
export function clientAddresses(req: AccessRequest): string[] {
  const header = (name: string) => [req.headers[name] ?? []].flat().join(',');
  const forwardedFor = header('x-forwarded-for').split(',');
  const realIp = header('x-real-ip').split(',');
  // Forwarded: for=1.2.3.4, for="[::1]:8080";proto=http
  const forwarded = [...header('forwarded').matchAll(/for=("?)([^;,]+)\1/gi)].map((m) =>
    (m[2] ?? '').replace(/^\[([^\]]+)\](?::\d+)?$/, '$1').replace(/^([\d.]+):\d+$/, '$1'),
  );
  return [req.socket.remoteAddress ?? '', ...forwardedFor, ...realIp, ...forwarded]
    .map((address) => address.trim())
    .filter((address, index) => index === 0 || address !== '');
}

export function metricsAccess(req: AccessRequest): Access {
  if (req.query.secret !== undefined) return { ok: false, status: 400, msg: ACCESS_MSG.inUrl };
  const given = givenSecret(req);
  const secret = metricsSecret();
  if (given !== undefined) {
    if (secretMatches(given, secret)) return { ok: true };
    return { ok: false, status: 401, msg: secret === '' ? ACCESS_MSG.off : ACCESS_MSG.invalid };
  }
  if (clientAddresses(req).every(isLoopback)) return { ok: true };
  return { ok: false, status: 403, msg: ACCESS_MSG.refused };
}
