/**
 * The one SWR key shape of the site, made from an endpoint entry (src/contract/endpoints.ts):
 * `[path, params, token, method]`, so a different visitor never reads another's cache. The
 * key carries the entry's answer type (a phantom: nothing of it is in the array), so the
 * fetcher of a key answers what its entry answers. The customer area's keyword searches are
 * POSTs with a body, cached the same way.
 */
import { callApi, type ErrorSeverity, type Query } from '@/lib/api-client';
import type { Envelope } from '@/contract/api-types';
import type { Endpoint } from '@/contract/vendor-endpoints/endpoint';

export type ApiMethod = 'GET' | 'POST';

/** An entry a key can be made of: a GET or a POST. */
export type KeyEndpoint<Res extends Envelope = Envelope> = Endpoint<Res, ApiMethod, unknown>;

declare const answer: unique symbol;

/** A cache key of an entry whose answer is `Res`. */
export type ApiKey<Res extends Envelope = Envelope> = readonly [
  path: string,
  params: Query | null,
  token: string | null,
  method: ApiMethod,
] & { readonly [answer]?: Res };

/** The key of a read of `entry` with these params (GET query, POST body) as `token` (or none). */
export function keyOf<Res extends Envelope>(
  entry: KeyEndpoint<Res>,
  params: Query | null,
  token: string | null,
): ApiKey<Res> {
  return [entry.path, params, token, entry.method];
}

/** The call behind a key, through callApi: the key's token (or none) is the one sent. */
export function fetchKey<Res extends Envelope>(
  [path, params, token, method]: ApiKey<Res>,
  severity?: ErrorSeverity,
): Promise<Res> {
  // The key names its entry by path and method, the two things a call of it needs; the key's
  // phantom says what the entry answers.
  const entry: KeyEndpoint = { path, method };
  return callApi(
    entry,
    method === 'POST'
      ? { token, severity, body: params ?? {} }
      : { query: params ?? undefined, token, severity },
  ) as Promise<Res>;
}
