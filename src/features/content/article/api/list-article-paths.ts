import { callApi, nullIfRefused } from '@/lib/api-client';
import type { ApiArticle } from '@/contract/api-types';
import { collectEnds, mapInWaves, type FetchPage } from '@/lib/paged';
import { paths } from '@/lib/paths';
import { ARTICLES_ENDPOINTS } from '@/contract/vendor-endpoints/articles';

/**
 * The articles a build pre-renders at most: more than the fixtures' whole blog (40), so a blog
 * 100 times larger builds in the same time; older ones render on their first visit. The list
 * comes newest first, so these are its start.
 */
export const PRERENDER_NEWEST_ARTICLES = 54;

const articlePages: FetchPage<ApiArticle> = async (page) => {
  const response = await callApi(ARTICLES_ENDPOINTS.articlesAll, {
    query: { category_id: 'all', page },
    token: null,
  });
  return { items: response.articles_qb_all, ...response.data_page };
};

/** The article paths a build pre-renders: the newest ones. */
export async function listPrerenderArticlePaths(): Promise<string[]> {
  const { head } = await collectEnds(articlePages, { head: PRERENDER_NEWEST_ARTICLES, tail: 0 });
  return head.map((a) => paths.article(a.articles_path));
}

/** At most this many detail look-ups at a time. */
const LOOKUP_CONCURRENCY = 8;

/**
 * Of these article URL segments (decoded), the ones the API has an article for, each as that
 * article's own path: one detail request per segment (as the article page makes), so judging a
 * publish costs the same however large the blog. An API failure throws.
 */
export async function articlePathsAmong(segments: readonly string[]): Promise<string[]> {
  const found = await mapInWaves([...new Set(segments)], LOOKUP_CONCURRENCY, async (segment) => {
    const response = await nullIfRefused(
      callApi(ARTICLES_ENDPOINTS.articlesDetails, {
        query: { articles_path: segment },
        token: null,
      }),
    );
    const article = response?.articles_find;
    return article?.articles_path ? [paths.article(article.articles_path)] : [];
  });
  return found.flat();
}
