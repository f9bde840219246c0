/** The vendor endpoints under /api/DownloadsArchive/ (the whole list: ../endpoints.ts). */
import type { ArchiveDownloadResponse } from '../support/downloads-api-types';
import { get } from './endpoint';

export const DOWNLOADS_ARCHIVE_ENDPOINTS = {
  downloads: get<ArchiveDownloadResponse>('/api/DownloadsArchive/downloads'),
} as const;
