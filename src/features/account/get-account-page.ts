/**
 * Server side of the customer area: which page a Personal Center path shows and the side
 * menu, both from the menu tree. The records themselves load in the browser (SWR), for the
 * signed-in customer only.
 */
import type { ApiCategory } from '@/contract/api-types';
import {
  ACCOUNT_PAGE_IDS,
  type AccountMenuItem,
  type AccountPageId,
  type AccountPageProps,
} from './types';
import { type OwnAccountPage, withOwnPages } from './own-pages';

const PERSONAL_CENTER_COMPONENT = 'PersonalCenterPage';

function isAccountPageId(segment: string): segment is AccountPageId {
  return (ACCOUNT_PAGE_IDS as readonly string[]).includes(segment);
}

/**
 * The page a path shows: its last segment (`/personal-center/services/garage` → garage);
 * the Personal Center itself shows the user info. Null for a path no page serves.
 */
export function accountPageIdOf(path: string): AccountPageId | null {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (segments.length === 1) return 'user-info';
  const last = segments.at(-1) ?? '';
  return isAccountPageId(last) ? last : null;
}

/** The top-level "Personal Center" entry that holds `category` (or is it). */
function personalCenterOf(tree: readonly ApiCategory[], category: ApiCategory): ApiCategory | null {
  return (
    tree.find(
      (top) =>
        top.category_component === PERSONAL_CENTER_COMPONENT &&
        (top.category_id === category.category_id ||
          category.category_paths.startsWith(`${top.category_paths}/`)),
    ) ?? null
  );
}

function toMenuItem(category: ApiCategory): AccountMenuItem {
  return {
    id: category.category_id,
    name: category.category_name,
    path: category.category_paths,
    introduce: category.category_introduce ?? '',
    children: (category.children ?? []).map(toMenuItem),
  };
}

/** The props of a Personal Center page, or null (a 404) when no page serves its path. */
export function getAccountPage(
  category: ApiCategory,
  tree: readonly ApiCategory[],
): AccountPageProps | null {
  const pageId = accountPageIdOf(category.category_paths);
  if (!pageId) return null;
  const root = personalCenterOf(tree, category);
  return {
    id: category.category_id,
    name: category.category_name,
    pageId,
    menu: root ? withOwnPages((root.children ?? []).map(toMenuItem)) : [],
  };
}

/**
 * The props of one of our own pages (own-pages.ts): the Personal Center's menu with it; null
 * (a 404) when the tree has no Personal Center.
 */
export function getOwnAccountPage(
  tree: readonly ApiCategory[],
  page: OwnAccountPage,
): AccountPageProps | null {
  const root = tree.find((top) => top.category_component === PERSONAL_CENTER_COMPONENT);
  if (!root) return null;
  return {
    id: -1,
    name: page.name,
    pageId: page.pageId,
    menu: withOwnPages((root.children ?? []).map(toMenuItem)),
  };
}
