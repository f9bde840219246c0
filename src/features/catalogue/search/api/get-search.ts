import { MSG_ENTER_KEYWORDS } from '@/config/constants';
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
import { getSite } from '@/lib/site-data';
import type { SearchPageProps, SearchResult } from '../types';

export const GLOBAL_SEARCH_PATH = '/api/search/global_search';
export const SEARCH_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';
export const MSG_NO_TYPE = 'Please select type';
export const MSG_NO_RESULTS = 'No results found';

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

export const getSearchServerSideProps: GetServerSideProps<SearchPageProps> = async ({
  query,
  res,
}) => {
  const keywords = first(query.keywords).trim();
  const type = parseSearchType(first(query.type));
  const [{ site }, result] = await Promise.all([
    getSite(),
    !keywords
      ? Promise.resolve<SearchResult>({ kind: 'message', message: MSG_ENTER_KEYWORDS })
      : !type
        ? Promise.resolve<SearchResult>({ kind: 'message', message: MSG_NO_TYPE })
        : getSearch(type, keywords),
  ]);
  res.setHeader('Cache-Control', SEARCH_CACHE_CONTROL);
  return {
    props: {
      site,
      type,
      keywords,
      result,
      seo: buildSeo(
        { name: keywords ? `Search results for ${keywords}` : 'Search', path: '/search' },
        site.siteTitle,
      ),
    },
  };
};
