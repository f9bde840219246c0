import { apiGet } from '@/lib/api-client';
import type { HomeListResponse } from '@/lib/api-types';
import { pictureUrl } from '@/lib/format';
import { toProductCard } from '@/lib/goods';
import type { HomeProps } from '../types';

export const HOME_LIST_PATH = '/api/home/homeList';

/** The home page's content (server side; upstream errors are thrown, never hidden). */
export async function getHome(siteTitle: string): Promise<HomeProps> {
  const home = await apiGet<HomeListResponse>(HOME_LIST_PATH, {
    query: { configsName: 'home' },
    token: null,
  });
  return {
    siteTitle,
    banners: home.advertisementList.map((ad) => ({
      id: ad.advertisement_id,
      name: ad.advertisement_name,
      introduce: ad.advertisement_introduce,
      picture: pictureUrl(ad.advertisement_picture),
      url: ad.advertisement_url,
    })),
    tabs: home.tabsCategoryList.map((tab) => ({
      id: tab.category_id,
      name: tab.category_name,
      path: tab.category_paths,
      products: tab.goodsList.map(toProductCard),
    })),
  };
}
