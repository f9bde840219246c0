/**
 * FAQs: the questions by product category (21-27) and type, with HTML answers; the
 * list, the types of a category, the combined filter and the keyword search.
 */
import { CATEGORY_IDS } from '../schema/mock-seed';
import type { DeepReadonly } from '../store/db';
import type { Database, DbFaq } from '../schema/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { childrenOf, containsText, htmlText, paginate } from '../store/queries';
import { FAQS_OPERATIONS } from '../../src/contract/schemas/support';
import { requiredKeyword } from '../forms/support';
import { documentedRoute, type RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

type Data = DeepReadonly<Database>;
type Faq = DeepReadonly<DbFaq>;

export const FAQS_PAGE_SIZE = 10;

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
  documentedRoute({
    method: 'POST',
    path: VENDOR_ENDPOINTS.faqs.articleType.path,
    operation: FAQS_OPERATIONS.articleType,
    summary: 'The FAQ types with questions in a category (0 or none: every type)',
    handler: ({ ctx, input: body }) => {
      const data = ctx.db.data;
      const category = categoryOf(data, body.category_id);
      const used = new Set(
        (data.faqs ?? [])
          .filter((f) => category === undefined || f.category_id === category)
          .map((f) => f.article_type_id),
      );
      return { article_type_all: faqTypes(data).filter((t) => used.has(t.article_type_id)) };
    },
  }),
  documentedRoute({
    method: 'POST',
    path: VENDOR_ENDPOINTS.faqs.articleAll.path,
    operation: FAQS_OPERATIONS.articleAll,
    summary: 'A page of every FAQ, newest first, 10 per page, with the categories and types',
    handler: ({ ctx, input: body }) => {
      const data = ctx.db.data;
      const { page, rows } = paginate(sortedFaqs(data), body.page, FAQS_PAGE_SIZE);
      return {
        article_all: rows.map((f) => faqFields(data, f)),
        page,
        category_all: faqCategories(data),
        article_type_all: faqTypes(data),
      };
    },
  }),
  documentedRoute({
    method: 'POST',
    path: VENDOR_ENDPOINTS.faqs.articleSearchTest.path,
    operation: FAQS_OPERATIONS.articleSearchTest,
    summary: 'FAQs by category AND type AND keyword (0 or empty: all), 10 per page',
    handler: ({ ctx, input: body }) => {
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
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.faqs.articleSearch.path,
    operation: FAQS_OPERATIONS.articleSearch,
    summary: 'Every FAQ whose question or answer holds articleKeywordsName, newest first',
    handler: ({ ctx, input: query }) => {
      const keyword = requiredKeyword(query.articleKeywordsName);
      const data = ctx.db.data;
      return {
        data: sortedFaqs(data)
          .filter((f) => matches(f, keyword))
          .map((f) => faqFields(data, f)),
      };
    },
  }),
];
