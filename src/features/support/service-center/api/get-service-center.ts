import type { ApiCategory } from '@/lib/api-types';
import type { ServiceCenterProps } from '../types';

/** STUB (issue 5): the page's data. */
export async function getServiceCenterPage(
  category: ApiCategory,
  _tree: ApiCategory[],
): Promise<ServiceCenterProps | null> {
  return { id: category.category_id, name: category.category_name };
}
