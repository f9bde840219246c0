/** The customer area's own shapes. */

/** The pages of the customer area, by the last segment of their path. */
export const ACCOUNT_PAGE_IDS = [
  'user-info',
  'my-tools',
  'services',
  'serial-number',
  'order',
  'product-collection',
  'product-issues',
  'warranty-claim',
  'garage',
  'car-issues',
  'membership',
] as const;

export type AccountPageId = (typeof ACCOUNT_PAGE_IDS)[number];

/** An entry of the side menu, built from the "Personal Center" menu entry and its children. */
export interface AccountMenuItem {
  id: number;
  name: string;
  path: string;
  /** The entry's short introduction ('' when none). */
  introduce: string;
  children: AccountMenuItem[];
}

/** Props of every page of the customer area (the `account` page kind). */
export interface AccountPageProps {
  id: number;
  /** The menu entry's name: the page's heading. */
  name: string;
  /** Which page the path shows. */
  pageId: AccountPageId;
  /** The side menu: the Personal Center entry's children. */
  menu: AccountMenuItem[];
}

/** What the registry (account-pages.tsx) gives each page of the customer area. */
export interface AccountPageViewProps {
  /** The menu entry's name. */
  name: string;
  /** The side menu (the services page lists its children). */
  menu: readonly AccountMenuItem[];
}
