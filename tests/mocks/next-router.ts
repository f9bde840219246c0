/**
 * A tiny pages-router stand-in for component tests: a NextRouter object whose push and
 * replace are jest mocks, provided through Next's own RouterContext (so `useRouter` and
 * `next/link` both see it) by `renderWithProviders`.
 *
 * It keeps a history like the browser's: push and replace move the router to their URL
 * (`asPath`, `query`, and `pathname` unless one was given), back and forward walk the
 * history, and `navigate` changes the address from outside the app. Each change makes a
 * new snapshot (`routerSnapshot`), which the test Providers hand to the context, so
 * whatever reads the router renders again.
 */
import type { NextRouter } from 'next/router';
import mitt from 'next/dist/shared/lib/mitt';
import { formatUrl } from 'next/dist/shared/lib/router/utils/format-url';

type Navigate = jest.Mock<Promise<boolean>, Parameters<NextRouter['push']>>;
type Url = Parameters<NextRouter['push']>[0];

export type MockRouter = NextRouter & {
  push: Navigate;
  replace: Navigate;
  back: jest.Mock<void, []>;
  forward: jest.Mock<void, []>;
  /**
   * The address becomes `url` without the app asking (a Back to an entry the test did not
   * make, or hydration when `url` is the current one): it takes the current history entry,
   * records no push or replace call, and makes the router ready.
   */
  navigate: (url?: string) => void;
};

interface RouterState {
  entries: string[];
  index: number;
  /** The pathname given to createMockRouter (the page file): kept on every URL. */
  fixedPathname: string | undefined;
  listeners: Set<() => void>;
  snapshot: MockRouter | null;
}

const states = new WeakMap<NextRouter, RouterState>();

function stateOf(router: NextRouter): RouterState {
  const state = states.get(router);
  if (!state) throw new Error('Not a router made by createMockRouter');
  return state;
}

function toHref(url: Url): string {
  return typeof url === 'string' ? url : formatUrl(url);
}

/** Puts the router on `url` and tells whoever listens. */
function setUrl(router: MockRouter, url: string): void {
  const state = stateOf(router);
  const [path, search = ''] = url.split('#')[0].split('?');
  router.asPath = url;
  router.query = Object.fromEntries(new URLSearchParams(search));
  router.pathname = state.fixedPathname ?? path;
  router.route = state.fixedPathname ?? path;
  router.isReady = true;
  state.snapshot = null;
  for (const listener of [...state.listeners]) listener();
}

export interface MockRouterOptions {
  /** False: the router does not know the query yet (hydration of a static page). */
  isReady?: boolean;
}

/** A router on `url` (path and query), e.g. `/search?type=goods`. */
export function createMockRouter(
  url = '/',
  pathname?: string,
  { isReady = true }: MockRouterOptions = {},
): MockRouter {
  const [path, search = ''] = url.split('?');
  const query = Object.fromEntries(new URLSearchParams(search));
  const state: RouterState = {
    entries: [url],
    index: 0,
    fixedPathname: pathname,
    listeners: new Set(),
    snapshot: null,
  };

  const go = (href: string, method: 'push' | 'replace') => {
    // Like Next: asking for the address already shown replaces it.
    if (method === 'push' && href !== state.entries[state.index]) {
      state.entries.splice(state.index + 1, Infinity, href);
      state.index += 1;
    } else {
      state.entries[state.index] = href;
    }
    setUrl(router, href);
  };
  const walk = (step: number) => {
    const index = state.index + step;
    if (index < 0 || index >= state.entries.length) return;
    state.index = index;
    setUrl(router, state.entries[index]);
  };

  const router: MockRouter = {
    route: pathname ?? path,
    pathname: pathname ?? path,
    query,
    asPath: url,
    basePath: '',
    isLocaleDomain: false,
    isReady,
    isFallback: false,
    isPreview: false,
    events: mitt(),
    push: jest.fn<Promise<boolean>, Parameters<NextRouter['push']>>(async (href, as) => {
      go(toHref(as ?? href), 'push');
      return true;
    }),
    replace: jest.fn<Promise<boolean>, Parameters<NextRouter['replace']>>(async (href, as) => {
      go(toHref(as ?? href), 'replace');
      return true;
    }),
    reload: jest.fn(),
    back: jest.fn<void, []>(() => walk(-1)),
    forward: jest.fn<void, []>(() => walk(1)),
    prefetch: jest.fn(async () => undefined),
    beforePopState: jest.fn(),
    navigate: (next = router.asPath) => {
      state.entries[state.index] = next;
      setUrl(router, next);
    },
  };
  states.set(router, state);
  return router;
}

/** Calls `listener` after each change of the router's URL; returns the unsubscribe. */
export function subscribeToRouter(router: MockRouter, listener: () => void): () => void {
  const { listeners } = stateOf(router);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The router as it is now: the same object until its URL changes, then a new one. */
export function routerSnapshot(router: MockRouter): MockRouter {
  const state = stateOf(router);
  state.snapshot ??= { ...router };
  return state.snapshot;
}
