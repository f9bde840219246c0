/** The vendor endpoints under /api/goods/ (the whole list: ../endpoints.ts). */
import type { GoodsAllResponse, GoodsDetailsFullResponse } from '../api-types';
import { get } from './endpoint';

export const GOODS_ENDPOINTS = {
  goodsAll: get<GoodsAllResponse>('/api/goods/goods_all'),
  goodsDetails: get<GoodsDetailsFullResponse>('/api/goods/goods_details'),
} as const;
