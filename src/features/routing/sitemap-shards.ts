/**
 * The sitemap as an index of shards: the ordered list of URLs (sitemap-entries.ts) cut into
 * shards of at most SHARD_SIZE URLs, served at `/sitemap.xml?shard=N` (N from 1), each listed in
 * `/sitemap.xml` with its `lastmod`.
 *
 * The `lastmod` of a shard is the newest date among its URLs. Menu pages carry no date, so a
 * shard whose URLs have none takes the newest date of the whole sitemap, and when no record
 * has a date at all, the day the list was built.
 */
import type { SitemapEntry } from './sitemap-entries';

/** URLs per shard: the protocol allows 50,000; smaller shards stay quick to fetch and parse. */
export const SHARD_SIZE = 5000;

export interface SitemapShards {
  /** The shards in order; there is always at least one. */
  shards: SitemapEntry[][];
  /** Each shard's `lastmod` (a W3C date or datetime), by index. */
  lastmods: string[];
}

/** The newest `lastmod` of these entries (W3C dates and UTC datetimes compare as strings), if any. */
export function newestLastmod(entries: readonly SitemapEntry[]): string | undefined {
  let newest: string | undefined;
  for (const { lastmod } of entries) {
    if (lastmod && (!newest || lastmod > newest)) newest = lastmod;
  }
  return newest;
}

/** Cuts the entries into shards of at most `size` and dates each (`today`: yyyy-MM-dd). */
export function shardEntries(
  entries: readonly SitemapEntry[],
  today: string,
  size: number = SHARD_SIZE,
): SitemapShards {
  const step = Math.max(1, Math.floor(size));
  const shards: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += step) {
    shards.push(entries.slice(start, start + step));
  }
  if (shards.length === 0) shards.push([]);
  const overall = newestLastmod(entries) ?? today;
  return { shards, lastmods: shards.map((shard) => newestLastmod(shard) ?? overall) };
}

/**
 * Shard N is `/sitemap.xml?shard=N`: the sitemap page itself answers it, so the shards add no
 * page (a page would add its route to every visitor's first-load build manifest, and the public
 * pages are at their JavaScript budget), and they sit beside the index at the site's root, as
 * the sitemap protocol wants of a sitemap listing root pages.
 */
export function shardPath(number: number): string {
  return `/sitemap.xml?shard=${number}`;
}

/**
 * The shard number of the `shard` query value: N, a whole number from 1 written without leading
 * zeros (one URL per shard); anything else (several values included) is no shard.
 */
export function readShardNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^([1-9]\d{0,5})$/.exec(value);
  return match ? Number(match[1]) : null;
}
