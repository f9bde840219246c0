/**
 * Every page of a customer list, through SWR: the first page (the same read as the list's
 * own page, shared with it) says how many pages there are; the others are then asked for at
 * once, in parallel. A failure shows the client's toast (a warning titled Tips for a refusal,
 * "Interface response failed" for no answer) and leaves `error` set for a Retry.
 */
import { useMemo } from 'react';
import type { ApiError } from '@/lib/api-client';
import type { ApiPage, Envelope } from '@/contract/api-types';
import { type AccountEndpoint, useAccountQuery, useAccountRestPages } from '../api/account-query';

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

export function useAllPages<T extends PagedEnvelope, Row>(
  endpoint: AccountEndpoint<T>,
  rowsOf: (response: T) => Row[],
): AllPages<T, Row> {
  const first = useAccountQuery(endpoint, { page: 1 });
  const info = first.data?.page;
  // Not the pager's pageCount: importing the pager's module from here changed how Turbopack
  // splits /products' chunks (docs/performance.md).
  const last =
    info && info.total > 0 && info.listRows > 0 ? Math.ceil(info.total / info.listRows) : 1;
  const rest = useAccountRestPages(endpoint, first.data ? last : 0);
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
