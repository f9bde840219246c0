/** The vendor endpoints under /api/garage/ (the whole list: ../endpoints.ts). */
import type {
  GarageAllResponse,
  GarageKeywordResponse,
  GarageModelsResponse,
} from '../account-api-types';
import { get, post } from './endpoint';

export const GARAGE_ENDPOINTS = {
  garageAdd: post('/api/garage/garage_add'),
  garageAll: get<GarageAllResponse>('/api/garage/garage_all'),
  garageDel: get('/api/garage/garage_del'),
  garageEditGet: get('/api/garage/garage_edit'),
  garageEditPost: post('/api/garage/garage_edit'),
  garageKeyword: post<GarageKeywordResponse>('/api/garage/garage_keyword'),
  garageMakerAll: get<GarageModelsResponse>('/api/garage/garage_maker_all'),
} as const;
