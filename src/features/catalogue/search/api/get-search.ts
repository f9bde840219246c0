import { MSG_ENTER_KEYWORDS, SITE_TITLE_FALLBACK } from '@/config/constants';
/**
 * The search page (spec 1 2.8): goods or articles for a keyword. Query-dependent, so it is
 * rendered per request (getServerSideProps) and cached briefly by shared caches.
 */
import type { GetServerSideProps } from 'next';
import { ApiError, apiGet } from '@/lib/api-client';
import type { GlobalSearchArticlesResponse, GlobalSearchGoodsResponse } from '@/contract/api-types';
import { toProductCard } from '@/lib/goods';
import { paths, type SearchType } from '@/lib/paths';
import { sanitizeHtml } from '@/lib/sanitize';
import { buildSeo } from '@/lib/seo';
import { lastGoodSite } from '@/lib/last-good-site';
import { getSite } from '@/lib/site-data';
import type { SearchPageProps, SearchResult } from '../types';

export const GLOBAL_SEARCH_PATH = '/api/search/global_search';
export const SEARCH_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';
export const MSG_NO_TYPE = 'Please select type';
export const MSG_NO_RESULTS = 'No results found';
export const MSG_SEARCH_UNAVAILABLE =
  'Search is not available right now: our catalogue did not answer. Please try again in a moment.';
/** An outage's answer: never kept by a shared cache, and asked again soon. */
export const UNAVAILABLE_CACHE_CONTROL = 'no-store';
export const UNAVAILABLE_RETRY_AFTER_S = 30;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export function parseSearchType(value: string): SearchType | null {
  const type = value.trim().toLowerCase();
  return type === 'goods' || type === 'article' ? type : null;
}

/** Goods or articles for a keyword; a business error (bad input) becomes a message. */
export async function getSearch(type: SearchType, keywords: string): Promise<SearchResult> {
  const query = { searchTypeName: type, searchKeywordsName: keywords };
  try {
    if (type === 'goods') {
      const { data } = await apiGet<GlobalSearchGoodsResponse>(GLOBAL_SEARCH_PATH, {
        query,
        token: null,
      });
      return { kind: 'goods', items: (data ?? []).map(toProductCard) };
    }
    const { data } = await apiGet<GlobalSearchArticlesResponse>(GLOBAL_SEARCH_PATH, {
      query,
      token: null,
    });
    return {
      kind: 'article',
      items: (data ?? []).map((article) => ({
        title: article.article_title,
        html: sanitizeHtml(article.article_details),
        href: article.articles_path ? paths.article(article.articles_path) : null,
      })),
    };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business') {
      return { kind: 'message', message: error.message };
    }
    throw error;
  }
}

/** A failure of the API itself (no answer, 5xx), as opposed to a bug of this site. */
function isOutage(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'server' || error.kind === 'network');
}

export const getSearchServerSideProps: GetServerSideProps<SearchPageProps> = async ({
  query,
  res,
}) => {
  const keywords = first(query.keywords).trim();
  const type = parseSearchType(first(query.type));
  const [shell, search] = await Promise.allSettled([
    getSite(),
    !keywords
      ? Promise.resolve<SearchResult>({ kind: 'message', message: MSG_ENTER_KEYWORDS })
      : !type
        ? Promise.resolve<SearchResult>({ kind: 'message', message: MSG_NO_TYPE })
        : getSearch(type, keywords),
  ]);
  if (search.status === 'rejected' && !isOutage(search.reason)) throw search.reason;
  // An outage is the site's own page (header, footer, message, retry), never Next's bare 500.
  const result: SearchResult =
    search.status === 'fulfilled'
      ? search.value
      : { kind: 'unavailable', message: MSG_SEARCH_UNAVAILABLE };
  const site = shell.status === 'fulfilled' ? shell.value.site : lastGoodSite();
  if (result.kind === 'unavailable') {
    console.warn('search page rendered without results: the API did not answer');
    res.statusCode = 503;
    res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
  }
  res.setHeader(
    'Cache-Control',
    result.kind === 'unavailable' || shell.status === 'rejected'
      ? UNAVAILABLE_CACHE_CONTROL
      : SEARCH_CACHE_CONTROL,
  );
  return {
    props: {
      site,
      type,
      keywords,
      result,
      seo: buildSeo(
        { name: keywords ? `Search results for ${keywords}` : 'Search', path: '/search' },
        site?.siteTitle ?? SITE_TITLE_FALLBACK,
      ),
    },
  };
};
