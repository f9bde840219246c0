/** The vendor endpoints under /api/video/ (the whole list: ../endpoints.ts). */
import { post } from './endpoint';

export const VIDEO_ENDPOINTS = {
  videoAll: post('/api/video/video_all'),
  videoSearch: post('/api/video/video_search'),
} as const;
