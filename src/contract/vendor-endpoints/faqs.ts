/** The vendor endpoints under /api/faqs/ (the whole list: ../endpoints.ts). */
import type {
  ArticleAllResponse,
  ArticleSearchResponse,
  ArticleTypeResponse,
} from '../support/faqs-api-types';
import { get, post } from './endpoint';

export const FAQS_ENDPOINTS = {
  articleAll: post<ArticleAllResponse>('/api/faqs/article_all'),
  articleSearch: get('/api/faqs/article_search'),
  articleSearchTest: post<ArticleSearchResponse>('/api/faqs/article_search_test'),
  articleType: post<ArticleTypeResponse>('/api/faqs/article_type'),
} as const;
