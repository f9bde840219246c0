import { HOME_CONTACT_CONFIG_IDS, HOME_INTRO_CONFIG_IDS } from '@/config/constants';
import { apiGet } from '@/lib/api-client';
import type { ApiConfigItem, HomeListResponse } from '@/lib/api-types';
import { pictureUrl } from '@/lib/format';
import { toProductCard } from '@/lib/goods';
import { sanitizeHtml } from '@/lib/sanitize';
import type { HomeConfigBlock, HomeProps } from '../types';

export const HOME_LIST_PATH = '/api/home/homeList';

/** A config record as a page block (server only: it sanitizes). */
export function toHomeConfigBlock(config: ApiConfigItem): HomeConfigBlock {
  return {
    id: config.configs_id,
    title: config.configs_title ?? '',
    subtitle: config.configs_subtitle ?? '',
    html: sanitizeHtml(config.configs_content),
    picture: pictureUrl(config.configs_picture),
    href: config.configs_path ?? '',
  };
}

/** The visible configs of `ids`, in the order of `ids`. */
export function pickConfigs(
  configs: readonly ApiConfigItem[],
  ids: readonly number[],
): HomeConfigBlock[] {
  return ids.flatMap((id) => {
    const config = configs.find((c) => c.configs_id === id && (c.configs_show_id ?? 1) === 1);
    return config ? [toHomeConfigBlock(config)] : [];
  });
}

/** The home page's content (server side; upstream errors are thrown, never hidden). */
export async function getHome(siteTitle: string): Promise<HomeProps> {
  const home = await apiGet<HomeListResponse>(HOME_LIST_PATH, {
    query: { configsName: 'home' },
    token: null,
  });
  const configs = home.configsList ?? [];
  return {
    siteTitle,
    banners: (home.advertisementList ?? []).map((ad) => ({
      id: ad.advertisement_id,
      name: ad.advertisement_name,
      introduce: ad.advertisement_introduce,
      picture: pictureUrl(ad.advertisement_picture),
      url: ad.advertisement_url,
    })),
    about: home.aboutUsFind ? toHomeConfigBlock(home.aboutUsFind) : null,
    intro: pickConfigs(configs, HOME_INTRO_CONFIG_IDS),
    contacts: pickConfigs(configs, HOME_CONTACT_CONFIG_IDS),
    tabs: (home.tabsCategoryList ?? []).map((tab) => ({
      id: tab.category_id,
      name: tab.category_name,
      path: tab.category_paths,
      products: (tab.goodsList ?? []).map(toProductCard),
    })),
    albums: (home.albumCategoryList ?? [])
      .filter((album) => (album.category_album ?? []).length > 0)
      .map((album) => ({
        id: album.category_id,
        name: album.category_name,
        path: album.category_paths,
        pictures: album.category_album.map(pictureUrl),
      })),
    support: (home.supportList ?? []).map((item) => ({
      id: item.category_id,
      name: item.category_name,
      path: item.category_paths,
      icon: pictureUrl(item.category_icon || item.category_picture),
    })),
  };
}
