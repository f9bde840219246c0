/** The vendor endpoints under /api/search/ (the whole list: ../endpoints.ts). */
import type { GlobalSearchResponse } from '../api-types';
import { get } from './endpoint';

export const SEARCH_ENDPOINTS = {
  globalSearch: get<GlobalSearchResponse>('/api/search/global_search'),
} as const;
