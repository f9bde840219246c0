/**
 * FAQs: the questions by product category (21-27) and type, with HTML answers; the
 * list, the types of a category, the combined filter and the keyword search.
 */
import { CATEGORY_IDS } from '../../src/contract/mock-seed';
import type { DeepReadonly } from '../store/db';
import type { Database, DbFaq } from '../../src/contract/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { childrenOf, containsText, htmlText, paginate } from '../store/queries';
import { text, validateBody, validateQuery, yup } from '../http/validate';
import { bodyPage, categoryFilter, requiredKeyword } from './support-lists';
import type { RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

type Data = DeepReadonly<Database>;
type Faq = DeepReadonly<DbFaq>;

export const FAQS_PAGE_SIZE = 10;

const typeBody = yup.object({ category_id: categoryFilter(), page: bodyPage() });
const allBody = yup.object({ page: bodyPage() });
const filterBody = yup.object({
  category_id: categoryFilter(),
  article_type_id: categoryFilter('article_type_id'),
  articleKeywordsName: text('articleKeywordsName'),
  page: bodyPage(),
});
const searchQuery = yup.object({ articleKeywordsName: text('articleKeywordsName') });

function faqCategories(data: Data) {
  return childrenOf(data, CATEGORY_IDS.products).map((c) => ({
    category_id: c.category_id,
    category_name: c.category_name,
  }));
}

function faqTypes(data: Data) {
  return [...(data.faq_types ?? [])]
    .sort((a, b) => a.article_type_id - b.article_type_id)
    .map(({ article_type_id, article_type_name }) => ({ article_type_id, article_type_name }));
}

/** The FAQ category asked for (0 or none: undefined = all); unknown: 404. */
function categoryOf(data: Data, categoryId: number | undefined): number | undefined {
  if (categoryId === undefined || categoryId === 0) return undefined;
  if (!faqCategories(data).some((c) => c.category_id === categoryId)) {
    throw new ApiError(CODE.notFound, `No FAQ category with category_id ${categoryId}`);
  }
  return categoryId;
}

function typeOf(data: Data, typeId: number | undefined): number | undefined {
  if (typeId === undefined || typeId === 0) return undefined;
  if (!faqTypes(data).some((t) => t.article_type_id === typeId)) {
    throw new ApiError(CODE.notFound, `No FAQ type with article_type_id ${typeId}`);
  }
  return typeId;
}

function newestFirst(a: Faq, b: Faq): number {
  return b.article_addtime.localeCompare(a.article_addtime) || b.article_id - a.article_id;
}

function faqFields(data: Data, faq: Faq) {
  const category = faqCategories(data).find((c) => c.category_id === faq.category_id);
  const type = faqTypes(data).find((t) => t.article_type_id === faq.article_type_id);
  return {
    article_id: faq.article_id,
    article_title: faq.article_title,
    article_details: faq.article_details,
    article_addtime: faq.article_addtime,
    category: { category_id: faq.category_id, category_name: category?.category_name ?? '' },
    type: {
      article_type_id: faq.article_type_id,
      article_type_name: type?.article_type_name ?? '',
    },
  };
}

function matches(faq: Faq, keyword: string): boolean {
  return (
    containsText(faq.article_title, keyword) || containsText(htmlText(faq.article_details), keyword)
  );
}

function sortedFaqs(data: Data): Faq[] {
  return [...(data.faqs ?? [])].sort(newestFirst);
}

export const faqsRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: VENDOR_ENDPOINTS.faqs.articleType.path,
    summary: 'The FAQ types with questions in a category (0 or none: every type)',
    handler: async ({ req, ctx }) => {
      const body = await validateBody(typeBody, req.body);
      const data = ctx.db.data;
      const category = categoryOf(data, body.category_id);
      const used = new Set(
        (data.faqs ?? [])
          .filter((f) => category === undefined || f.category_id === category)
          .map((f) => f.article_type_id),
      );
      return { article_type_all: faqTypes(data).filter((t) => used.has(t.article_type_id)) };
    },
  },
  {
    method: 'POST',
    path: VENDOR_ENDPOINTS.faqs.articleAll.path,
    summary: 'A page of every FAQ, newest first, 10 per page, with the categories and types',
    handler: async ({ req, ctx }) => {
      const body = await validateBody(allBody, req.body);
      const data = ctx.db.data;
      const { page, rows } = paginate(sortedFaqs(data), body.page, FAQS_PAGE_SIZE);
      return {
        article_all: rows.map((f) => faqFields(data, f)),
        page,
        category_all: faqCategories(data),
        article_type_all: faqTypes(data),
      };
    },
  },
  {
    method: 'POST',
    path: VENDOR_ENDPOINTS.faqs.articleSearchTest.path,
    summary: 'FAQs by category AND type AND keyword (0 or empty: all), 10 per page',
    handler: async ({ req, ctx }) => {
      const body = await validateBody(filterBody, req.body);
      const data = ctx.db.data;
      const category = categoryOf(data, body.category_id);
      const type = typeOf(data, body.article_type_id);
      const keyword = (body.articleKeywordsName ?? '').trim().toLowerCase();
      const matching = sortedFaqs(data).filter(
        (f) =>
          (category === undefined || f.category_id === category) &&
          (type === undefined || f.article_type_id === type) &&
          (keyword === '' || matches(f, keyword)),
      );
      const { page, rows } = paginate(matching, body.page, FAQS_PAGE_SIZE);
      return { article_all: rows.map((f) => faqFields(data, f)), page };
    },
  },
  {
    method: 'GET',
    path: VENDOR_ENDPOINTS.faqs.articleSearch.path,
    summary: 'Every FAQ whose question or answer holds articleKeywordsName, newest first',
    handler: async ({ req, ctx }) => {
      const query = await validateQuery(searchQuery, req.query);
      const keyword = requiredKeyword(query.articleKeywordsName);
      const data = ctx.db.data;
      return {
        data: sortedFaqs(data)
          .filter((f) => matches(f, keyword))
          .map((f) => faqFields(data, f)),
      };
    },
  },
];
