/**
 * The footer in the browser (next.config.ts puts this file in site-footer.tsx's place there):
 * its code is not part of the first load. The server's footer is a Suspense boundary React
 * leaves as the server drew it until the code has come (fetched once the page has hydrated),
 * then hydrates it, markup kept; a click in it meanwhile is replayed. Its styles are in the
 * page's CSS (footer-styles.ts), so it is styled from the first paint. Not `next/dynamic`,
 * whose server-rendered parts are preloaded with the page.
 */
import { Suspense, lazy } from 'react';
import type { SiteData } from '@/lib/site-types';
import './footer-styles';

const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

export function SiteFooter({ site, className }: { site: SiteData; className?: string }) {
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <Footer site={site} />
      </Suspense>
    </div>
  );
}
