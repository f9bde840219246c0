/** The vendor endpoints under /api/articles/ (the whole list: ../endpoints.ts). */
import type { ArticlesAllResponse, ArticlesDetailsResponse } from '../api-types';
import { get } from './endpoint';

export const ARTICLES_ENDPOINTS = {
  articlesAll: get<ArticlesAllResponse>('/api/articles/articles_all'),
  articlesDetails: get<ArticlesDetailsResponse>('/api/articles/articles_details'),
} as const;
