/** The mega sub-menu's products of one category: the call is ../api/get-category-goods.ts's. */
import type { ApiError } from '@/lib/api-client';
import type { ApiKey } from '@/lib/api-key';
import type { CategoryGoodsResponse } from '@/contract/api-types';
import { useLiveRead } from '@/lib/live-read';
import { type CategoryGoods, categoryGoodsKey, getCategoryGoods } from '../api/get-category-goods';

/** Fetched once per category and kept for the visit. */
export function useCategoryGoods(categoryId: number | null) {
  return useLiveRead<CategoryGoods | null, ApiError, ApiKey<CategoryGoodsResponse>>(
    categoryId === null ? null : categoryGoodsKey(categoryId),
    getCategoryGoods,
    { revalidateIfStale: false },
  );
}
