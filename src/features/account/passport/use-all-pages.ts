/**
 * Every page of a customer list, through SWR: the first page (the same read as the list's
 * own page, shared with it) says how many pages there are; the others are then asked for at
 * once, in parallel. A failure shows the client's toast (a warning titled Tips for a refusal,
 * "Interface response failed" for no answer) and leaves `error` set for a Retry.
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { pageCount } from '@/components/pagination';
import type { ApiError } from '@/lib/api-client';
import { type ApiKey, fetchApiKey } from '@/lib/api-key';
import type { ApiPage, Envelope } from '@/contract/api-types';
import { useSessionToken } from '@/lib/use-session-token';
import { type AccountEndpoint, accountKey, useAccountQuery } from '../api/account-query';

type PagedEnvelope = Envelope<{ page: ApiPage }>;

/** The pages after the first of a one-page list (one array, so the rows stay the same). */
const NO_PAGES: never[] = [];

export interface AllPages<T, Row> {
  /** Every row of every page, in page order; undefined while loading or after a failure. */
  rows: Row[] | undefined;
  /** The first page's answer (the list's options: models, platforms...). */
  first: T | undefined;
  error: ApiError | undefined;
  retry: () => void;
  validating: boolean;
}

/** The pages after the first, asked for together (one key, so one revalidation). */
function fetchRest<T extends Envelope>(key: ApiKey): Promise<T[]> {
  const [path, params, token, method] = key;
  const last = Number(params?.last ?? 1);
  const pages = Array.from({ length: Math.max(last - 1, 0) }, (_, i) => i + 2);
  return Promise.all(
    pages.map((page) => fetchApiKey<T>([path, { page }, token, method], 'warning')),
  );
}

export function useAllPages<T extends PagedEnvelope, Row>(
  endpoint: AccountEndpoint<T>,
  rowsOf: (response: T) => Row[],
): AllPages<T, Row> {
  const token = useSessionToken();
  const first = useAccountQuery(endpoint, { page: 1 });
  const info = first.data?.page;
  const last = info && info.total > 0 ? pageCount(info.total, info.listRows) : 1;
  const rest = useSWR<T[], ApiError, ApiKey | null>(
    first.data && last > 1 ? accountKey(endpoint.path, { pages: 'rest', last }, token) : null,
    fetchRest<T>,
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );
  const error = first.error ?? rest.error;
  const firstData = first.data;
  const restData = last > 1 ? rest.data : NO_PAGES;
  // One array per answer (a new one only when an answer changes): the joins memoize on it.
  const rows = useMemo(
    () => (firstData && restData ? [...rowsOf(firstData), ...restData.flatMap(rowsOf)] : undefined),
    // rowsOf is a pure selector of the caller's; the answers decide the rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [firstData, restData],
  );
  return {
    rows: error ? undefined : rows,
    first: first.data,
    error,
    retry: () => {
      void first.mutate();
      if (last > 1) void rest.mutate();
    },
    validating: first.isValidating || rest.isValidating,
  };
}
