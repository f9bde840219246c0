/** The product page's comparison of its category's models (../compared-models.ts), asked. */
import { callApi, nullIfRefused } from '@/lib/api-client';
import type { ApiGoods } from '@/contract/api-types';
import type { ModelComparison } from '@/features/catalogue/compare/types';
import { GOODS_ENDPOINTS } from '@/contract/vendor-endpoints/goods';
import { pickModels, toModelComparison } from '../compared-models';

/** Null when the category has no other model or the API refuses the list; outages throw. */
export async function getModelComparison(goods: ApiGoods): Promise<ModelComparison | null> {
  if (!goods.category_id) return null;
  const list = await nullIfRefused(
    callApi(GOODS_ENDPOINTS.goodsAll, {
      query: { category_id: goods.category_id, page: 1 },
      token: null,
    }),
  );
  return toModelComparison(pickModels(goods, list?.goods_all ?? []));
}
