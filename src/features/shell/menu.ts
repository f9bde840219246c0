/** How the shell reads the menu tree: which items it shows where. */
import { MENU_NAME } from '@/config/constants';
import type { MenuItem } from '@/lib/site-types';

/** The product menu's page kind: its mega sub-menu lists products. */
export const PRODUCT_MENU_COMPONENT = 'ProductPage';

const HOME_PATH = '/';

/** The first item of the tree (breadth first) with this name. */
export function findMenuItem(menu: MenuItem[], name: string): MenuItem | null {
  let level = menu;
  while (level.length > 0) {
    const found = level.find((item) => item.name === name);
    if (found) return found;
    level = level.flatMap((item) => item.children);
  }
  return null;
}

/** The desktop top menu: everything but Personal Center, Service Center and home. */
export function topNavItems(menu: MenuItem[]): MenuItem[] {
  return menu.filter(
    (item) =>
      item.name !== MENU_NAME.personalCenter &&
      item.name !== MENU_NAME.serviceCenter &&
      item.path !== HOME_PATH,
  );
}

/** The mobile accordion: everything but home; Personal Center is added for signed-in visitors. */
export function mobileNavItems(menu: MenuItem[]): MenuItem[] {
  return menu.filter((item) => item.name !== MENU_NAME.personalCenter && item.path !== HOME_PATH);
}

/** Footer columns: top-level items with children (the account area is not advertised). */
export function footerColumns(menu: MenuItem[]): MenuItem[] {
  return menu.filter((item) => item.children.length > 0 && item.name !== MENU_NAME.personalCenter);
}

export function personalCenterItem(menu: MenuItem[]): MenuItem | null {
  return findMenuItem(menu, MENU_NAME.personalCenter);
}

/** The page the avatar dropdown links to: the first child of Personal Center. */
export function personalCenterEntry(menu: MenuItem[]): MenuItem | null {
  return personalCenterItem(menu)?.children[0] ?? null;
}

export function serviceCenterPath(menu: MenuItem[]): string | null {
  return findMenuItem(menu, MENU_NAME.serviceCenter)?.path || null;
}

export { pathOnly } from '@/lib/paths';

/** Every path of an item's subtree, the item's own included. */
function subtreePaths(item: MenuItem): string[] {
  return [item.path, ...item.children.flatMap(subtreePaths)].filter(Boolean);
}

/**
 * Whether a path is in the customer area: a page of the Personal Center subtree, or below
 * one of them.
 */
export function isAccountPath(menu: MenuItem[], path: string): boolean {
  const root = personalCenterItem(menu);
  if (!root) return false;
  return subtreePaths(root).some(
    (areaPath) => areaPath !== HOME_PATH && (path === areaPath || path.startsWith(`${areaPath}/`)),
  );
}
