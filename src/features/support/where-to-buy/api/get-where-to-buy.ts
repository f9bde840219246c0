import type { ApiCategory } from '@/lib/api-types';
import type { WhereToBuyProps } from '../types';

/** STUB (issue 5): the page's data. */
export async function getWhereToBuyPage(
  category: ApiCategory,
  _tree: ApiCategory[],
): Promise<WhereToBuyProps | null> {
  return { id: category.category_id, name: category.category_name };
}
