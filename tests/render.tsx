/**
 * The one render helper of the component tests, mirroring _app: a fresh SWR cache per render (the live reads' host under it), toasts and the loading overlay, and a mock pages router (tests/mocks).
 * `site` renders the ui inside the shell's default layout.
 */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { type ReactElement, type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { SWRConfig } from 'swr';
import { defaultLayout, LoadingProvider, PromoDelayContext, ToastProvider } from '@/features/shell';
import type { SiteData } from '@/lib/site-types';
import { LiveHost } from '@/lib/live-read';
import {
  createMockRouter,
  type MockRouter,
  routerSnapshot,
  subscribeToRouter,
} from './mocks/next-router';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the router is on (path and query). Default `/`. */
  route?: string;
  /** The router's `pathname` (the page file), when it differs from the route's path. */
  pathname?: string;
  /** False: the router does not know the query yet, as while a static page hydrates. */
  ready?: boolean;
  /** Renders the ui as a page of the default layout with this site data. */
  site?: SiteData;
  /** Window width for media queries (desktop is above 1024). Default 1280. */
  width?: number;
}

export type RenderWithProvidersResult = RenderResult & {
  router: MockRouter;
  user: ReturnType<typeof userEvent.setup>;
};

/** matchMedia that answers min-width/max-width queries for a fixed window width. */
export function installMatchMedia(width: number): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (min ? width >= Number(min[1]) : true) &&
      (max ? width <= Number(max[1]) : true) &&
      (min !== null || max !== null);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  };
}

/** The app's providers; the router's context follows its URL (push, replace, back...). */
export function Providers({ router, children }: { router: MockRouter; children: ReactNode }) {
  const subscribe = useCallback(
    (listener: () => void) => subscribeToRouter(router, listener),
    [router],
  );
  const current = useSyncExternalStore(subscribe, () => routerSnapshot(router));
  return (
    <RouterContext.Provider value={current}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>
          {/* The promos' wait after page load is production pacing, not behaviour. */}
          <PromoDelayContext.Provider value={0}>
            <LoadingProvider>
              <LiveHost />
              {children}
            </LoadingProvider>
          </PromoDelayContext.Provider>
        </ToastProvider>
      </SWRConfig>
    </RouterContext.Provider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    pathname,
    ready = true,
    site,
    width = 1280,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  installMatchMedia(width);
  const router = createMockRouter(route, pathname, { isReady: ready });
  const user = userEvent.setup();
  const page = site ? defaultLayout(ui, { site }) : ui;
  const result = render(<>{page}</>, {
    ...options,
    wrapper: ({ children }) => <Providers router={router}>{children}</Providers>,
  });
  return { ...result, router, user };
}

// Every test starts signed out, with no flags and no fetch.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  Reflect.deleteProperty(globalThis, 'fetch');
});
