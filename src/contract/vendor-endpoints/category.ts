/** The vendor endpoints under /api/category/ (the whole list: ../endpoints.ts). */
import type {
  CategoryAllResponse,
  CategoryDetailsResponse,
  CategoryGoodsResponse,
} from '../api-types';
import { get } from './endpoint';

export const CATEGORY_ENDPOINTS = {
  categoryAll: get<CategoryAllResponse>('/api/category/category_all'),
  categoryDetails: get<CategoryDetailsResponse>('/api/category/category_details'),
  categoryGoods: get<CategoryGoodsResponse>('/api/category/category_goods'),
} as const;
