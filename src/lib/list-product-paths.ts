import { apiGet } from '@/lib/api-client';
import type { ApiCategory, ApiGoods, GoodsAllResponse } from '@/contract/api-types';
import { collectPages, type CollectOptions } from '@/lib/paged';
import { paths } from '@/lib/paths';

const PRODUCTS_ROOT_PATH = '/products';

/** Every product the API lists under the products root, as the list sends it. */
export async function listProducts(
  tree: ApiCategory[],
  options?: CollectOptions,
): Promise<ApiGoods[]> {
  const root = tree.find((c) => c.category_paths === PRODUCTS_ROOT_PATH);
  if (!root) return [];
  return collectPages(async (page) => {
    const response = await apiGet<GoodsAllResponse>('/api/goods/goods_all', {
      query: { category_id: root.category_id, page },
      token: null,
    });
    return { items: response.goods_all, ...response.page };
  }, options);
}

/** The detail path of every product the API lists, for getStaticPaths. */
export async function listProductPaths(tree: ApiCategory[]): Promise<string[]> {
  return (await listProducts(tree)).map((g) => paths.product(g.goods_title));
}
