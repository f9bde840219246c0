/**
 * Which paths /api/revalidate may regenerate: a path is checked first as a path (absolute, no
 * query, no traversal), then against the pages the site serves, as its route resolution knows
 * them (resolve.ts): home, the menu's categories, the fixed pages, every product and article.
 */
import type { ApiCategory } from '@/contract/api-types';
import { isKnownComponent, kindForComponent } from '@/lib/page-kind-ids';
import { flattenTree } from './resolve';
import { pageKey } from './page-key';

const MAX_PATH_LENGTH = 500;

export const REFUSAL = {
  notAPage: 'not a page of the site',
  perRequest: 'rendered on every request, so it is always current: nothing to revalidate',
} as const;

/** Why a path is not a valid path, for the caller. */
export const INVALID_PATH = {
  notString: 'not a valid path: it must be a string',
  tooLong: `not a valid path: longer than ${MAX_PATH_LENGTH} characters`,
  notAbsolute: 'not a valid path: it must start with a single /',
  query: 'not a valid path: a query string or fragment (? or #) is not part of a page path',
  characters: 'not a valid path: spaces, control characters and backslashes are not allowed',
  escape: 'not a valid path: a malformed %-escape',
  traversal: 'not a valid path: empty, . and .. segments are not allowed',
} as const;

/** Generated once (getStaticProps) and regenerated on demand: the fixed files of src/pages. */
const FIXED_STATIC_PAGES = ['/login', '/statement', '/association'] as const;
/** Pages rendered per request (getServerSideProps): there is no cached copy to replace. */
const PER_REQUEST_PAGES = ['/search', '/ProductContent', '/sitemap.xml', '/robots.txt'] as const;
/** Never pages, and never requested by a revalidation (it would run their handlers). */
const NOT_PAGE_PREFIXES = ['/api/', '/_next/'] as const;

export interface CheckedPath {
  /** The path as the caller sent it. */
  given: string;
  /** The path to regenerate: decoded segments, each encoded once, no trailing slash. */
  path: string;
  /** The same path with its segments decoded, to compare with the site's pages. */
  key: string;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/** A path as a page path, or why it is not one. */
export function checkPath(value: unknown): CheckedPath | { given: string; reason: string } {
  const given = describe(value);
  if (typeof value !== 'string') return { given, reason: INVALID_PATH.notString };
  if (value.length > MAX_PATH_LENGTH) return { given, reason: INVALID_PATH.tooLong };
  if (!value.startsWith('/') || value.startsWith('//')) {
    return { given, reason: INVALID_PATH.notAbsolute };
  }
  if (/[?#]/.test(value)) return { given, reason: INVALID_PATH.query };
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return { given, reason: INVALID_PATH.characters };
  if (value === '/') return { given, path: '/', key: '/' };
  // One trailing slash is the same page; anything else empty is refused below.
  const raw = value.slice(1).replace(/\/$/, '').split('/');
  const decoded: string[] = [];
  for (const segment of raw) {
    let plain: string;
    try {
      plain = decodeURIComponent(segment);
    } catch {
      return { given, reason: INVALID_PATH.escape };
    }
    // Checked after decoding: %2e%2e is `..` and %2f a separator to the server that reads it.
    if (plain === '' || plain === '.' || plain === '..' || /[/\\]/.test(plain)) {
      return { given, reason: INVALID_PATH.traversal };
    }
    if (/[\u0000-\u001f\u007f]/.test(plain)) return { given, reason: INVALID_PATH.characters };
    decoded.push(plain);
  }
  return {
    given,
    path: `/${decoded.map(encodeURIComponent).join('/')}`,
    key: `/${decoded.join('/')}`,
  };
}

/** The category pages the catch-all renders (a category of an unknown kind is a 404). */
export function categoryPages(tree: ApiCategory[]): string[] {
  return flattenTree(tree)
    .filter(({ category }) => {
      const component = category.category_component;
      return isKnownComponent(component) && kindForComponent[component] !== 'home';
    })
    .map(({ category }) => pageKey(category.category_paths))
    .filter((path) => path !== '/');
}

/** Every page the site regenerates on demand, as page keys. */
export function sitePages(
  tree: ApiCategory[],
  productPaths: readonly string[],
  articlePaths: readonly string[],
): Set<string> {
  return new Set([
    '/',
    ...FIXED_STATIC_PAGES,
    ...categoryPages(tree),
    ...productPaths.map(pageKey),
    ...articlePaths.map(pageKey),
  ]);
}

/** The fixed ones above (the sitemap's shards are its queries: a path never names one). */
export function isPerRequestPage(key: string): boolean {
  return (PER_REQUEST_PAGES as readonly string[]).includes(key);
}

/** Paths that can never be a page: an API route or a build file. */
export function isNeverAPage(key: string): boolean {
  return NOT_PAGE_PREFIXES.some((prefix) => `${key}/`.startsWith(prefix));
}

/** Whether checking these keys needs the product list and the article list. */
export function listsNeeded(keys: readonly string[]): { products: boolean; articles: boolean } {
  const under = (root: string) => keys.some((key) => key.startsWith(`${root}/`));
  return { products: under('/products'), articles: under('/blogs') };
}
