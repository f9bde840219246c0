/** Payloads of the FAQ calls (docs/api.md), spelt as the API spells them. */
import type { z } from 'zod';
import type { ApiPage, Envelope } from '../api-types';
import type { apiFaq, apiFaqCategory, apiFaqType } from '../schemas/support';

export type ApiFaqCategory = z.infer<typeof apiFaqCategory>;

export type ApiFaqType = z.infer<typeof apiFaqType>;

/** An FAQ; its answer is HTML from the CMS: sanitize it on the server before it reaches a page. */
export type ApiFaq = z.infer<typeof apiFaq>;

/** POST /api/faqs/article_all {page}. */
export type ArticleAllResponse = Envelope<{
  article_all?: ApiFaq[];
  page?: ApiPage;
  category_all?: ApiFaqCategory[];
  article_type_all?: ApiFaqType[];
}>;

/** POST /api/faqs/article_search_test {category_id, article_type_id, articleKeywordsName, page}. */
export type ArticleSearchResponse = Envelope<{ article_all?: ApiFaq[]; page?: ApiPage }>;

/** POST /api/faqs/article_type {category_id, page}. */
export type ArticleTypeResponse = Envelope<{ article_type_all?: ApiFaqType[] }>;
