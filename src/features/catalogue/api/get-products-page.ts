import type { ApiCategory } from '@/lib/api-types';
import type { ProductsPageProps } from '../types';

// Stub until the page is built (issue 3).
export async function getProductsPage(
  category: ApiCategory,
  _tree: ApiCategory[],
): Promise<ProductsPageProps | null> {
  return { name: category.category_name };
}
