/**
 * The vendor endpoints under /api/goods/ (the whole list: ../endpoints.ts); goods_details is
 * in goods-details.ts.
 */
import type { GoodsAllResponse } from '../api-types';
import { get } from './endpoint';

export const GOODS_ENDPOINTS = {
  goodsAll: get<GoodsAllResponse>('/api/goods/goods_all'),
} as const;
