/**
 * Data side of our own customer-area pages (own-pages.ts): the same frame as the menu's
 * pages (the Personal Center's side menu), served by the catch-all at their fixed paths.
 * Kept apart from the view so none of it reaches the browser bundle.
 */
import { buildSeo, type SeoFields } from '@/lib/seo';
import type { ApiCategory } from '@/contract/api-types';
import { OWN_ACCOUNT_PAGES } from './own-pages';
import type { AccountPageProps } from './types';
import { getOwnAccountPage } from './get-account-page';

/** The paths of our own pages (pre-rendered with the menu's). */
export function ownAccountPaths(): string[] {
  return OWN_ACCOUNT_PAGES.map((page) => page.path);
}

/**
 * The props and SEO of our own page at `path`; undefined when `path` is not one of them, null
 * when it is but the tree has no Personal Center (a 404).
 */
export function loadOwnAccountPage(
  path: string,
  tree: readonly ApiCategory[],
  siteTitle: string,
): { props: AccountPageProps; seo: SeoFields } | null | undefined {
  const page = OWN_ACCOUNT_PAGES.find((own) => own.path === path.replace(/\/+$/, ''));
  if (!page) return undefined;
  const props = getOwnAccountPage(tree, page);
  return props ? { props, seo: buildSeo({ name: page.name, path: page.path }, siteTitle) } : null;
}
