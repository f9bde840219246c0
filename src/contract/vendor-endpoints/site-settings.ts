/** The vendor endpoints under /api/SiteSettings/ (the whole list: ../endpoints.ts). */
import type { SiteSettingsResponse } from '../api-types';
import { get } from './endpoint';

export const SITE_SETTINGS_ENDPOINTS = {
  siteSettingsFind: get<SiteSettingsResponse>('/api/SiteSettings/site_settings_find'),
} as const;
