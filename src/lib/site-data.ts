/**
 * Server-only fetcher of the data every public page renders its shell from: the menu
 * tree, site settings, social media and the popup/box config records. Runs in
 * getStaticProps (it sanitizes HTML) and reaches the layout through page props.
 */
import { CONFIG_ID, SITE_TITLE_FALLBACK } from '@/config/constants';
import { apiGet } from './api-client';
import type { ApiCategory, CategoryAllResponse, SiteConfigResponse } from '@/contract/api-types';
import { pictureUrl } from './format';
import { sanitizeHtml } from './sanitize';
import { findConfigBlock } from './config-blocks';
import type { MenuItem, SiteData } from './site-types';

/**
 * Every page carries the menu in its props, so only what the shell shows is kept: the
 * picture and introduction appear in the mega menu for the children of top items only.
 */
export function toMenuItem(category: ApiCategory, depth = 1): MenuItem {
  const shownInMegaMenu = depth === 2;
  return {
    id: category.category_id,
    name: category.category_name,
    path: category.category_paths,
    component: category.category_component,
    picture: shownInMegaMenu ? pictureUrl(category.category_picture) : '',
    introduce: shownInMegaMenu ? (category.category_introduce ?? '') : '',
    children: (category.children ?? []).map((child) => toMenuItem(child, depth + 1)),
  };
}

// Static generation renders many pages in a row: share one answer for a few seconds
// instead of asking the API for the same tree for every page.
const CACHE_MS = 5_000;
let cached: { at: number; value: Promise<{ tree: ApiCategory[]; site: SiteData }> } | null = null;

async function loadSite(): Promise<{ tree: ApiCategory[]; site: SiteData }> {
  const [menu, config] = await Promise.all([
    apiGet<CategoryAllResponse>('/api/category/category_all', { token: null }),
    apiGet<SiteConfigResponse>('/api/configs/site_config', { token: null }),
  ]);
  const settings = config.site_settings_find;
  const site: SiteData = {
    menu: menu.data.map((category) => toMenuItem(category)),
    siteTitle: settings.site_settings_title || SITE_TITLE_FALLBACK,
    logo: pictureUrl(settings.site_settings_picture),
    loginPicture: pictureUrl(settings.site_settings_loginpicture),
    contactHtml: sanitizeHtml(settings.site_settings_contact),
    storeHtml: sanitizeHtml(settings.site_settings_store),
    social: config.social_media_all.map((s) => ({
      name: s.social_media_name,
      link: s.social_media_link,
      picture: pictureUrl(s.social_media_picture),
    })),
    popup: findConfigBlock(config.configs_all, CONFIG_ID.mailingListPopup),
    topBox: findConfigBlock(config.configs_all, CONFIG_ID.topBox),
    rightBox: findConfigBlock(config.configs_all, CONFIG_ID.rightBox),
  };
  return { tree: menu.data, site };
}

/** The raw category tree (for route resolution) and the shell data, from one fetch. */
export function getSite(): Promise<{ tree: ApiCategory[]; site: SiteData }> {
  const now = Date.now();
  if (!cached || now - cached.at > CACHE_MS) {
    const value = loadSite();
    cached = { at: now, value };
    // A failed fetch must not be served from the cache.
    value.catch(() => {
      if (cached?.value === value) cached = null;
    });
  }
  return cached.value;
}
