/**
 * The site shell (header and footer): providers every page shares and the layouts
 * pages choose from (`Page.getLayout`).
 */
import type { ReactElement, ReactNode } from 'react';
import type { SiteData } from '@/lib/site-types';
import { MinimalLayout } from './components/minimal-layout';
import { MainContent, SiteLayout } from './components/site-layout';

export { ShellProviders } from './components/shell-providers';
export { ToastProvider } from './components/toast-provider';
export { LoadingProvider } from './components/loading-provider';
export { useLoading } from './hooks/use-loading';
export { PromoDelayContext } from './hooks/promo-delay';

/** Header, page, footer, popup and boxes; a minimal header when the page has no site data. */
export function defaultLayout(page: ReactElement, pageProps: { site?: SiteData }): ReactNode {
  const site = pageProps?.site;
  return site ? <SiteLayout site={site}>{page}</SiteLayout> : <MinimalLayout>{page}</MinimalLayout>;
}

/** /login: no header and no footer. */
export function loginLayout(page: ReactElement, _pageProps?: unknown): ReactNode {
  return <MainContent>{page}</MainContent>;
}
