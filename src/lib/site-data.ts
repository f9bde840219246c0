/**
 * Server-only fetcher of the data every public page renders its shell from: the menu
 * tree, site settings, social media and the popup/box config records. Runs in
 * getStaticProps (it sanitizes HTML) and reaches the layout through page props.
 */
import { CONFIG_ID, SITE_TITLE_FALLBACK } from '@/config/constants';
import { callApi, nullIfRefused } from './api-client';
import type { ApiCategory, ApiSiteSettings } from '@/contract/api-types';
import { pictureUrl } from './format';
import { sanitizeHtml } from './sanitize';
import { findConfigBlock } from './config-blocks';
import { rememberSite } from './last-good-site';
import { inPreviewRender } from './server-scope';
import type { MenuItem, SiteData } from './site-types';
import { ARTICLES_ENDPOINTS } from '@/contract/vendor-endpoints/articles';
import { CATEGORY_ENDPOINTS } from '@/contract/vendor-endpoints/category';
import { SERVICE_CONTACT_ENDPOINTS } from '@/contract/vendor-endpoints/service-contact';
import { SITE_SETTINGS_ENDPOINTS } from '@/contract/vendor-endpoints/site-settings';

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
  const publicCall = { token: null } as const;
  // Documented endpoints the shell is read from (the spec names no single site-wide one).
  const [menu, settingsResponse, contacts, configs] = await Promise.all([
    callApi(CATEGORY_ENDPOINTS.categoryAll, publicCall),
    callApi(SITE_SETTINGS_ENDPOINTS.siteSettingsFind, publicCall),
    // Without social media or promotions the shell still works: a refusal (an API that
    // lacks them) leaves them out; an outage still fails the page (ISR keeps the last one).
    // Social media: the service center's contacts carry them.
    nullIfRefused(callApi(SERVICE_CONTACT_ENDPOINTS.serviceContactAll, publicCall)),
    // The popup and the boxes (33-35): the site-wide `configs_all` of the blog list, the one
    // documented answer that carries them (docs/spec-deviations-api.md, "Where the shell's popup
    // and boxes come from").
    nullIfRefused(callApi(ARTICLES_ENDPOINTS.articlesAll, { ...publicCall, query: { page: 1 } })),
  ]);
  const settings: Partial<ApiSiteSettings> = settingsResponse.site_settings_find ?? {};
  const configItems = configs?.configs_all ?? [];
  const site: SiteData = {
    menu: menu.data.map((category) => toMenuItem(category)),
    siteTitle: settings.site_settings_title || SITE_TITLE_FALLBACK,
    logo: pictureUrl(settings.site_settings_picture),
    loginPicture: pictureUrl(settings.site_settings_loginpicture),
    contactHtml: sanitizeHtml(settings.site_settings_contact),
    storeHtml: sanitizeHtml(settings.site_settings_store),
    social: (contacts?.social_media_all ?? []).map((s) => ({
      name: s.social_media_name,
      link: s.social_media_link,
      picture: pictureUrl(s.social_media_picture),
    })),
    popup: findConfigBlock(configItems, CONFIG_ID.mailingListPopup),
    topBox: findConfigBlock(configItems, CONFIG_ID.topBox),
    rightBox: findConfigBlock(configItems, CONFIG_ID.rightBox),
  };
  return { tree: menu.data, site };
}

/**
 * The raw category tree (for route resolution) and the shell data, shared for a few seconds.
 * A preview render (drafts) neither reads nor fills the cache or the last good shell: drafts
 * must never reach a public page, and the preview must show the drafts.
 */
export function getSite(): Promise<{ tree: ApiCategory[]; site: SiteData }> {
  if (inPreviewRender()) return loadSite();
  const now = Date.now();
  if (!cached || now - cached.at > CACHE_MS) {
    const value = loadSite();
    cached = { at: now, value };
    // A failed fetch must not be served from the cache; a good one is the fallback shell.
    value.then(
      (loaded) => rememberSite(loaded.site),
      () => {
        if (cached?.value === value) cached = null;
      },
    );
  }
  return cached.value;
}
