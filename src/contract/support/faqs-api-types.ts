/** Payloads of the FAQ calls (docs/api.md), spelt as the API spells them. */
import type { ApiPage, Envelope } from '../api-types';

export interface ApiFaqCategory {
  category_id: number;
  category_name: string;
}

export interface ApiFaqType {
  article_type_id: number;
  article_type_name: string;
}

export interface ApiFaq {
  article_id: number;
  article_title: string;
  /** HTML from the CMS: sanitize it on the server before it reaches a page. */
  article_details: string;
  category?: ApiFaqCategory;
  type?: ApiFaqType;
}

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
