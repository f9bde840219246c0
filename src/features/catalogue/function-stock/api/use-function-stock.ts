/**
 * The function-stock grid in the browser: the query builder, the cache key and hook, and the
 * reshape shared with the server fetcher (get-function-stock.ts), so both ask the same way.
 */
import { useFetch, type FetchState } from '@/lib/use-fetch';
import { apiGet, type ApiError, type Query } from '@/lib/api-client';
import type { FunctionStockAllResponse } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import type { FunctionStockFilters, FunctionStockList } from '@/features/catalogue/types';
import { placeholderList } from './placeholder';

export const FUNCTION_STOCK_PATH = '/api/FunctionStock/function_stock_all';

export const DEFAULT_FUNCTION_STOCK_FILTERS: FunctionStockFilters = {
  brand: '',
  sort: 'popular',
  classKey: '',
  keyword: '',
  page: 1,
};

/** The query of function_stock_all for these filters (empty filters are left out). */
export function functionStockQuery(filters: FunctionStockFilters): Query {
  const query: Query = { sort: filters.sort };
  const brand = filters.brand.trim();
  const keyword = filters.keyword.trim();
  if (brand) query.brand = brand;
  if (filters.classKey) query.class = filters.classKey;
  if (keyword) query.keyword = keyword;
  if (filters.page > 1) query.page = filters.page;
  return query;
}

/** True when the filters ask for what the server rendered (the first, unfiltered page). */
export function isDefaultFilters(filters: FunctionStockFilters): boolean {
  const query = functionStockQuery(filters);
  const defaults = functionStockQuery(DEFAULT_FUNCTION_STOCK_FILTERS);
  return JSON.stringify(query) === JSON.stringify(defaults);
}

/** Public data: `[path, query, token]` with no token, so signing in or out keeps it. */
export type FunctionStockKey = readonly [path: string, query: Query, token: null];

export function functionStockKey(filters: FunctionStockFilters): FunctionStockKey {
  return [FUNCTION_STOCK_PATH, functionStockQuery(filters), null];
}

export function toFunctionStockList(response: FunctionStockAllResponse): FunctionStockList {
  return {
    items: (response.function_all ?? []).map((item) => ({
      id: item.function_id,
      title: item.function_title,
      picture: pictureUrl(item.function_picture),
      price: item.function_price,
      className: item.function_class_name,
      brand: item.function_brand,
      likeCount: item.function_like_count,
    })),
    page: {
      current: response.page?.currentPage ?? 1,
      total: response.page?.total ?? 0,
      pageSize: response.page?.listRows ?? 12,
    },
  };
}

export async function fetchFunctionStock([
  path,
  query,
]: FunctionStockKey): Promise<FunctionStockList> {
  return toFunctionStockList(await apiGet<FunctionStockAllResponse>(path, { query, token: null }));
}

/**
 * One page of the grid for these filters. The unfiltered first page starts from what the
 * server rendered; while another page loads, the previous one stays on screen. On the sample
 * grid (`placeholder`, the API has no list) nothing is asked: the filters apply here.
 */
export function useFunctionStock(
  filters: FunctionStockFilters,
  initial: FunctionStockList,
  placeholder = false,
): FetchState<FunctionStockList, ApiError> {
  const isDefault = isDefaultFilters(filters);
  const fetched = useFetch<FunctionStockList, ApiError, FunctionStockKey>(
    placeholder ? null : functionStockKey(filters),
    fetchFunctionStock,
    {
      fallbackData: isDefault ? initial : undefined,
      revalidateOnMount: !isDefault,
      // Back on the unfiltered first page, the server's shows at once (not the previous
      // filter's) while it is asked again.
      keepPreviousData: !isDefault,
    },
  );
  if (!placeholder) return fetched;
  return { ...fetched, data: placeholderList(filters), error: undefined, isLoading: false };
}
