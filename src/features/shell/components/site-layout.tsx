import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { SiteData } from '@/lib/site-types';
import { MAIN_CONTENT_ID } from '../layout-constants';
import { Footer } from './footer';
import { Header } from './header';
import { PromoOverlays } from './promo-overlays';
import { SkipLink } from './skip-link';

/** The marketing shell of every public page: header, page, footer, popup and boxes. */
export function SiteLayout({ site, children }: { site: SiteData; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header site={site} />
      <MainContent>{children}</MainContent>
      <Footer site={site} />
      <PromoOverlays site={site} />
    </Box>
  );
}

/** The page's landmark; the skip link's target. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
      {children}
    </Box>
  );
}
