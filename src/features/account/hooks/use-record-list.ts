import type { KeyEndpoint } from '@/lib/api-key';
import { useEffect } from 'react';
import { pageCount } from '@/components/pagination';
import type { ApiPage, Envelope } from '@/contract/api-types';
import { KEYWORD_PARAM, PAGE_PARAM } from '@/lib/list-query';
import { useListQuery } from '@/lib/use-list-query';
import { type AccountEndpoint, useAccountQuery } from '../api/account-query';

type PagedEnvelope = Envelope<{ page: ApiPage }>;

export interface RecordListConfig<All extends PagedEnvelope, Found extends PagedEnvelope, Row> {
  /** The list endpoint (GET with ?page=): rows and the dialogs' options. */
  all: AccountEndpoint<All>;
  /**
   * The keyword endpoint (POST {goodsVerifyKeyword}): the vendor documents the keyword alone,
   * so its answer holds every match and the table pages them itself.
   */
  keyword: AccountEndpoint<Found>;
  rowsOfAll: (response: All) => Row[];
  rowsOfFound: (response: Found) => Row[];
}

export interface RecordList<All, Row> {
  /** The list endpoint's last answer (options for the dialogs), undefined while loading. */
  all: All | undefined;
  /** The rows shown: the page of the list, or of the search; undefined while loading. */
  rows: Row[] | undefined;
  page: ApiPage | undefined;
  setPage: (page: number) => void;
  /** The keyword searched for ('' for the full list). */
  keyword: string;
  search: (keyword: string) => void;
  clear: () => void;
  /** The reads a write must revalidate. */
  reads: readonly KeyEndpoint[];
  /** Why the rows shown could not be loaded (undefined when they were, or are loading). */
  error: Error | undefined;
  /** Asks for the rows shown again. */
  retry: () => void;
  /** While the rows shown are being asked for. */
  validating: boolean;
}

/**
 * One page of a search's matches, `listRows` a page (the list's page size, from the server;
 * every match on one page before the list has answered).
 */
function pageOfMatches<Row>(
  matches: readonly Row[],
  page: number,
  listRows: number | undefined,
): { rows: Row[]; page: ApiPage } {
  const size = listRows && listRows > 0 ? listRows : Math.max(matches.length, 1);
  const start = (page - 1) * size;
  return {
    rows: matches.slice(start, start + size),
    page: { currentPage: page, total: matches.length, listRows: size },
  };
}

/**
 * The state of a customer table: page, keyword search and the two reads behind them (a list
 * endpoint with the options, a keyword endpoint for searches).
 */
export function useRecordList<All extends PagedEnvelope, Found extends PagedEnvelope, Row>(
  config: RecordListConfig<All, Found, Row>,
): RecordList<All, Row> {
  // Page and keyword live in the address (?page=2&keyword=ad900): a reload or a shared link
  // shows the same rows, and Back returns to the previous page or search.
  const query = useListQuery();
  const { page, keyword, push, replace } = query;
  const searching = keyword !== '';
  const all = useAccountQuery(config.all, { page: searching ? 1 : page });
  const found = useAccountQuery(
    config.keyword,
    searching ? { goodsVerifyKeyword: keyword } : null,
    { enabled: searching },
  );
  const source = searching ? found : all;
  const shown =
    searching && found.data
      ? pageOfMatches(config.rowsOfFound(found.data), page, all.data?.page.listRows)
      : undefined;
  const rows = searching ? shown?.rows : all.data ? config.rowsOfAll(all.data) : undefined;
  const pageInfo = searching ? shown?.page : all.data?.page;

  // After a delete empties the last page (or an address names a page past the end), step
  // back to the last page, in place.
  const last = pageInfo && pageInfo.total > 0 ? pageCount(pageInfo.total, pageInfo.listRows) : 0;
  useEffect(() => {
    if (last > 0 && page > last) replace({ [PAGE_PARAM]: last });
  }, [last, page, replace]);

  return {
    all: all.data,
    // A failed read is no empty list: `error` says so (RecordsTable shows it with Retry).
    rows: rows ?? (source.error ? [] : undefined),
    page: pageInfo,
    setPage: (next) => push({ [PAGE_PARAM]: next }),
    keyword,
    search: (next) => push({ [KEYWORD_PARAM]: next, [PAGE_PARAM]: null }),
    clear: () => push({ [KEYWORD_PARAM]: null, [PAGE_PARAM]: null }),
    reads: [config.all, config.keyword],
    error: source.error,
    retry: () => void source.mutate(),
    validating: source.isValidating,
  };
}
