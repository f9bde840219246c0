/**
 * The search page: products and articles for a keyword, the address's type choosing the tab
 * it opens on. Query-dependent, so it is rendered per request (getServerSideProps) and cached
 * briefly by shared caches.
 */
import type { GetServerSideProps } from 'next';
import { MSG_ENTER_KEYWORDS, SITE_TITLE_FALLBACK } from '@/config/constants';
import type { GlobalSearchArticlesResponse, GlobalSearchGoodsResponse } from '@/contract/api-types';
import { ApiError, callApi } from '@/lib/api-client';
import { lastGoodSite } from '@/lib/last-good-site';
import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';
import type { SearchType } from '@/lib/paths';
import { sanitizeHtml } from '@/lib/sanitize';
import { buildSeo } from '@/lib/seo';
import { getSite } from '@/lib/site-data';
import { pageOf, readSearchPage, SEARCH_PAGE_SIZE } from '../paging';
import type { SearchArticle, SearchPageProps, SearchResult } from '../types';
import type { IndexedArticle } from '../catalogue-index';
import { getCatalogueIndex } from './catalogue-index';
import { mergeArticles, mergeGoods, suggest } from '../merge';
import { SEARCH_ENDPOINTS } from '@/contract/vendor-endpoints/search';

export const SEARCH_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';
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

function globalSearch<T extends GlobalSearchGoodsResponse | GlobalSearchArticlesResponse>(
  type: SearchType,
  keywords: string,
): Promise<T> {
  // The entry answers either list; the type asked for says which.
  return callApi(SEARCH_ENDPOINTS.globalSearch, {
    query: { searchTypeName: type, searchKeywordsName: keywords },
    token: null,
  }) as Promise<T>;
}

/** One page of the articles found, each with its sanitized body (only the page's are sanitized). */
export function articlesWithBodies(found: readonly IndexedArticle[]): SearchArticle[] {
  return found.map(({ title, href, details }) => ({ title, href, html: sanitizeHtml(details) }));
}

/** The API answered but refused the search (bad input): its message is shown. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'business';
}

/** A failure of the API itself (no answer, 5xx), as opposed to a refusal or a bug. */
function isOutage(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'server' || error.kind === 'network');
}

/** The tab to open: the one asked for, else products if any were found, else articles. */
function tabFor(asked: SearchType | null, goods: number, articles: number): SearchType {
  if (asked) return asked;
  return goods === 0 && articles > 0 ? 'article' : 'goods';
}

/** The tab a search page opens on (as tabFor, from the result's counts). */
export function openingTab(asked: SearchType | null, result: SearchResult): SearchType {
  if (result.kind !== 'results') return tabFor(asked, 0, 0);
  return tabFor(asked, result.paging.goods.total, result.paging.article.total);
}

/**
 * Products and articles for a keyword: the vendor's search (both types, for the tabs' counts)
 * merged with the site's index (../merge.ts says why), one page of each (paging.ts): page `page`
 * of the opening tab's list (the tab `asked`, else as tabFor picks), the first of the
 * other. The vendor's search failing is an outage (thrown); it refusing the keyword is a
 * message; the index failing only loses its extras.
 */
export async function getSearch(
  keywords: string,
  asked: SearchType | null = null,
  page = 1,
): Promise<SearchResult> {
  const [goods, articles, catalogue] = await Promise.allSettled([
    globalSearch<GlobalSearchGoodsResponse>('goods', keywords),
    globalSearch<GlobalSearchArticlesResponse>('article', keywords),
    getCatalogueIndex(),
  ]);
  for (const answer of [goods, articles]) {
    if (answer.status === 'rejected' && !isRefusal(answer.reason)) throw answer.reason;
  }
  if (goods.status === 'rejected') return { kind: 'message', message: goods.reason.message };
  if (articles.status === 'rejected') return { kind: 'message', message: articles.reason.message };
  if (catalogue.status === 'rejected') {
    console.warn('search: the index could not be built, exact matches only', catalogue.reason);
  }
  const index = catalogue.status === 'fulfilled' ? catalogue.value : null;
  const hits = index ? index.index.search(keywords) : [];
  const goodsList = mergeGoods(goods.value.data ?? [], hits, index);
  const articleList = mergeArticles(articles.value.data ?? [], hits, index);
  const nothing = goodsList.length === 0 && articleList.length === 0;
  const tab = tabFor(asked, goodsList.length, articleList.length);
  const pageFor = (type: SearchType) => (type === tab ? page : 1);
  const goodsPage = pageOf(goodsList, pageFor('goods'), SEARCH_PAGE_SIZE.goods);
  const articlePage = pageOf(articleList, pageFor('article'), SEARCH_PAGE_SIZE.article);
  return {
    kind: 'results',
    goods: goodsPage.items,
    articles: articlesWithBodies(articlePage.items),
    paging: { goods: goodsPage.paging, article: articlePage.paging },
    suggestions: nothing ? suggest(index, keywords) : null,
  };
}

export const getSearchServerSideProps: GetServerSideProps<SearchPageProps> = async ({
  query,
  res,
}) => {
  const keywords = first(query.keywords).trim().slice(0, MAX_KEYWORD_LENGTH).trim();
  const asked = parseSearchType(first(query.type));
  const [shell, search] = await Promise.allSettled([
    getSite(),
    keywords
      ? getSearch(keywords, asked, readSearchPage(query.page))
      : Promise.resolve<SearchResult>({ kind: 'message', message: MSG_ENTER_KEYWORDS }),
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
      tab: openingTab(asked, result),
      keywords,
      result,
      seo: buildSeo(
        { name: keywords ? `Search results for ${keywords}` : 'Search', path: '/search' },
        site?.siteTitle ?? SITE_TITLE_FALLBACK,
      ),
    },
  };
};
