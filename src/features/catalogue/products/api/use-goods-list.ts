/** The products page's data hooks: the keys and the fetchers are goods-list.ts's, shared with the server. */
import { useLiveRead } from '@/lib/live-read';
import type { ProductCardData } from '@/lib/goods';
import type { GoodsListData } from '@/features/catalogue/types';
import {
  type GoodsListKey,
  type GoodsSearchKey,
  fetchGoodsAll,
  goodsListKey,
  goodsSearchKey,
  searchGoods,
} from './goods-list';

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
  return useLiveRead<GoodsListData, unknown, GoodsListKey | null>(
    categoryId === null || isInitial ? null : goodsListKey(categoryId, page),
    ([, id, n]) => fetchGoodsAll(id, n),
    {
      // The initial page is the props' data, not asked for (SWR loads with the first other).
      fallbackData: isInitial ? initial.data : undefined,
      // Other pages keep the previous cards while they load; the initial page is shown as
      // it is (the previous cards would stay for good, since it is not fetched).
      keepPreviousData: !isInitial,
    },
  );
}

/**
 * The goods of a keyword search (null searches nothing). A search the page has just run
 * (`ran`, its results) is shown and not asked again; a keyword from the address is fetched
 * once, without retries (a refusal is a toast already).
 */
export function useGoodsSearch(keyword: string | null, ran?: ProductCardData[]) {
  return useLiveRead<ProductCardData[], unknown, GoodsSearchKey | null>(
    keyword ? goodsSearchKey(keyword) : null,
    ([, text]) => searchGoods(text),
    { fallbackData: ran, revalidateIfStale: false },
  );
}
