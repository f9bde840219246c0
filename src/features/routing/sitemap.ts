/**
 * sitemap.xml (an index of shards), the shards and robots.txt, generated from the CMS category
 * tree (docs/architecture.md, "Examples new code follows") plus every product and article
 * page (sitemap-entries.ts), cut into shards (sitemap-shards.ts) and kept between requests
 * (sitemap-cache.ts).
 */
import type { GetServerSideProps } from 'next';
import { REVALIDATE_CATALOGUE } from '@/config/constants';
import { SITE_URL } from '@/config/settings';
import { getSitemapShards } from './sitemap-cache';
import { PRIVATE_PREFIX, publicEntries, type SitemapEntry } from './sitemap-entries';
import { readShardNumber, shardPath, type SitemapShards } from './sitemap-shards';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const ROBOTS_CACHE_CONTROL = 'public, s-maxage=3600, stale-while-revalidate=86400';
/** As fresh as the catalogue pages: a CDN shows a publish as soon as it shows the pages. */
const SITEMAP_CACHE_CONTROL = `public, s-maxage=${REVALIDATE_CATALOGUE}, stale-while-revalidate=86400`;

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const absolute = (path: string) => (path === '/' ? SITE_URL : SITE_URL + path);

const lastmodXml = (lastmod: string | undefined) =>
  lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';

/** A `<urlset>` of exactly these entries, in this order. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(absolute(path))}</loc>${lastmodXml(lastmod)}</url>`,
  );
  return [XML_HEAD, `<urlset ${XMLNS}>`, ...urls, '</urlset>', ''].join('\n');
}

/** One `<urlset>` of home and the entries, private ones left out. */
export function sitemapXml(entries: readonly (string | SitemapEntry)[]): string {
  return urlsetXml(publicEntries(entries));
}

/** The `<sitemapindex>` naming every shard by its absolute URL, with its `lastmod`. */
export function sitemapIndexXml({ shards, lastmods }: SitemapShards): string {
  const items = shards.map(
    (_, i) =>
      `  <sitemap><loc>${escapeXml(absolute(shardPath(i + 1)))}</loc>${lastmodXml(lastmods[i])}</sitemap>`,
  );
  return [XML_HEAD, `<sitemapindex ${XMLNS}>`, ...items, '</sitemapindex>', ''].join('\n');
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    `Disallow: ${PRIVATE_PREFIX}`,
    'Disallow: /login',
    'Disallow: /association',
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    '',
  ].join('\n');
}

function sendXml(res: Parameters<GetServerSideProps>[0]['res'], xml: string): void {
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
  res.end(xml);
}

/**
 * `/sitemap.xml`: the index; `/sitemap.xml?shard=N`: shard N (sitemap-shards.ts). Any other
 * shard value, or a shard past the last, is the 404 page.
 */
export const getSitemapServerSideProps: GetServerSideProps = async ({ query, res }) => {
  if (query.shard === undefined) {
    sendXml(res, sitemapIndexXml(await getSitemapShards()));
    return { props: {} };
  }
  const number = readShardNumber(query.shard);
  if (number === null) return { notFound: true };
  const { shards } = await getSitemapShards();
  const shard = shards[number - 1];
  if (!shard) return { notFound: true };
  sendXml(res, urlsetXml(shard));
  return { props: {} };
};

export const getRobotsServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', ROBOTS_CACHE_CONTROL);
  res.end(robotsTxt());
  return { props: {} };
};
