/** The vendor endpoints under /api/api/ (the whole list: ../endpoints.ts). */
import type { GoodsSearchResponse } from '../api-types';
import { get } from './endpoint';

export const API_ENDPOINTS = {
  goodsSearch: get<GoodsSearchResponse>('/api/api/goods_search'),
} as const;
