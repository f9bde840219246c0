/**
 * The goods list of the products page: one key builder and one fetcher shared by the
 * server (page 1 in the static HTML) and the browser (other pages and categories via useLiveRead,
 * in use-goods-list.ts).
 * The list is public, so the key carries no token and the calls send none.
 */
import { callApi } from '@/lib/api-client';
import { type ProductCardData, toProductCard } from '@/lib/goods';
import type { GoodsListData } from '@/features/catalogue/types';
import { API_ENDPOINTS } from '@/contract/vendor-endpoints/api';
import { GOODS_ENDPOINTS } from '@/contract/vendor-endpoints/goods';

export type GoodsListKey = readonly [typeof GOODS_ENDPOINTS.goodsAll.path, number, number];

/** The cache key of one page of one category. */
export function goodsListKey(categoryId: number, page: number): GoodsListKey {
  return [GOODS_ENDPOINTS.goodsAll.path, categoryId, page] as const;
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

/** Goods whose title holds the keyword (a failure shows the server's msg as a warning). */
export async function searchGoods(keyword: string): Promise<ProductCardData[]> {
  const response = await callApi(API_ENDPOINTS.goodsSearch, {
    query: { goodsKeywordsName: keyword },
    token: null,
    severity: 'warning',
  });
  return (response.data ?? []).map(toProductCard);
}

export type GoodsSearchKey = readonly [typeof API_ENDPOINTS.goodsSearch.path, string];

/** The cache key of a keyword search. */
export function goodsSearchKey(keyword: string): GoodsSearchKey {
  return [API_ENDPOINTS.goodsSearch.path, keyword] as const;
}
