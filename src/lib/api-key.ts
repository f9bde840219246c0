/** Cache keys of the shell: `[path, params, token]`, so a different visitor never reads another's cache. */
import { apiGet, type ErrorSeverity, type Query } from '@/lib/api-client';
import type { Envelope } from '@/contract/api-types';

export type ApiKey = readonly [path: string, params: Query | null, token: string | null];

/** The GET behind a key; the key's token (or none) is the one sent. */
export function fetchApiKey<T extends Envelope>(
  [path, params, token]: ApiKey,
  severity?: ErrorSeverity,
): Promise<T> {
  return apiGet<T>(path, { query: params ?? undefined, token, severity });
}
