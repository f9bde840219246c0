/**
 * The blogs list's articles: one key builder and one fetcher shared by the server (page 1
 * of each blogs page, in getStaticProps) and the data hook (use-articles.ts: other pages and
 * keyword searches, in the browser). Browser-safe: the list has no HTML field to sanitize.
 */
import { callApi } from '@/lib/api-client';
import type { ApiArticle, ArticlesAllResponse } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { ArticleCardData, ArticlesListPage } from '../types';
import { ARTICLES_ENDPOINTS } from '@/contract/vendor-endpoints/articles';

export interface ArticlesParams {
  /** The blogs root or a child category. */
  categoryId: number;
  keyword: string;
  page: number;
}

/** Public data: `[path, query, token]` with no token, so signing in or out keeps it. */
export type ArticlesKey = readonly [
  path: typeof ARTICLES_ENDPOINTS.articlesAll.path,
  query: { category_id: number; articlesKeyword: string; page: number },
  token: null,
];

export function articlesKey({ categoryId, keyword, page }: ArticlesParams): ArticlesKey {
  return [
    ARTICLES_ENDPOINTS.articlesAll.path,
    { category_id: categoryId, articlesKeyword: keyword.trim(), page: Math.max(1, page) },
    null,
  ];
}

export function toArticleCard(article: ApiArticle): ArticleCardData {
  return {
    id: article.articles_id,
    title: article.articles_title,
    href: paths.article(article.articles_path),
    picture: pictureUrl(article.articles_picture),
    describe: article.articles_describe ?? '',
    author: article.articles_author ?? '',
    date: article.articles_addtime ?? '',
  };
}

export function toArticlesListPage(response: ArticlesAllResponse): ArticlesListPage {
  const page = response.data_page;
  return {
    items: (response.articles_qb_all ?? []).map(toArticleCard),
    currentPage: Number(page?.currentPage) || 1,
    pageSize: Number(page?.listRows) || 0,
    total: Number(page?.total) || 0,
  };
}

/**
 * The raw answer behind a key (the server fetcher reads its other fields too); the key's path
 * is always the entry's.
 */
export function fetchArticlesResponse(
  [, query, token]: ArticlesKey,
  severity?: 'warning' | 'silent',
): Promise<ArticlesAllResponse> {
  return callApi(ARTICLES_ENDPOINTS.articlesAll, { query, token, severity });
}

export async function getArticlesPage(key: ArticlesKey): Promise<ArticlesListPage> {
  return toArticlesListPage(await fetchArticlesResponse(key));
}
