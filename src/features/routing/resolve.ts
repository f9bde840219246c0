/**
 * Path resolution against the CMS category tree.
 * One route per category, up to three levels deep; `/products/X` is a product when X is
 * not a product category; `/blogs/X` an article when X is not a blog category.
 */
import type { ApiCategory } from '@/contract/api-types';
import { flattenTree } from '@/lib/category-tree';

export { flattenTree };

/** Routes served by files of their own: the catch-all never claims them. */
export const FIXED_ROUTES: readonly string[] = [
  '/login',
  '/search',
  '/statement',
  '/association',
  '/ProductContent',
];

const PRODUCTS_ROOT = '/products';
const BLOGS_ROOT = '/blogs';

export type Resolution =
  | { type: 'home' }
  | { type: 'category'; category: ApiCategory; trail: ApiCategory[] }
  | { type: 'product'; slug: string }
  | { type: 'article'; articlesPath: string }
  | { type: 'fixed'; path: string }
  | { type: 'notFound' };

/** `/a/b/` and `a/b` both become `/a/b`; `%20` is decoded. */
export function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is matched as typed (and will not match any category).
  }
  const trimmed = decoded.split(/[?#]/)[0].replace(/\/+$/, '');
  if (!trimmed) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function isFixedRoute(path: string): boolean {
  const normalised = normalisePath(path);
  return FIXED_ROUTES.some((route) => route.toLowerCase() === normalised.toLowerCase());
}

export function resolvePath(tree: ApiCategory[], rawPath: string): Resolution {
  const path = normalisePath(rawPath);
  if (path === '/') return { type: 'home' };
  if (isFixedRoute(path)) return { type: 'fixed', path };

  const match = flattenTree(tree).find(
    ({ category }) => normalisePath(category.category_paths) === path,
  );
  if (match) return { type: 'category', ...match };

  const segments = path.split('/').filter(Boolean);
  if (segments.length === 2) {
    const [root, leaf] = segments;
    if (`/${root}` === PRODUCTS_ROOT) return { type: 'product', slug: leaf };
    if (`/${root}` === BLOGS_ROOT) return { type: 'article', articlesPath: leaf };
  }
  return { type: 'notFound' };
}

/** Paths to pre-build: every menu path the catch-all serves (not home, not fixed routes). */
export function catchAllPaths(tree: ApiCategory[]): string[] {
  const paths = flattenTree(tree)
    .map(({ category }) => normalisePath(category.category_paths))
    .filter((path) => path !== '/' && !isFixedRoute(path));
  return [...new Set(paths)];
}
