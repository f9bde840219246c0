/**
 * The files of the Downloads grid: the list of one category's page (browse) or every match
 * of a keyword (search). One fetcher for the server (page 1 of "All") and the SWR hook.
 */
import useSWR from 'swr';
import { apiGet, type ApiError, type ErrorSeverity } from '@/lib/api-client';
import { pictureUrl } from '@/lib/format';
import type { BrowseSearchState } from '../browse-search';
import type { ArchiveList } from '../types';
import type { ApiArchive, ArchiveAllResponse, ArchiveSearchResponse } from './types';

export const ARCHIVE_ALL_PATH = '/api/downloads/archive_all';
export const ARCHIVE_SEARCH_PATH = '/api/downloads/archive_search';

/** Public data: the path and its query (no token). */
export type ArchivesKey =
  | readonly [path: typeof ARCHIVE_ALL_PATH, query: { category_id: number; page: number }]
  | readonly [path: typeof ARCHIVE_SEARCH_PATH, query: { archiveKeywordsName: string }];

export function archivesKey(state: BrowseSearchState): ArchivesKey {
  return state.mode === 'search'
    ? [ARCHIVE_SEARCH_PATH, { archiveKeywordsName: state.keyword }]
    : [ARCHIVE_ALL_PATH, { category_id: state.categoryId, page: state.page }];
}

function toCards(archives: ApiArchive[] | undefined) {
  return (archives ?? []).map((archive) => ({
    id: archive.archive_id,
    title: archive.archive_title,
    picture: pictureUrl(archive.archive_picture),
  }));
}

export async function fetchArchives(
  [path, query]: ArchivesKey,
  severity: ErrorSeverity = 'warning',
): Promise<ArchiveList> {
  if (path === ARCHIVE_SEARCH_PATH) {
    const response = await apiGet<ArchiveSearchResponse>(path, { query, token: null, severity });
    const items = toCards(response.data);
    return { items, total: items.length, pageSize: Math.max(1, items.length) };
  }
  const response = await apiGet<ArchiveAllResponse>(path, { query, token: null, severity });
  const items = toCards(response.data);
  return {
    items,
    total: Number(response.page?.total) || 0,
    pageSize: Number(response.page?.listRows) || Math.max(1, items.length),
  };
}

/**
 * The list for a state. Page 1 of "All" is the one the server rendered (`initial`): it is
 * not asked again. Another list keeps the previous cards on screen (dimmed) while it loads.
 */
export function useArchives(state: BrowseSearchState, allId: number, initial: ArchiveList) {
  const isInitial = state.mode === 'browse' && state.categoryId === allId && state.page === 1;
  const swr = useSWR<ArchiveList, ApiError, ArchivesKey | null>(
    isInitial ? null : archivesKey(state),
    (key: ArchivesKey) => fetchArchives(key),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return {
    data: isInitial ? initial : swr.data,
    error: isInitial ? undefined : swr.error,
    isLoading: !isInitial && swr.isLoading,
    isValidating: !isInitial && swr.isValidating,
  };
}
