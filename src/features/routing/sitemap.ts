/** sitemap.xml and robots.txt, generated from the CMS category tree (DESIGN.md, example 6). */
import type { GetServerSideProps } from 'next';
import { SITE_URL } from '@/config/settings';
import { getSite } from '@/lib/site-data';
import { catchAllPaths } from './resolve';

/** Customer-area pages are private: never listed, never crawled. */
const PRIVATE_PREFIX = '/personal-center';
const CACHE_CONTROL = 'public, s-maxage=3600, stale-while-revalidate=86400';

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sitemapXml(paths: string[]): string {
  const urls = ['/', ...paths.filter((p) => !p.startsWith(PRIVATE_PREFIX))].map(
    (path) => `  <url><loc>${escapeXml(path === '/' ? SITE_URL : SITE_URL + path)}</loc></url>`,
  );
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
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.end(sitemapXml(catchAllPaths(tree)));
  return { props: {} };
};

export const getRobotsServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.end(robotsTxt());
  return { props: {} };
};
