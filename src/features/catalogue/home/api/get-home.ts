import { HOME_CONTACT_CONFIG_IDS, HOME_INTRO_CONFIG_IDS } from '@/config/constants';
import { callApi } from '@/lib/api-client';
import { pickConfigBlocks, toConfigBlock } from '@/lib/config-blocks';
import { pictureUrl } from '@/lib/format';
import { isOfferCurrent } from '@/lib/promo-dates';
import type { HomeProps } from '@/features/catalogue/types';
import { HOME_ENDPOINTS } from '@/contract/vendor-endpoints/home';
import { toHomeTabs } from '../home-tabs';

/** The home page's content (server side; upstream errors are thrown, never hidden). */
export async function getHome(siteTitle: string): Promise<HomeProps> {
  const home = await callApi(HOME_ENDPOINTS.homeList, {
    query: { configsName: 'home' },
    token: null,
  });
  const configs = home.configsList ?? [];
  const now = new Date();
  return {
    siteTitle,
    // A slide announcing an offer that has ended ("until June 30") is left out.
    banners: (home.advertisementList ?? [])
      .filter((ad) => isOfferCurrent(`${ad.advertisement_name} ${ad.advertisement_introduce}`, now))
      .map((ad) => ({
        id: ad.advertisement_id,
        name: ad.advertisement_name,
        introduce: ad.advertisement_introduce,
        picture: pictureUrl(ad.advertisement_picture),
        url: ad.advertisement_url,
      })),
    about: home.aboutUsFind ? toConfigBlock(home.aboutUsFind) : null,
    intro: pickConfigBlocks(configs, HOME_INTRO_CONFIG_IDS),
    contacts: pickConfigBlocks(configs, HOME_CONTACT_CONFIG_IDS),
    // The first tab's goods; the browser asks for the others' when the visitor wants them.
    tabs: toHomeTabs(home.tabsCategoryList),
    albums: (home.albumCategoryList ?? [])
      .filter((album) => (album.category_album ?? []).length > 0)
      .map((album) => ({
        id: album.category_id,
        name: album.category_name,
        path: album.category_paths,
        introduce: album.category_introduce ?? '',
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
