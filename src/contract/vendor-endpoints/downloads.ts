/** The vendor endpoints under /api/downloads/ (the whole list: ../endpoints.ts). */
import { get } from './endpoint';

export const DOWNLOADS_ENDPOINTS = {
  archiveAll: get('/api/downloads/archive_all'),
  archiveSearch: get('/api/downloads/archive_search'),
} as const;
