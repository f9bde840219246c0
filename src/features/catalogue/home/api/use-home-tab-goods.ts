/**
 * The goods of the home tabs the page data leaves out (../home-tabs.ts): one homeList call
 * gives every tab's, the same list the server rendered the first tab from. Asked when the
 * visitor points at or focuses the tabs (`prefetch`), so a click rarely waits.
 */
import { useCallback, useState } from 'react';
import { callApi } from '@/lib/api-client';
import type { ProductCardData } from '@/lib/goods';
import { useLiveRead } from '@/lib/live-read';
import { HOME_ENDPOINTS } from '@/contract/vendor-endpoints/home';
import { tabGoods } from '../home-tabs';

type HomeTabsKey = readonly [path: string, 'tabs'];
const KEY: HomeTabsKey = [HOME_ENDPOINTS.homeList.path, 'tabs'];

/** Every tab's goods, by category id. */
async function fetchHomeTabGoods(): Promise<Record<number, ProductCardData[]>> {
  const home = await callApi(HOME_ENDPOINTS.homeList, {
    query: { configsName: 'home' },
    token: null,
  });
  return tabGoods(home.tabsCategoryList);
}

/**
 * The goods of tab `id`: `own` when the page data has them (the first tab), else fetched
 * once `prefetch` was called or the tab is selected; undefined until they come. `failed` when
 * the call failed (the API client has told the visitor), with `retry`.
 */
export function useHomeTabGoods(id: number | undefined, own: ProductCardData[] | null) {
  const [wanted, setWanted] = useState(false);
  const needed = own === null || wanted;
  const { data, error, mutate } = useLiveRead(needed ? KEY : null, fetchHomeTabGoods, {
    revalidateIfStale: false,
  });
  const prefetch = useCallback(() => setWanted(true), []);
  // A tab the answer no longer lists has no goods (the page data is older than the answer).
  const products = own ?? (id === undefined || !data ? undefined : (data[id] ?? []));
  return {
    products,
    failed: products === undefined && error !== undefined,
    retry: mutate,
    prefetch,
  };
}
