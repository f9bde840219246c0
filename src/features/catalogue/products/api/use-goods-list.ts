/**
 * The goods list of the products page: one key builder and one fetcher shared by the
 * server (page 1 in the static HTML) and the browser (other pages and categories via useFetch).
 * The list is public, so the key carries no token and the calls send none.
 */
import { useFetch } from '@/lib/use-fetch';
import { callApi } from '@/lib/api-client';
import { type ProductCardData, toProductCard } from '@/lib/goods';
import type { GoodsListData } from '@/features/catalogue/types';
import { API_ENDPOINTS } from '@/contract/vendor-endpoints/api';
import { GOODS_ENDPOINTS } from '@/contract/vendor-endpoints/goods';

export const GOODS_ALL_PATH = GOODS_ENDPOINTS.goodsAll.path;
export const GOODS_SEARCH_PATH = API_ENDPOINTS.goodsSearch.path;

export type GoodsListKey = readonly [typeof GOODS_ALL_PATH, number, number];

/** The cache key of one page of one category. */
export function goodsListKey(categoryId: number, page: number): GoodsListKey {
  return [GOODS_ALL_PATH, categoryId, page] as const;
}

export interface GoodsAllData extends GoodsListData {
  recommended: ProductCardData[];
}

/** One page of goods of a category (the products root gives all), with its recommended goods. */
export async function fetchGoodsAll(categoryId: number, page: number): Promise<GoodsAllData> {
  const response = await callApi(GOODS_ENDPOINTS.goodsAll, {
    query: { category_id: categoryId, page },
    token: null,
  });
  return {
    products: (response.goods_all ?? []).map(toProductCard),
    recommended: (response.goods_tj_all ?? []).map(toProductCard),
    page: {
      currentPage: response.page?.currentPage ?? page,
      total: response.page?.total ?? response.goods_all?.length ?? 0,
      listRows: response.page?.listRows ?? (response.goods_all?.length || 1),
    },
  };
}

/**
 * One page of a category's goods. `initial` is the server-rendered page: it is the data of
 * its own key (not refetched, also when coming back to it), and every other key is fetched
 * in the browser. A null
 * category (the search tab) fetches nothing.
 */
export function useGoodsList(
  categoryId: number | null,
  page: number,
  initial?: { categoryId: number; data: GoodsListData },
) {
  const isInitial = initial !== undefined && initial.categoryId === categoryId && page === 1;
  return useFetch<GoodsListData, unknown, GoodsListKey | null>(
    categoryId === null ? null : goodsListKey(categoryId, page),
    ([, id, n]) => fetchGoodsAll(id, n),
    {
      fallbackData: isInitial ? initial.data : undefined,
      revalidateIfStale: !isInitial,
      // Other pages keep the previous cards while they load; the initial page is shown as
      // it is (the previous cards would stay for good, since it is not fetched).
      keepPreviousData: !isInitial,
    },
  );
}

/** Goods whose title holds the keyword (a failure shows the server's msg as a warning). */
export async function searchGoods(keyword: string): Promise<ProductCardData[]> {
  const response = await callApi(API_ENDPOINTS.goodsSearch, {
    query: { goodsKeywordsName: keyword },
    token: null,
    severity: 'warning',
  });
  return (response.data ?? []).map(toProductCard);
}

export type GoodsSearchKey = readonly [typeof GOODS_SEARCH_PATH, string];

/** The cache key of a keyword search. */
export function goodsSearchKey(keyword: string): GoodsSearchKey {
  return [GOODS_SEARCH_PATH, keyword] as const;
}

/**
 * The goods of a keyword search (null searches nothing). A search the page has just run
 * is put in the cache under its key (see goodsSearchKey) and not asked again; a keyword
 * from the address is fetched once, without retries (a refusal is a toast already).
 */
export function useGoodsSearch(keyword: string | null) {
  return useFetch<ProductCardData[], unknown, GoodsSearchKey | null>(
    keyword ? goodsSearchKey(keyword) : null,
    ([, text]) => searchGoods(text),
    { revalidateIfStale: false },
  );
}
