import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { HydrateLater } from '@/components/hydrate-later';
import type { SiteData } from '@/lib/site-types';
import { MAIN_CONTENT_ID } from '../layout-constants';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { Header } from './header';
import { SkipLink } from './skip-link';
import styles from './site-layout.module.css';

// Promotions show only after load, idle and a delay, never in the server HTML: their logic
// (storage flags, timing, which one is due) loads after hydration, off the first load.
const PromoTopBar = dynamic(() => import('./promo-overlays').then((m) => m.PromoTopBar), {
  ssr: false,
});
const PromoOverlays = dynamic(() => import('./promo-overlays').then((m) => m.PromoOverlays), {
  ssr: false,
});
const CompareTray = dynamic(() => import('@/components/compare-tray'), { ssr: false });
// The footer is in the server HTML, but its code is not part of the first load: the server
// renders it at once, the browser's bundle has a lazy part in its place (site-footer.tsx).
/** The marketing shell of every public page: header, page, footer, popup and boxes. */
export function SiteLayout({ site, children }: { site: SiteData; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <PromoTopBar site={site} />
      <Header site={site} />
      <MainContent>{children}</MainContent>
      <CompareTray />
      <HydrateLater>
        <SiteFooter site={site} className={styles.footerSlot} />
      </HydrateLater>
      <PromoOverlays site={site} />
    </div>
  );
}

/** The page's landmark; the skip link's target. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
}
