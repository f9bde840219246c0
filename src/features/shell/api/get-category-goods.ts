/** The products of one menu category, for the product mega sub-menu. */
import type { CategoryGoodsResponse } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import { type ApiKey, fetchKey, keyOf } from '@/lib/api-key';
import { CATEGORY_ENDPOINTS } from '@/contract/vendor-endpoints/category';

export interface MenuGoods {
  id: number;
  title: string;
  picture: string;
  tagId: number;
}

export interface CategoryGoods {
  name: string;
  path: string;
  goods: MenuGoods[];
}

/** Public data: no token in the key, so signing in or out keeps it. */
export function categoryGoodsKey(categoryId: number): ApiKey<CategoryGoodsResponse> {
  return keyOf(CATEGORY_ENDPOINTS.categoryGoods, { category_id: categoryId }, null);
}

export function reshapeCategoryGoods(response: CategoryGoodsResponse): CategoryGoods | null {
  // The API answers a list of categories; the first one is the one asked for.
  const first = response.data?.[0];
  if (!first) return null;
  return {
    name: first.category_name,
    path: first.category_paths,
    goods: (first.goods_all ?? []).map((goods) => ({
      id: goods.goods_id,
      title: goods.goods_title,
      picture: pictureUrl(goods.goods_picture),
      tagId: goods.goods_tag_id,
    })),
  };
}

export async function getCategoryGoods(
  key: ApiKey<CategoryGoodsResponse>,
): Promise<CategoryGoods | null> {
  // A hover must not raise toasts: the panel shows its own error text.
  return reshapeCategoryGoods(await fetchKey(key, 'silent'));
}
