/**
 * sitemap.xml and robots.txt, generated from the CMS category tree (DESIGN.md, example 6) plus
 * every product and article page (sitemap-entries.ts).
 */
import type { GetServerSideProps } from 'next';
import { SITE_URL } from '@/config/settings';
import { getSite } from '@/lib/site-data';
import { sitemapEntries, type SitemapEntry } from './sitemap-entries';

/** Customer-area pages are private: never listed, never crawled. */
const PRIVATE_PREFIX = '/personal-center';
const CACHE_CONTROL = 'public, s-maxage=3600, stale-while-revalidate=86400';

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Home first, then the entries (a bare string is a path without lastmod); private ones left out. */
export function sitemapXml(entries: (string | SitemapEntry)[]): string {
  const list = entries
    .map((entry) => (typeof entry === 'string' ? { path: entry } : entry))
    .filter((entry) => entry.path !== '/' && !entry.path.startsWith(PRIVATE_PREFIX));
  const urls = [{ path: '/' } as SitemapEntry, ...list].map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(path === '/' ? SITE_URL : SITE_URL + path)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
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

export const getSitemapServerSideProps: GetServerSideProps = async ({ res }) => {
  const { tree } = await getSite();
  const entries = await sitemapEntries(tree);
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.end(sitemapXml(entries));
  return { props: {} };
};

export const getRobotsServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.end(robotsTxt());
  return { props: {} };
};
