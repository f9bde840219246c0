/**
 * Where a library page's cards come from. Every library page makes the same two calls, on
 * its own paths: one category's page (browse, `{category_id, page}`) and every match of a
 * keyword (search, no page). A page names its calls and turns the API's items into cards;
 * the keys and the fetcher are built here, for the hook and the server loader alike.
 */
import { callApi, type ErrorSeverity, type Query } from '@/lib/api-client';
import type { ApiPage } from '@/contract/api-types';
import type { Endpoint } from '@/contract/vendor-endpoints/endpoint';
import type { BrowseSearchState } from '../browse-search';
import type { LibraryList } from '../library-types';
import type {
  LibraryPageResponse,
  LibrarySearchResponse,
} from '@/contract/support/library-api-types';

/** Public data: the path and its query or body (no token), also the cache key. */
export type LibraryKey = readonly [path: string, params: Query];

export interface LibrarySource<Item> {
  /** The call for a state. */
  key: (state: BrowseSearchState) => LibraryKey;
  /**
   * The cards of a call. One fetcher for the server (page 1 of "All", silent) and the
   * browser, where a non-200 answer shows its msg as a warning titled Tips
   * (docs/api.md, "Error codes").
   */
  fetch: (key: LibraryKey, severity?: ErrorSeverity) => Promise<LibraryList<Item>>;
}

export interface LibraryCalls<ApiItem, Item> {
  /**
   * One category's page: `{category_id, page}`, answered with a page and its items. A GET
   * entry sends the parameters as the query, a POST one as a JSON body.
   */
  browse: Endpoint<LibraryPageResponse<ApiItem>, 'GET' | 'POST'>;
  /** Every match of a keyword: `{[keywordParam]: keyword}`, answered with the items only. */
  search: Endpoint<LibrarySearchResponse<ApiItem>, 'GET' | 'POST'>;
  keywordParam: string;
  /** The cards of an answer's items (absent: none). */
  toItems: (data: ApiItem[] | undefined) => Item[];
}

/** A category's page (browse mode): the total and page size as the API counts them. */
function browseList<Item>(items: Item[], page: ApiPage | undefined): LibraryList<Item> {
  return {
    items,
    total: Number(page?.total) || 0,
    pageSize: Number(page?.listRows) || Math.max(1, items.length),
  };
}

/** Every match of a search, as one page (no pager). */
function searchList<Item>(items: Item[]): LibraryList<Item> {
  return { items, total: items.length, pageSize: Math.max(1, items.length) };
}

export function librarySource<ApiItem, Item>(
  calls: LibraryCalls<ApiItem, Item>,
): LibrarySource<Item> {
  return {
    key: (state) =>
      state.mode === 'search'
        ? [calls.search.path, { [calls.keywordParam]: state.keyword }]
        : [calls.browse.path, { category_id: state.categoryId, page: state.page }],
    async fetch([path, params], severity = 'warning') {
      const options = {
        ...(calls.browse.method === 'GET' ? { query: params } : { body: params }),
        token: null,
        severity,
      };
      if (path === calls.search.path) {
        const response = await callApi(calls.search, options);
        return searchList(calls.toItems(response.data));
      }
      const response = await callApi(calls.browse, options);
      return browseList(calls.toItems(response.data), response.page);
    },
  };
}
