/** Walking the CMS category tree; routes are built up to three levels deep. */
import type { ApiCategory } from '@/contract/api-types';

export const MAX_MENU_DEPTH = 3;

/** Every category with the chain of its ancestors, at most three levels deep. */
export function flattenTree(
  tree: ApiCategory[],
  trail: ApiCategory[] = [],
): { category: ApiCategory; trail: ApiCategory[] }[] {
  if (trail.length >= MAX_MENU_DEPTH) return [];
  return tree.flatMap((category) => {
    const here = [...trail, category];
    return [{ category, trail: here }, ...flattenTree(category.children ?? [], here)];
  });
}
