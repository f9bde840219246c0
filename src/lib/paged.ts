/** Walking every page of a paginated API list (used to pre-build detail pages). */

/** Safety net: a misbehaving API must not make a build loop for ever. */
export const MAX_PAGES = 200;

export interface CollectOptions {
  /** At most this many pages (default MAX_PAGES); a list that must be whole sets more. */
  maxPages?: number;
  /** At most this many requests at a time after the first (default: all at once). */
  concurrency?: number;
}

export async function collectPages<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; total: number; listRows: number }>,
  { maxPages = MAX_PAGES, concurrency = Infinity }: CollectOptions = {},
): Promise<T[]> {
  const first = await fetchPage(1);
  const pageCount = Math.min(maxPages, Math.ceil(first.total / Math.max(1, first.listRows)));
  const numbers = Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => i + 2);
  const wave = Math.max(1, Math.min(numbers.length, concurrency));
  const rest: { items: T[] }[] = [];
  for (let start = 0; start < numbers.length; start += wave) {
    rest.push(...(await Promise.all(numbers.slice(start, start + wave).map(fetchPage))));
  }
  return [first, ...rest].flatMap((page) => page.items);
}
