import { renderToString } from 'react-dom/server';
import type { SiteData } from '@/lib/site-types';
import { Footer } from './footer';

/**
 * The footer as the server writes it: drawn at once, inside the marks of a Suspense boundary
 * that the browser's version (site-footer.browser.tsx, which next.config.ts puts in its place
 * there) hydrates once the footer's code has come. Written as HTML because a Suspense part
 * the server renders itself is streamed after the page (with an inline script, which our CSP
 * refuses) once the page has passed 12.8 kB.
 */
export function SiteFooter({ site, className }: { site: SiteData; className?: string }) {
  const html = `<!--$-->${renderToString(<Footer site={site} />)}<!--/$-->`;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
