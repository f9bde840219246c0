/**
 * The search page's paging: the API's global search answers every match at once, so the site
 * pages what it shows. `?page=N` pages the list of the tab the page opens on; the other tab
 * shows its first page. A page size keeps any search page light however many records match
 * (product cards are small, article panels carry their bodies).
 */
import { paths, type SearchType } from '@/lib/paths';
import type { SearchPaging } from './types';

/** Results per page: four rows of six product cards; ten article bodies, as the blog lists them. */
export const SEARCH_PAGE_SIZE: Readonly<Record<SearchType, number>> = { goods: 24, article: 10 };

/** The highest page number the address may ask for (longer numbers are no page). */
const MAX_PAGE_DIGITS = 6;

/** The page an address's `page` value asks for: a whole number from 1, else the first page. */
export function readSearchPage(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return 1;
  const match = new RegExp(`^\\s*0*([1-9]\\d{0,${MAX_PAGE_DIGITS - 1}})\\s*$`).exec(raw);
  return match ? Number(match[1]) : 1;
}

/** Page `page` of `list` (a page past the last shows the last), and where it is. */
export function pageOf<T>(
  list: readonly T[],
  page: number,
  size: number,
): { items: T[]; paging: SearchPaging } {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return {
    items: list.slice((current - 1) * size, current * size),
    paging: { page: current, pages, total: list.length },
  };
}

/** The address of page `page` of the `type` tab's results (no `page` for the first). */
export function searchPagePath(type: SearchType, keywords: string, page: number): string {
  const first = paths.search(type, keywords);
  return page > 1 ? `${first}&page=${page}` : first;
}
