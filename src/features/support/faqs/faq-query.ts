/**
 * The FAQ list's filters as a query string, shared by the browser hook and the site's
 * /api/support/faqs route. Pure: no DOM, no sanitizer.
 */
import { MAX_KEYWORD_LENGTH } from '@/lib/list-query';
import type { FaqFilters, FaqList } from './types';

/** The site's own route that fetches FAQs and sanitizes their answers on the server. */
export const FAQS_ROUTE = '/api/support/faqs';

/** Highest page asked for (the mock refuses more, and no list is that long). */
export const MAX_FAQ_PAGE = 100_000;

/** What the route answers: the list, or the API's refusal passed on. */
export interface FaqsRouteAnswer {
  code: number;
  msg: string;
  data?: FaqList;
}

/** True when the filters ask for the list the server rendered (every FAQ, page 1). */
export function isDefaultFaqFilters(filters: FaqFilters): boolean {
  return (
    filters.categoryId === 0 && filters.typeId === 0 && filters.keyword === '' && filters.page === 1
  );
}

export function faqsQuery(filters: FaqFilters): Record<string, string> {
  return {
    category_id: String(filters.categoryId),
    article_type_id: String(filters.typeId),
    keyword: filters.keyword,
    page: String(filters.page),
  };
}

function wholeNumber(value: unknown, min: number, max: number): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** The filters of a request's query, or the message of the first bad one. */
export function parseFaqsQuery(query: Record<string, unknown>): FaqFilters | string {
  for (const name of ['category_id', 'article_type_id', 'keyword', 'page']) {
    if (Array.isArray(query[name])) return `${name} must be a single value`;
  }
  const categoryId = wholeNumber(query.category_id ?? '0', 0, Number.MAX_SAFE_INTEGER);
  if (categoryId === null) return 'category_id must be a whole number';
  const typeId = wholeNumber(query.article_type_id ?? '0', 0, Number.MAX_SAFE_INTEGER);
  if (typeId === null) return 'article_type_id must be a whole number';
  const page = wholeNumber(query.page ?? '1', 1, MAX_FAQ_PAGE);
  if (page === null) return `page must be a whole number from 1 to ${MAX_FAQ_PAGE}`;
  const keyword = query.keyword ?? '';
  if (typeof keyword !== 'string') return 'keyword must be text';
  if (keyword.trim().length > MAX_KEYWORD_LENGTH) {
    return `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`;
  }
  return { categoryId, typeId, page, keyword: keyword.trim() };
}
