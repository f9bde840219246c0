/** The vendor endpoints under /api/supports/ (the whole list: ../endpoints.ts). */
import type { SupportsAllResponse } from '../support/library-api-types';
import { get } from './endpoint';

export const SUPPORTS_ENDPOINTS = {
  supportsAll: get<SupportsAllResponse>('/api/supports/supports_all'),
} as const;
