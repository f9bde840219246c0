import { nullIfRefused } from '@/lib/api-client';
import type { ApiCategory } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { ProductsPageProps } from '@/features/catalogue/types';
import { fetchGoodsAll } from './goods-list';

/** The tab of the products root that lists every product. */
export const ALL_PRODUCTS_TAB = 'All Products';

/** The products root: the ProductPage category at /products (else the top ProductPage one). */
function productsRoot(category: ApiCategory, tree: ApiCategory[]): ApiCategory {
  const roots = tree.filter((c) => c.category_component === 'ProductPage');
  return (
    roots.find((c) => c.category_paths === paths.products()) ??
    roots.find((c) =>
      (c.children ?? []).some((child) => child.category_id === category.category_id),
    ) ??
    category
  );
}

/**
 * The products page of a category: banner, recommended goods, the root's
 * children as tabs and page 1 of the category's goods. Null when the API knows no such
 * product category (a 404); an API that is down throws.
 */
export async function getProductsPage(
  category: ApiCategory,
  tree: ApiCategory[],
): Promise<ProductsPageProps | null> {
  const root = productsRoot(category, tree);
  const list = await nullIfRefused(fetchGoodsAll(category.category_id, 1));
  if (list === null) return null;
  const { recommended, ...initial } = list;
  return {
    categoryId: category.category_id,
    rootId: root.category_id,
    name: category.category_name,
    bannerPicture: pictureUrl(category.category_picture || root.category_picture),
    isSubPath: category.category_id !== root.category_id,
    tabs: [
      { id: root.category_id, name: ALL_PRODUCTS_TAB, path: root.category_paths },
      ...(root.children ?? []).map((child) => ({
        id: child.category_id,
        name: child.category_name,
        path: child.category_paths,
      })),
    ],
    recommended,
    initial,
  };
}
