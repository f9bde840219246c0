/**
 * What the sitemap lists: the menu pages, every product page and every article,
 * each once, in a stable order (menu pages as the menu has them, then products by id, then
 * articles by id) so a record stays in the same shard while others change, with `lastmod`
 * where the record carries a date: an article's `articles_addtime`, a product's
 * `goods_addtime` when the list sends it (the documented fields do not promise it). A publish
 * later dates the page by its time (sitemap-cache.ts).
 */
import { listProducts } from '@/lib/list-product-paths';
import { callApi } from '@/lib/api-client';
import type { ApiCategory, ApiGoods } from '@/contract/api-types';
// The sitemap lists every record, however many pages the lists have, a few requests at a time.
import { collectPages, WHOLE_LIST } from '@/lib/paged';
import { paths } from '@/lib/paths';
import { catchAllPaths } from './resolve';
import { ARTICLES_ENDPOINTS } from '@/contract/vendor-endpoints/articles';

export interface SitemapEntry {
  path: string;
  /**
   * W3C date (yyyy-MM-dd, a record's own date) or datetime in UTC (the last publish that
   * regenerated the page, sitemap-published.ts): both compare as strings.
   */
  lastmod?: string;
}

/** A product of the list, with the creation time some APIs send along. */
type DatedGoods = ApiGoods & { goods_addtime?: unknown };

/** `yyyy-MM-dd HH:mm:ss` (or `yyyy/MM/dd…`) → `yyyy-MM-dd`; anything else: none. */
export function lastmodOf(value: unknown): string | undefined {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(typeof value === 'string' ? value : '');
  if (!match) return undefined;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? undefined : day;
}

async function articleEntries(): Promise<SitemapEntry[]> {
  const articles = await collectPages(async (page) => {
    const response = await callApi(ARTICLES_ENDPOINTS.articlesAll, {
      query: { category_id: 'all', page },
      token: null,
    });
    return { items: response.articles_qb_all, ...response.data_page };
  }, WHOLE_LIST);
  return articles
    .filter((a) => a.articles_path)
    .sort((a, b) => a.articles_id - b.articles_id)
    .map((a) => ({ path: paths.article(a.articles_path), lastmod: lastmodOf(a.articles_addtime) }));
}

async function productEntries(tree: ApiCategory[]): Promise<SitemapEntry[]> {
  const goods: DatedGoods[] = await listProducts(tree, WHOLE_LIST);
  return [...goods]
    .sort((a, b) => a.goods_id - b.goods_id)
    .map((g) => ({ path: paths.product(g.goods_title), lastmod: lastmodOf(g.goods_addtime) }));
}

/** Menu pages first, then products, then articles; the first of a duplicate path wins. */
export function mergeEntries(...lists: SitemapEntry[][]): SitemapEntry[] {
  const seen = new Set<string>();
  return lists.flat().filter((entry) => {
    if (seen.has(entry.path)) return false;
    seen.add(entry.path);
    return true;
  });
}

/** Customer-area pages are private: never listed, never crawled. */
export const PRIVATE_PREFIX = '/personal-center';

/** Home first, then the entries (a bare string is a path without lastmod); private ones left out. */
export function publicEntries(entries: readonly (string | SitemapEntry)[]): SitemapEntry[] {
  const list = entries
    .map((entry) => (typeof entry === 'string' ? { path: entry } : entry))
    .filter((entry) => entry.path !== '/' && !entry.path.startsWith(PRIVATE_PREFIX));
  return [{ path: '/' }, ...list];
}

export async function sitemapEntries(tree: ApiCategory[]): Promise<SitemapEntry[]> {
  const [products, articles] = await Promise.all([productEntries(tree), articleEntries()]);
  return mergeEntries(
    catchAllPaths(tree).map((path) => ({ path })),
    products,
    articles,
  );
}
