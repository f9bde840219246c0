/** The blog: article lists by category and keyword, and one article with its product. */
import type { ApiArticle } from '../../src/contract/api-types';
import { CATEGORY_IDS } from '../schema/mock-seed';
import type { DeepReadonly } from '../store/db';
import type { Database, DbArticle } from '../schema/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { categoryFields, childrenOf, configsOf, findCategory, paginate } from '../store/queries';
import { articleByPath, articlesNewestFirst, lowerText } from '../store/indexes';
import { ARTICLES_OPERATIONS } from '../../src/contract/schemas/content';
import { documentedRoute, type RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

type Data = DeepReadonly<Database>;
type Article = DeepReadonly<DbArticle>;

/** Article cards per page (3 per row on wide screens, three rows). */
export const ARTICLES_PAGE_SIZE = 9;
/** Recommended articles sent with each list. */
export const RECOMMENDED_ARTICLES = 4;
/** Related articles sent with an article. */
export const RELATED_ARTICLES = 4;
export const ARTICLE_NOT_FOUND_MSG = 'Article not found';

/** An article as the API sends it (without the bookkeeping fields). */
export function articleFields(article: Article): ApiArticle {
  const { articles_recommend_id, ...fields } = article;
  return fields;
}

/** Per articles table and blog category asked: the articles in scope, newest first. */
const scopes = new WeakMap<object, Map<string, readonly Article[]>>();

function articlesInScope(data: Data, category: DeepReadonly<Database['categories'][number]>) {
  let byCategory = scopes.get(data.articles);
  if (!byCategory) {
    byCategory = new Map();
    scopes.set(data.articles, byCategory);
  }
  const blogIds = childrenOf(data, CATEGORY_IDS.blogs).map((c) => c.category_id);
  // The blog categories are part of the key: a new one changes the scope of "all".
  const key = `${category.category_id}:${blogIds.join(',')}`;
  let inScope = byCategory.get(key);
  if (!inScope) {
    const ids = new Set(blogIds);
    inScope = articlesNewestFirst(data).filter((a) =>
      category.category_id === CATEGORY_IDS.blogs
        ? ids.has(a.category_id)
        : a.category_id === category.category_id,
    );
    byCategory.set(key, inScope);
  }
  return inScope;
}

/** The blog category a list asks for: the blogs root for '', `all` or 7; 404 for others. */
function blogCategory(data: Data, param: string | undefined) {
  const value = (param ?? '').trim().toLowerCase();
  // Decimal digits only: `0x7` is not the blogs' id.
  const asId = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (value === '' || value === 'all' || asId === CATEGORY_IDS.blogs) {
    return findCategory(data, CATEGORY_IDS.blogs);
  }
  const category = childrenOf(data, CATEGORY_IDS.blogs).find((c) => c.category_id === asId);
  if (!category) throw new ApiError(CODE.notFound, `No blog category with category_id ${value}`);
  return category;
}

/**
 * Up to RELATED_ARTICLES others: of the same category first, then the rest, each newest first
 * (read off the indexed order, stopping as soon as there are enough).
 */
function relatedArticles(data: Data, article: Article): Article[] {
  const same: Article[] = [];
  const rest: Article[] = [];
  for (const a of articlesNewestFirst(data)) {
    if (same.length >= RELATED_ARTICLES) break;
    if (a.articles_id === article.articles_id) continue;
    if (a.category_id === article.category_id) same.push(a);
    else if (rest.length < RELATED_ARTICLES) rest.push(a);
  }
  return [...same, ...rest].slice(0, RELATED_ARTICLES);
}

export const articlesRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.articles.articlesAll.path,
    operation: ARTICLES_OPERATIONS.articlesAll,
    summary: 'A page of blog articles (category or all, keyword), newest first, 9 per page',
    handler: ({ ctx, input: query }) => {
      const data = ctx.db.data;
      const category = blogCategory(data, query.category_id);
      const inScope = articlesInScope(data, category);
      const keyword = (query.articlesKeyword ?? '').trim().toLowerCase();
      const matching = keyword
        ? inScope.filter(
            (a) =>
              lowerText(a, 'title', (row) => row.articles_title).includes(keyword) ||
              lowerText(a, 'describe', (row) => row.articles_describe).includes(keyword),
          )
        : inScope;
      const { page: pageInfo, rows } = paginate(matching, query.page, ARTICLES_PAGE_SIZE);
      return {
        data_page: {
          currentPage: pageInfo.currentPage,
          listRows: pageInfo.listRows,
          total: pageInfo.total,
        },
        category_all: childrenOf(data, CATEGORY_IDS.blogs).map((c) => ({
          category_id: c.category_id,
          category_name: c.category_name,
          category_paths: c.category_paths,
        })),
        articles_zx_all: inScope
          .filter((a) => a.articles_recommend_id === 1)
          .slice(0, RECOMMENDED_ARTICLES)
          .map(articleFields),
        articles_qb_all: rows.map(articleFields),
        category_find: categoryFields(category),
        // The site-wide blocks (33-35): the shell's popup and boxes.
        configs_all: configsOf(data, 'site'),
      };
    },
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.articles.articlesDetails.path,
    operation: ARTICLES_OPERATIONS.articlesDetails,
    summary: 'One article by path, its linked product and up to 4 related articles',
    handler: ({ ctx, input: { articles_path } }) => {
      const data = ctx.db.data;
      const article = articleByPath(data, articles_path.trim().toLowerCase());
      if (!article) throw new ApiError(CODE.notFound, ARTICLE_NOT_FOUND_MSG);
      const goods =
        article.goods_id > 0
          ? data.goods.find((g) => g.goods_id === article.goods_id && g.goods_status_id === 1)
          : undefined;
      const related = relatedArticles(data, article);
      return {
        articles_find: articleFields(article),
        goods_find: goods ?? null,
        articles_xg_all: related.map(articleFields),
      };
    },
  }),
];
