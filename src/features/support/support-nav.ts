import type { ApiCategory } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import type { SupportNav } from './types';

function findSupportRoot(tree: ApiCategory[]): ApiCategory | undefined {
  for (const node of tree) {
    if (node.category_component === 'SupportPage') return node;
    const found = findSupportRoot(node.children ?? []);
    if (found) return found;
  }
  return undefined;
}

/**
 * The support section of a page, from the menu tree the catch-all already holds (no call):
 * the Support category's name and children, `category` marked active, and the banner of the
 * page itself (its category's picture; the Support category's when it has none), so every
 * support page opens with its own picture.
 */
export function supportNav(category: ApiCategory, tree: ApiCategory[]): SupportNav {
  const root = findSupportRoot(tree) ?? category;
  return {
    name: root.category_name,
    path: root.category_paths,
    banner: pictureUrl(category.category_picture || root.category_picture),
    introduce: (root.category_introduce ?? '').trim(),
    items: (root.children ?? []).map((child) => ({
      id: child.category_id,
      name: child.category_name,
      path: child.category_paths,
      icon: pictureUrl(child.category_icon),
    })),
    activeId: category.category_id === root.category_id ? null : category.category_id,
  };
}

/** What every support page's props start with: the category's id and name, the section's nav. */
export function supportPageHead(category: ApiCategory, tree: ApiCategory[]) {
  return {
    id: category.category_id,
    name: category.category_name,
    nav: supportNav(category, tree),
  };
}
