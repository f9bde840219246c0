/** Reading a paginated API list: every page of it, or a bounded part at either end. */

/** Safety net: a misbehaving API must not make a build loop for ever. */
export const MAX_PAGES = 200;

export interface CollectOptions {
  /** At most this many pages (default MAX_PAGES); a list that must be whole sets more. */
  maxPages?: number;
  /** At most this many requests at a time after the first (default: all at once). */
  concurrency?: number;
}

/**
 * For a list that must be whole however long it grows (a catalogue 100 times the fixtures'
 * size has hundreds of pages), a few requests at a time so the API is not flooded.
 */
export const WHOLE_LIST: CollectOptions = { maxPages: 10_000, concurrency: 8 };

export type FetchPage<T> = (
  page: number,
) => Promise<{ items: T[]; total: number; listRows: number }>;

async function fetchInWaves<T>(
  fetchPage: FetchPage<T>,
  numbers: readonly number[],
  concurrency: number,
): Promise<{ items: T[] }[]> {
  return mapInWaves(numbers, Math.min(numbers.length, concurrency), fetchPage);
}

/** `run` on every item, at most `concurrency` at a time, the results in the items' order. */
export async function mapInWaves<T, R>(
  items: readonly T[],
  concurrency: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const wave = Math.max(1, concurrency);
  const results: R[] = [];
  for (let start = 0; start < items.length; start += wave) {
    results.push(...(await Promise.all(items.slice(start, start + wave).map(run))));
  }
  return results;
}

const pageCountOf = (total: number, listRows: number) =>
  Math.ceil(Math.max(0, total) / Math.max(1, listRows));

export async function collectPages<T>(
  fetchPage: FetchPage<T>,
  { maxPages = MAX_PAGES, concurrency = Infinity }: CollectOptions = {},
): Promise<T[]> {
  const first = await fetchPage(1);
  const pageCount = Math.min(maxPages, pageCountOf(first.total, first.listRows));
  const numbers = Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => i + 2);
  const rest = await fetchInWaves(fetchPage, numbers, concurrency);
  return [first, ...rest].flatMap((page) => page.items);
}

export interface EndsOptions {
  /** How many records from the start of the list. */
  head: number;
  /** How many records from its end. */
  tail: number;
  /** At most this many requests at a time after the first. */
  concurrency?: number;
}

/**
 * The first `head` and the last `tail` records of a list, reading only the pages that hold them
 * (the first page always: it tells how long the list is). The requests do not grow with the
 * list. Short lists give the same record in both when the two ends overlap.
 */
export async function collectEnds<T>(
  fetchPage: FetchPage<T>,
  { head, tail, concurrency = WHOLE_LIST.concurrency ?? 8 }: EndsOptions,
): Promise<{ head: T[]; tail: T[] }> {
  const first = await fetchPage(1);
  const rows = Math.max(1, first.listRows);
  const pageCount = Math.min(WHOLE_LIST.maxPages ?? MAX_PAGES, pageCountOf(first.total, rows));
  const wanted = new Set<number>();
  const headPages = Math.min(pageCount, Math.ceil(Math.max(0, head) / rows));
  for (let page = 2; page <= headPages; page += 1) wanted.add(page);
  const tailPages = Math.ceil(Math.max(0, tail) / rows) + 1; // the last page may be short
  for (let page = Math.max(2, pageCount - tailPages + 1); page <= pageCount; page += 1) {
    if (tail > 0) wanted.add(page);
  }
  const numbers = [...wanted].sort((a, b) => a - b);
  const rest = await fetchInWaves(fetchPage, numbers, concurrency);
  const byPage = new Map<number, T[]>([[1, first.items]]);
  numbers.forEach((page, i) => byPage.set(page, rest[i].items));
  const headItems = Array.from({ length: headPages }, (_, i) => byPage.get(i + 1) ?? [])
    .flat()
    .slice(0, Math.max(0, head));
  const tailStart = Math.max(1, pageCount - tailPages + 1);
  const tailItems = Array.from(
    { length: Math.max(0, pageCount - tailStart + 1) },
    (_, i) => byPage.get(tailStart + i) ?? [],
  ).flat();
  return { head: headItems, tail: tail > 0 ? tailItems.slice(-tail) : [] };
}
