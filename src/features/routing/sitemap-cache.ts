/**
 * The sitemap's list, built on the server from the documented list endpoints and kept, so
 * that no request waits for the catalogue to be listed (at 100 times the fixtures that is
 * hundreds of API calls, 13 s):
 * - the built list is kept in memory and copied to the shared Redis (when there is one) and to
 *   a file in the build's cache folder: an instance that starts or restarts answers at once
 *   from the copy, and refreshes it in the background;
 * - a publish does not rebuild it: the publish webhook notes the time of each page it
 *   regenerated (sitemap-published.ts), which dates those pages at once. Only a publish of a
 *   record page the list does not hold (a new, renamed or removed product or article), or a
 *   move of the catalogue version (src/lib/search-index/catalogue-version.ts) no publish time
 *   explains, rebuilds the list, in the background, the kept one answering meanwhile;
 * - otherwise it is rebuilt in the background once as old as a catalogue page may get.
 * Only the very first request of a site that never built the list waits for it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { REVALIDATE_CATALOGUE } from '@/config/constants';
import { getSite } from '@/lib/site-data';
import { readCatalogueVersion } from '@/lib/search-index/catalogue-version';
import { sharedKey, sharedStore, withRedisTimeout } from '@/lib/shared-redis';
import { pageKey } from './revalidate-paths';
import { publicEntries, sitemapEntries, type SitemapEntry } from './sitemap-entries';
import { readPublished, w3cTime } from './sitemap-published';
import { shardEntries, type SitemapShards } from './sitemap-shards';

export const SITEMAP_TTL_MS = REVALIDATE_CATALOGUE * 1000;

/** A built list: its entries, when its build started, and the catalogue version then. */
interface BuiltList {
  entries: SitemapEntry[];
  /** Milliseconds since the epoch. */
  builtAt: number;
  version: string;
}

/** A list as kept: its entries' page keys computed once. */
interface KeptList extends BuiltList {
  keys: string[];
  listed: Set<string>;
}

/** The copy's format (a copy of another format or API is not used). */
const COPY_FORMAT = 1;

function keep(list: BuiltList): KeptList {
  const keys = list.entries.map((entry) => pageKey(entry.path));
  return { ...list, keys, listed: new Set(keys) };
}

const apiBase = () => process.env.API_BASE_URL ?? '';
const copyKey = () => sharedKey('sitemap-list');

/** The file copy sits in the build's cache folder; only the server writes it (not the tests). */
function copyFile(): string | null {
  if (!process.env.NEXT_RUNTIME) return null;
  return path.resolve(
    process.cwd(),
    process.env.NEXT_DIST_DIR || '.next',
    'cache',
    'sitemap-list.json',
  );
}

function parseCopy(text: string | null | undefined): BuiltList | null {
  if (!text) return null;
  try {
    const copy = JSON.parse(text) as Partial<BuiltList> & { format?: unknown; api?: unknown };
    if (copy.format !== COPY_FORMAT || copy.api !== apiBase() || !Array.isArray(copy.entries)) {
      return null;
    }
    const version = typeof copy.version === 'string' ? copy.version : '';
    return { entries: copy.entries, builtAt: Number(copy.builtAt) || 0, version };
  } catch {
    return null;
  }
}

async function readCopy(): Promise<BuiltList | null> {
  const redis = sharedStore();
  if (redis) {
    try {
      const shared = parseCopy(await withRedisTimeout(redis.get(copyKey())));
      if (shared) return shared;
    } catch {
      // The file answers.
    }
  }
  const file = copyFile();
  if (!file) return null;
  return parseCopy(await fs.readFile(file, 'utf8').catch(() => null));
}

async function writeCopy(list: BuiltList): Promise<void> {
  const text = JSON.stringify({
    format: COPY_FORMAT,
    api: apiBase(),
    builtAt: list.builtAt,
    version: list.version,
    entries: list.entries,
  });
  const redis = sharedStore();
  const file = copyFile();
  await Promise.all([
    redis ? withRedisTimeout(redis.set(copyKey(), text)) : null,
    file
      ? fs
          .mkdir(path.dirname(file), { recursive: true })
          .then(() => fs.writeFile(`${file}.${process.pid}.tmp`, text))
          .then(() => fs.rename(`${file}.${process.pid}.tmp`, file))
      : null,
  ]).catch((error: unknown) => console.warn('sitemap: the list could not be copied', error));
}

const currentVersion = (fallback: string) => readCatalogueVersion().catch(() => fallback);

async function buildList(): Promise<BuiltList> {
  const builtAt = Date.now();
  const version = await currentVersion('');
  const { tree } = await getSite();
  const entries = publicEntries(await sitemapEntries(tree));
  return { entries, builtAt, version };
}

let kept: KeptList | null = null;
let building: Promise<KeptList> | null = null;
/** Full builds since start (tests: a publish must not cause one). */
let builds = 0;

function rebuild(): Promise<KeptList> {
  building ??= buildList()
    .then((list) => {
      builds += 1;
      kept = keep(list);
      void writeCopy(list);
      return kept;
    })
    .finally(() => {
      building = null;
    });
  return building;
}

function rebuildInBackground(): void {
  if (building) return;
  rebuild().catch((error: unknown) => {
    console.warn('sitemap: rebuild failed, the previous list is kept', error);
  });
}

const RECORD_ROOTS = ['/products/', '/blogs/'];

/**
 * Whether the publishes since the list was built explain a move of the catalogue version by
 * dates alone: at least one was noted, and every record page among them is listed.
 */
function datesExplain(list: KeptList, published: ReadonlyMap<string, string>): boolean {
  const since = w3cTime(new Date(list.builtAt));
  let any = false;
  for (const [key, time] of published) {
    if (time < since) continue;
    any = true;
    if (RECORD_ROOTS.some((root) => key.startsWith(root)) && !list.listed.has(key)) return false;
  }
  return any;
}

/** The kept list: at the first use the copy or a build; older than the TTL refreshed behind. */
async function keptList(): Promise<KeptList> {
  if (!kept) {
    const copy = await readCopy();
    if (copy && !kept) kept = keep(copy);
  }
  const list = kept ?? (await rebuild());
  if (Date.now() - list.builtAt > SITEMAP_TTL_MS) rebuildInBackground();
  return list;
}

/** The list's entries dated by the latest publish of their page, where newer than their own date. */
function dated(list: KeptList, published: ReadonlyMap<string, string>): SitemapEntry[] {
  if (published.size === 0) return list.entries;
  return list.entries.map((entry, i) => {
    const time = published.get(list.keys[i]);
    return time && (!entry.lastmod || time > entry.lastmod) ? { ...entry, lastmod: time } : entry;
  });
}

/** The shards, from the kept list and the publish times, as described above. */
export async function getSitemapShards(): Promise<SitemapShards> {
  const list = await keptList();
  const [version, published] = await Promise.all([currentVersion(list.version), readPublished()]);
  if (version !== list.version && !building) {
    if (datesExplain(list, published)) list.version = version;
    else rebuildInBackground();
  }
  return shardEntries(dated(list, published), new Date(list.builtAt).toISOString().slice(0, 10));
}

/** Waits for a background rebuild, if one runs (tests). */
export async function settleSitemap(): Promise<void> {
  await building?.catch(() => undefined);
}

/** How many full builds of the list this process made (tests). */
export function sitemapBuilds(): number {
  return builds;
}

/** Forgets the list (tests). */
export function clearSitemapShards(): void {
  kept = null;
  builds = 0;
}
