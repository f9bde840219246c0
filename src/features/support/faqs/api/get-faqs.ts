import type { ApiCategory } from '@/lib/api-types';
import { supportNav } from '../../api/support-nav';
import type { FaqsProps } from '../types';

/** STUB (issue 5): the page's data. */
export async function getFaqsPage(
  category: ApiCategory,
  tree: ApiCategory[],
): Promise<FaqsProps | null> {
  return {
    id: category.category_id,
    name: category.category_name,
    nav: supportNav(category, tree),
  };
}
