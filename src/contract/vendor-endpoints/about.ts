/** The vendor endpoints under /api/about/ (the whole list: ../endpoints.ts). */
import type { AboutListResponse } from '../api-types';
import { get } from './endpoint';

export const ABOUT_ENDPOINTS = {
  aboutList: get<AboutListResponse>('/api/about/aboutList'),
} as const;
