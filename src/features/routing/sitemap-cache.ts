/**
 * The sitemap's shards, built on the server from the documented list endpoints and kept in
 * memory, as the search index is (src/features/catalogue/search/api/catalogue-index.ts):
 *
 * The sitemap cannot be an ISR page (a page renders HTML, the sitemap is XML), so it is
 * rendered per request; at a catalogue of tens of thousands of records, listing them means
 * hundreds of API calls, too many for each request (a crawler reads the index, then every
 * shard). So the list is built once and kept:
 * - rebuilt before answering as soon as an on-demand revalidation of product or article pages
 *   (the CMS webhook, /api/revalidate) moves the catalogue version, shared by the instances
 *   through Redis (src/lib/search-index/catalogue-version.ts): the next request after a
 *   publish sees the change, on every instance;
 * - otherwise rebuilt in the background once as old as a catalogue page may get.
 * The answers carry the same short `s-maxage`, so a CDN is no staler than the pages.
 */
import { REVALIDATE_CATALOGUE } from '@/config/constants';
import { getSite } from '@/lib/site-data';
import { readCatalogueVersion } from '@/lib/search-index/catalogue-version';
import { refreshingCache } from '@/lib/search-index/refreshing-cache';
import { publicEntries, sitemapEntries } from './sitemap-entries';
import { shardEntries, type SitemapShards } from './sitemap-shards';

export const SITEMAP_TTL_MS = REVALIDATE_CATALOGUE * 1000;

async function loadSitemap(): Promise<SitemapShards> {
  const { tree } = await getSite();
  const entries = publicEntries(await sitemapEntries(tree));
  return shardEntries(entries, new Date().toISOString().slice(0, 10));
}

const cache = refreshingCache(loadSitemap, SITEMAP_TTL_MS, () => Date.now(), readCatalogueVersion);

/** The shards, built on first use and kept as described above. */
export function getSitemapShards(): Promise<SitemapShards> {
  return cache.get();
}

/** Forgets the shards (tests). */
export function clearSitemapShards(): void {
  cache.clear();
}
