/** The vendor endpoints under /api/buy/ (the whole list: ../endpoints.ts). */
import type { BusinessAllResponse, BuyCountryResponse } from '../support/where-to-buy-api-types';
import { get } from './endpoint';

export const BUY_ENDPOINTS = {
  businessAll: get<BusinessAllResponse>('/api/buy/business_all'),
  businessCountry: get<BuyCountryResponse>('/api/buy/business_country'),
  businessRegion: get<BuyCountryResponse>('/api/buy/business_region'),
  keywordsFind: get<BuyCountryResponse>('/api/buy/keywords_find'),
  letterFind: get<BuyCountryResponse>('/api/buy/letter_find'),
  modeFind: get<BuyCountryResponse>('/api/buy/mode_find'),
} as const;
