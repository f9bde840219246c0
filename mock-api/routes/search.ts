/** The header's search: goods or articles by keyword. */
import { ApiError, CODE } from '../http/envelope';
import { htmlText, searchGoods } from '../store/queries';
import { articlesNewestFirst, lowerText, narrowed, textIndex } from '../store/indexes';
import {
  SEARCH_KEYWORDS_MSG,
  SEARCH_OPERATIONS,
  SEARCH_TYPE_MSG,
} from '../../src/contract/schemas/content';
import { documentedRoute, type RouteDef } from './types';
import type { DeepReadonly } from '../store/db';
import type { DbArticle } from '../schema/mock-db';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

type Article = DeepReadonly<DbArticle>;
const articleTitle = (a: Article) => lowerText(a, 'title', (row) => row.articles_title);
/** Both texts a keyword may be found in, kept apart by a character no keyword holds. */
const articleText = (a: Article) =>
  `${lowerText(a, 'describe', (row) => row.articles_describe)}\n${lowerText(a, 'details', (row) => htmlText(row.articles_details))}`;

export { SEARCH_KEYWORDS_MSG, SEARCH_TYPE_MSG };

export const searchRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.search.globalSearch.path,
    operation: SEARCH_OPERATIONS.globalSearch,
    summary: 'searchTypeName goods (goods records) or article ({article_title, article_details})',
    handler: ({ ctx, input: query }) => {
      const keyword = (query.searchKeywordsName ?? '').trim().toLowerCase();
      if (!keyword) throw new ApiError(CODE.badRequest, SEARCH_KEYWORDS_MSG);
      const type = (query.searchTypeName ?? '').trim().toLowerCase();
      const data = ctx.db.data;
      if (type === 'goods') return { data: searchGoods(data, keyword) };
      if (type !== 'article') throw new ApiError(CODE.badRequest, SEARCH_TYPE_MSG);
      // Indexed (mock-api/store/indexes.ts): the order, the text indexes, each row's texts.
      const articles = articlesNewestFirst(data);
      const byTitle = narrowed(
        articles,
        textIndex(articles, 'title', articleTitle),
        keyword,
      ).filter((a) => articleTitle(a).includes(keyword));
      const inTitle = new Set(byTitle);
      const byText = narrowed(articles, textIndex(articles, 'text', articleText), keyword).filter(
        (a) =>
          !inTitle.has(a) &&
          (lowerText(a, 'describe', (row) => row.articles_describe).includes(keyword) ||
            lowerText(a, 'details', (row) => htmlText(row.articles_details)).includes(keyword)),
      );
      return {
        data: [...byTitle, ...byText].map((a) => ({
          article_title: a.articles_title,
          article_details: a.articles_details,
          articles_path: a.articles_path,
        })),
      };
    },
  }),
];
