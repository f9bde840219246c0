/**
 * The customer area's data layer: one SWR key shape for every read, the
 * token in the key (another customer never reads this one's cache; sign-out clears it all),
 * and the writes that revalidate what they change.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { useToast } from '@/components/toast';
import { type ApiError, callApi, type Query } from '@/lib/api-client';
import { type ApiKey, fetchKey, type KeyEndpoint, keyOf } from '@/lib/api-key';
import type { Envelope } from '@/contract/api-types';
import type { Endpoint } from '@/contract/vendor-endpoints/endpoint';
import { useSessionToken } from '@/lib/use-session-token';

/** An entry the customer area reads or writes; `Res` is its answer. */
export type AccountEndpoint<Res extends Envelope = Envelope> = Endpoint<
  Res,
  'GET' | 'POST',
  unknown
>;

/** The customer area's reads: the site's one key shape, always with a token. */
export function accountKey<T extends Envelope>(
  endpoint: AccountEndpoint<T>,
  params: Query | null,
  token: string | null,
): ApiKey<T> | null {
  return token ? keyOf(endpoint, params, token) : null;
}

/** Business failures show the server's msg as a warning titled Tips. */
function fetchAccountKey<T extends Envelope>(key: ApiKey<T>): Promise<T> {
  return fetchKey(key, 'warning');
}

/**
 * A read of the signed-in customer's data through its entry (the key's path and method, and
 * the answer's type); nothing is fetched without a token. `params` null with `enabled` false
 * skips the call (a search not asked for yet).
 */
export function useAccountQuery<T extends Envelope>(
  endpoint: AccountEndpoint<T>,
  params: Query | null = null,
  options: {
    enabled?: boolean;
    /** Milliseconds between background revalidations (a live chat); 0 or absent: none. */
    refreshInterval?: number;
  } = {},
): SWRResponse<T, ApiError> {
  const token = useSessionToken();
  const enabled = options.enabled ?? true;
  return useSWR<T, ApiError, ApiKey<T> | null>(
    enabled ? accountKey(endpoint, params, token) : null,
    fetchAccountKey,
    {
      revalidateOnFocus: false,
      // No retries: every failure is a toast already (the shell no longer sets this for SWR).
      shouldRetryOnError: false,
      keepPreviousData: true,
      refreshInterval: options.refreshInterval ?? 0,
    },
  );
}

/** The pages after the first (2 to `last`), each asked for as the customer, all at once. */
function fetchRestPages<T extends Envelope>([path, params, token]: ApiKey<T>): Promise<T[]> {
  const list: AccountEndpoint<T> = { path, method: 'GET' };
  const last = Number(params?.last ?? 1);
  const pages = Array.from({ length: Math.max(last - 1, 0) }, (_, i) => i + 2);
  return Promise.all(pages.map((page) => fetchAccountKey(keyOf(list, { page }, token))));
}

/**
 * The pages after the first of a paged read, under one key (one revalidation): nothing is
 * fetched while `last` is 1 or less (the first page not in yet, or the only one).
 */
export function useAccountRestPages<T extends Envelope>(
  endpoint: AccountEndpoint<T>,
  last: number,
): SWRResponse<T[], ApiError> {
  const token = useSessionToken();
  // The key of the entry read as a GET (the paged lists are), its params saying which pages.
  const list: AccountEndpoint<T> = { path: endpoint.path, method: 'GET' };
  return useSWR<T[], ApiError, ApiKey<T> | null>(
    last > 1 ? accountKey(list, { pages: 'rest', last }, token) : null,
    fetchRestPages,
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );
}

/**
 * A public read shown beside the customer's records (a model's picture from the catalogue):
 * no token, cached per query, and silent (a missing picture is no failure worth a toast).
 */
export function usePublicRead<T extends Envelope>(
  endpoint: AccountEndpoint<T>,
  params: Query,
): SWRResponse<T, unknown> {
  return useSWR<T, unknown, ApiKey<T>>(
    keyOf(endpoint, params, null),
    (key) => fetchKey(key, 'silent'),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** Whether an SWR key (keyOf's shape) is a read of one of these entries: its path and method. */
export function isKeyOf(key: unknown, entries: readonly KeyEndpoint[]): boolean {
  if (!Array.isArray(key)) return false;
  const [path, , , method = 'GET'] = key as unknown[];
  return entries.some((entry) => entry.path === path && entry.method === method);
}

export interface AccountWrite<T extends Envelope = Envelope> {
  /** The entry written: its method, path and answer. */
  endpoint: AccountEndpoint<T>;
  /** The query of a GET, the body of a POST. */
  params?: Query | Record<string, unknown>;
  /** The entries whose reads to revalidate after success. */
  revalidate: readonly KeyEndpoint[];
  /** Show the server's msg as a success toast (adds, edits, deletes, unbinds, ends). */
  announce?: boolean;
}

/**
 * Runs a write as the signed-in customer: a refusal shows the server's msg as a warning and
 * resolves null (the dialog stays open); a success announces the msg if asked, revalidates
 * the reads it changed and resolves the answer.
 */
export function useAccountWrite(): <T extends Envelope>(
  write: AccountWrite<T>,
) => Promise<T | null> {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  return useCallback(
    async <T extends Envelope>({
      endpoint,
      params,
      revalidate,
      announce = true,
    }: AccountWrite<T>) => {
      let response: T;
      try {
        // Typed for any entry of the area: the entry's own answer type is T.
        response = (await callApi<AccountEndpoint>(
          endpoint,
          endpoint.method === 'POST'
            ? { body: params ?? {}, severity: 'warning' }
            : { query: params as Query | undefined, severity: 'warning' },
        )) as T;
      } catch {
        // Already shown by the client's error listener.
        return null;
      }
      if (announce && response.msg) toast.success(response.msg);
      // The one SWR cache: the customer area's reads and the shell's (the header's user).
      await mutate((key) => isKeyOf(key, revalidate));
      return response;
    },
    [mutate, toast],
  );
}
