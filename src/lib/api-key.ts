/**
 * The one SWR key shape of the site: `[path, params, token, method]`, so a different visitor
 * never reads another's cache. The shell's reads leave the method out (a GET); the customer
 * area's keyword searches are POSTs with a body, cached the same way.
 */
import { apiGet, apiPost, type ErrorSeverity, type Query } from '@/lib/api-client';
import type { Envelope } from '@/contract/api-types';

export type ApiMethod = 'GET' | 'POST';

export type ApiKey = readonly [
  path: string,
  params: Query | null,
  token: string | null,
  method?: ApiMethod,
];

/** The call behind a key; the key's token (or none) is the one sent. */
export function fetchApiKey<T extends Envelope>(
  [path, params, token, method]: ApiKey,
  severity?: ErrorSeverity,
): Promise<T> {
  return method === 'POST'
    ? apiPost<T>(path, { token, severity, body: params ?? {} })
    : apiGet<T>(path, { query: params ?? undefined, token, severity });
}
