/**
 * The customer area's own pages, beside the ones the vendor's menu names: the catch-all serves
 * them at their fixed paths (own-page-data.ts), the side menu lists them after User Info.
 */
import type { AccountMenuItem, AccountPageId } from './types';

export interface OwnAccountPage {
  pageId: AccountPageId;
  name: string;
  path: string;
  introduce: string;
}

export const MY_TOOLS_PAGE: OwnAccountPage = {
  pageId: 'my-tools',
  name: 'My tools',
  path: '/personal-center/my-tools',
  introduce: 'Each of your tools: its warranty, claims, issues and which of your cars it covers.',
};

export const OWN_ACCOUNT_PAGES: readonly OwnAccountPage[] = [MY_TOOLS_PAGE];

/** The menu with our own pages after the first entry (User Info); ids below 0 are ours. */
export function withOwnPages(menu: readonly AccountMenuItem[]): AccountMenuItem[] {
  const own = OWN_ACCOUNT_PAGES.filter((page) => !menu.some((m) => m.path === page.path)).map(
    (page, index): AccountMenuItem => ({
      id: -(index + 1),
      name: page.name,
      path: page.path,
      introduce: page.introduce,
      children: [],
    }),
  );
  return menu.length === 0 ? [] : [menu[0]!, ...own, ...menu.slice(1)];
}
