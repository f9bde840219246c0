import type { ApiCategory } from '@/lib/api-types';
import type { ContactUsProps } from '../types';

/** STUB (issue 5): the page's data. */
export async function getContactUsPage(
  category: ApiCategory,
  _tree: ApiCategory[],
): Promise<ContactUsProps | null> {
  return { id: category.category_id, name: category.category_name };
}
