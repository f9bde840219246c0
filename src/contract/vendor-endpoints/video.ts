/** The vendor endpoints under /api/video/ (the whole list: ../endpoints.ts). */
import type { LibraryPageResponse, LibrarySearchResponse } from '../support/library-api-types';
import type { ApiVideo } from '../support/training-center-api-types';
import { post } from './endpoint';

export const VIDEO_ENDPOINTS = {
  videoAll: post<LibraryPageResponse<ApiVideo>>('/api/video/video_all'),
  videoSearch: post<LibrarySearchResponse<ApiVideo>>('/api/video/video_search'),
} as const;
