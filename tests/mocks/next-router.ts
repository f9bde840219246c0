/**
 * A tiny pages-router stand-in for component tests: a NextRouter object whose push and
 * replace are jest mocks, provided through Next's own RouterContext (so `useRouter` and
 * `next/link` both see it) by `renderWithProviders`.
 */
import type { NextRouter } from 'next/router';
import mitt from 'next/dist/shared/lib/mitt';

type Navigate = jest.Mock<Promise<boolean>, Parameters<NextRouter['push']>>;

export type MockRouter = NextRouter & { push: Navigate; replace: Navigate };

/** A router on `url` (path and query), e.g. `/search?type=goods`. */
export function createMockRouter(url = '/', pathname?: string): MockRouter {
  const [path, search = ''] = url.split('?');
  const query = Object.fromEntries(new URLSearchParams(search));
  return {
    route: pathname ?? path,
    pathname: pathname ?? path,
    query,
    asPath: url,
    basePath: '',
    isLocaleDomain: false,
    isReady: true,
    isFallback: false,
    isPreview: false,
    events: mitt(),
    push: jest.fn<Promise<boolean>, Parameters<NextRouter['push']>>(async () => true),
    replace: jest.fn<Promise<boolean>, Parameters<NextRouter['replace']>>(async () => true),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(async () => undefined),
    beforePopState: jest.fn(),
  };
}
