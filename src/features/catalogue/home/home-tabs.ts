/**
 * The home page's product tabs (homeList's tabsCategoryList), for the server and the browser:
 * the page data carries the first tab's goods only; the browser asks homeList for the other
 * tabs' goods when the visitor reaches for the tabs (api/use-home-tab-goods.ts).
 */
import { type ProductCardData, toProductCard } from '@/lib/goods';
import type { HomeListResponse } from '@/contract/api-types';
import type { HomeTab } from '@/features/catalogue/types';

type ApiTab = NonNullable<HomeListResponse['tabsCategoryList']>[number];

/** Each tab's goods as cards, by category id. */
export function tabGoods(tabs: readonly ApiTab[] | undefined): Record<number, ProductCardData[]> {
  return Object.fromEntries(
    (tabs ?? []).map((tab) => [tab.category_id, (tab.goodsList ?? []).map(toProductCard)]),
  );
}

/** The tabs as the page data holds them: the first one's goods, none for the others (null). */
export function toHomeTabs(tabs: readonly ApiTab[] | undefined): HomeTab[] {
  const goods = tabGoods(tabs);
  return (tabs ?? []).map((tab, index) => ({
    id: tab.category_id,
    name: tab.category_name,
    path: tab.category_paths,
    products: index === 0 ? goods[tab.category_id] : null,
  }));
}
