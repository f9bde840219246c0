/**
 * What sitemap.xml lists: the menu pages, every product page and every article (issue 14),
 * each once, with `lastmod` where the record has a date (articles; goods carry none).
 */
import { listProductPaths } from '@/lib/list-product-paths';
import { apiGet } from '@/lib/api-client';
import type { ApiCategory, ArticlesAllResponse } from '@/contract/api-types';
import { collectPages } from '@/lib/paged';
import { paths } from '@/lib/paths';
import { catchAllPaths } from './resolve';

export interface SitemapEntry {
  path: string;
  /** W3C date (yyyy-MM-dd). */
  lastmod?: string;
}

/** `yyyy-MM-dd HH:mm:ss` (or `yyyy/MM/dd…`) → `yyyy-MM-dd`; anything else: none. */
export function lastmodOf(value: string | undefined): string | undefined {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(value ?? '');
  if (!match) return undefined;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? undefined : day;
}

async function articleEntries(): Promise<SitemapEntry[]> {
  const articles = await collectPages(async (page) => {
    const response = await apiGet<ArticlesAllResponse>('/api/articles/articles_all', {
      query: { category_id: 'all', page },
      token: null,
    });
    return { items: response.articles_qb_all, ...response.data_page };
  });
  return articles
    .filter((a) => a.articles_path)
    .map((a) => ({ path: paths.article(a.articles_path), lastmod: lastmodOf(a.articles_addtime) }));
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

export async function sitemapEntries(tree: ApiCategory[]): Promise<SitemapEntry[]> {
  const [products, articles] = await Promise.all([listProductPaths(tree), articleEntries()]);
  return mergeEntries(
    catchAllPaths(tree).map((path) => ({ path })),
    products.map((path) => ({ path })),
    articles,
  );
}
