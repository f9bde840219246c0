/** The vendor endpoints under /api/garage/ (the whole list: ../endpoints.ts). */
import type {
  GarageAllResponse,
  GarageKeywordResponse,
  GarageModelsResponse,
} from '../account-api-types';
import { get, recordEndpoints } from './endpoint';

export const GARAGE_ENDPOINTS = {
  ...recordEndpoints<GarageAllResponse, GarageKeywordResponse>()('/api/garage', 'garage', 'GET'),
  garageMakerAll: get<GarageModelsResponse>('/api/garage/garage_maker_all'),
} as const;
