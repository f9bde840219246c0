/** Where the sign-up and bind consent's "Terms of Service" link goes. */
import { TERMS_OF_SERVICE_CATEGORY_ID } from '@/config/constants';
import type { ApiCategory } from '@/contract/api-types';
import { flattenTree } from '@/lib/category-tree';
import { paths } from '@/lib/paths';

/**
 * The customer terms page's path as the category tree gives it (the CMS may move it), else
 * the route it has in the fixtures. Never /statement: that page shows the distributor terms.
 */
export function termsOfServicePath(tree: ApiCategory[]): string {
  const terms = flattenTree(tree).find(
    ({ category }) => category.category_id === TERMS_OF_SERVICE_CATEGORY_ID,
  )?.category;
  const path = terms?.category_paths?.trim();
  return path && path.startsWith('/') ? path : paths.termsOfService();
}
