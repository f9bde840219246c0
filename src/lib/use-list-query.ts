/**
 * The list state of an ISR page in the address bar. The server renders the default state
 * (an ISR page never sees the query), so the query is read only once the router is ready
 * (after hydration); until then the list is the default one and the HTML matches.
 */
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo } from 'react';
import {
  KEYWORD_PARAM,
  type ListQueryPatch,
  nextListHref,
  PAGE_PARAM,
  parseKeyword,
  parseListUrl,
  parsePage,
} from './list-query';

export interface ListQuery {
  /** False on the server and while hydrating: the query is not known yet. */
  ready: boolean;
  /** The path of the address, without its query. */
  path: string;
  /** A parameter of the query ('' when absent, and always before `ready`). */
  get: (name: string) => string;
  /** `?page=` as a positive whole number (1 when absent or invalid). */
  page: number;
  /** `?keyword=`, trimmed (see parseKeyword). */
  keyword: string;
  /** A new history entry (Back returns): pages, tabs, filters, searches. */
  push: (patch: ListQueryPatch, options?: { path?: string }) => void;
  /** Rewrites the current entry: corrections of an invalid address. */
  replace: (patch: ListQueryPatch) => void;
}

/**
 * Reads the list's parameters from the address and writes changes into it, keeping the
 * parameters it is not given. Navigations are shallow (same page file, no getStaticProps
 * round-trip) and keep the scroll position; back and forward change `router.asPath`,
 * and with it what this returns.
 */
export function useListQuery(defaults?: ListQueryPatch): ListQuery {
  const router = useRouter();
  const ready = router.isReady;
  const url = useMemo(() => parseListUrl(router.asPath), [router.asPath]);

  const navigate = useCallback(
    (method: 'push' | 'replace', patch: ListQueryPatch, path?: string) => {
      const href = nextListHref(url, patch, { path, defaults });
      if (href === null) return;
      void router[method](href, undefined, { shallow: true, scroll: false });
    },
    [router, url, defaults],
  );

  const get = useCallback(
    (name: string) => (ready ? (url.params.get(name) ?? '') : ''),
    [ready, url],
  );
  const push = useCallback(
    (patch: ListQueryPatch, options?: { path?: string }) => navigate('push', patch, options?.path),
    [navigate],
  );
  const replace = useCallback((patch: ListQueryPatch) => navigate('replace', patch), [navigate]);

  return {
    ready,
    path: url.path,
    get,
    page: parsePage(get(PAGE_PARAM)),
    keyword: parseKeyword(get(KEYWORD_PARAM)),
    push,
    replace,
  };
}

/**
 * Keeps the address canonical: once ready, a parameter whose value the view did not take
 * (page=abc, a page past the last, an unknown filter, a blank keyword) is rewritten to what
 * the view shows, in place (router.replace), so the address always names what is shown.
 * `shown` is what the view shows, by parameter name; unchanged addresses are left alone.
 */
export function useCanonicalListQuery(list: ListQuery, shown: ListQueryPatch): void {
  const { ready, replace } = list;
  // A stable dependency for the effect: the shown values, not a new object each render.
  const key = JSON.stringify(shown);
  useEffect(() => {
    if (ready) replace(JSON.parse(key) as ListQueryPatch);
  }, [ready, replace, key]);
}
