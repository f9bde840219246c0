import { callApi } from '@/lib/api-client';
import type { ApiCategory, ApiConfigItem } from '@/contract/api-types';
import { findConfigBlock, pickConfigBlocks } from '@/lib/config-blocks';
import type { AboutPageProps } from '@/features/content/types';
import { ABOUT_ENDPOINTS } from '@/contract/vendor-endpoints/about';

/** The config ids of each about-us section. */
export const ABOUT_CONFIG_IDS = {
  hero: 13,
  descriptions: [14, 15, 16],
  stats: [17, 18, 19],
  features: [20, 21, 22, 23, 24],
  backgroundImage: 25,
  backgroundBackdrop: 26,
  backgroundText: 27,
} as const;

/** Maps the about configs onto the page's sections (server only: it sanitizes). */
export function toAboutPage(name: string, configs: readonly ApiConfigItem[]): AboutPageProps {
  const one = (id: number) => findConfigBlock(configs, id);
  const many = (ids: readonly number[]) => pickConfigBlocks(configs, ids);
  return {
    name,
    hero: one(ABOUT_CONFIG_IDS.hero),
    descriptions: many(ABOUT_CONFIG_IDS.descriptions),
    stats: many(ABOUT_CONFIG_IDS.stats),
    features: many(ABOUT_CONFIG_IDS.features),
    background: {
      image: one(ABOUT_CONFIG_IDS.backgroundImage),
      backdrop: one(ABOUT_CONFIG_IDS.backgroundBackdrop),
      text: one(ABOUT_CONFIG_IDS.backgroundText),
    },
  };
}

/** The about-us page (server side; upstream errors are thrown, never hidden). */
export async function getAboutPage(category: ApiCategory): Promise<AboutPageProps | null> {
  const about = await callApi(ABOUT_ENDPOINTS.aboutList, {
    query: { configsName: 'about' },
    token: null,
  });
  return toAboutPage(category.category_name, about.configsList ?? []);
}
