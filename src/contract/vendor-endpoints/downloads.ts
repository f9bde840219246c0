/** The vendor endpoints under /api/downloads/ (the whole list: ../endpoints.ts). */
import type { ApiArchive } from '../support/downloads-api-types';
import type { LibraryPageResponse, LibrarySearchResponse } from '../support/library-api-types';
import { get } from './endpoint';

export const DOWNLOADS_ENDPOINTS = {
  archiveAll: get<LibraryPageResponse<ApiArchive>>('/api/downloads/archive_all'),
  archiveSearch: get<LibrarySearchResponse<ApiArchive>>('/api/downloads/archive_search'),
} as const;
