import { useState } from 'react';
import { pageCount } from '@/components/pagination';
import type { ApiPage, Envelope } from '@/lib/api-types';
import { useAccountQuery } from '../api/account-query';

type PagedEnvelope = Envelope<{ page: ApiPage }>;

export interface RecordListConfig<All extends PagedEnvelope, Found extends PagedEnvelope, Row> {
  /** The list endpoint (GET with ?page=): rows and the dialogs' options. */
  allPath: string;
  /** The keyword endpoint (POST {goodsVerifyKeyword, page}). */
  keywordPath: string;
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
  paths: readonly string[];
}

/**
 * The state of a customer table: page, keyword search and the two reads behind them
 * (spec 3, section 7: a list endpoint with the options, a keyword endpoint for searches).
 */
export function useRecordList<All extends PagedEnvelope, Found extends PagedEnvelope, Row>(
  config: RecordListConfig<All, Found, Row>,
): RecordList<All, Row> {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const searching = keyword !== '';
  const all = useAccountQuery<All>(config.allPath, { page: searching ? 1 : page });
  const found = useAccountQuery<Found>(
    config.keywordPath,
    searching ? { goodsVerifyKeyword: keyword, page } : null,
    { method: 'POST', enabled: searching },
  );
  const source = searching ? found : all;
  const rows = searching
    ? found.data
      ? config.rowsOfFound(found.data)
      : undefined
    : all.data
      ? config.rowsOfAll(all.data)
      : undefined;
  const pageInfo = source.data?.page;

  // After a delete empties the last page, step back to the new last page (state adjusted
  // while rendering, React's pattern for state derived from a previous answer).
  if (pageInfo && pageInfo.total > 0) {
    const last = pageCount(pageInfo.total, pageInfo.listRows);
    if (page > last) setPage(last);
  }

  return {
    all: all.data,
    // A failed read shows an empty table (its msg was shown as a warning), not a spinner.
    rows: rows ?? (source.error ? [] : undefined),
    page: pageInfo,
    setPage,
    keyword,
    search: (next) => {
      setKeyword(next);
      setPage(1);
    },
    clear: () => {
      setKeyword('');
      setPage(1);
    },
    paths: [config.allPath, config.keywordPath],
  };
}
