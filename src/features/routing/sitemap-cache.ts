/**
 * The sitemap's list, built on the server from the documented list endpoints and kept, so
 * that no request waits for the catalogue to be listed (at 100 times the fixtures that is
 * hundreds of API calls, 9-13 s):
 * - `next build` lists the catalogue once and leaves the list in the build's folder
 *   (writeBuildCopy, from the catch-all's getStaticPaths): a new deploy answers its very first
 *   sitemap request from it;
 * - the built list is kept in memory and copied to the shared Redis (when there is one) and to
 *   a file in the build's cache folder: an instance that starts or restarts answers at once
 *   from the newest copy, and refreshes it in the background;
 * - an instance does at start-up what its first request would (warmSitemap, from
 *   src/instrumentation.ts): it takes the newest copy, or, with none, builds the list, and a
 *   request arriving meanwhile waits for that same build (one per process: the state sits on
 *   globalThis, shared by the instrumentation's and the pages' bundles), never a partial list;
 * - a publish does not rebuild it: the publish webhook notes the time of each page it
 *   regenerated (sitemap-published.ts), which dates those pages at once. Only a publish of a
 *   record page the list does not hold (a new, renamed or removed product or article), or a
 *   move of the catalogue version (src/lib/search-index/catalogue-version.ts) no publish time
 *   explains, rebuilds the list, in the background, the kept one answering meanwhile;
 * - otherwise it is rebuilt in the background once as old as a catalogue page may get.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { REVALIDATE_CATALOGUE } from '@/config/constants';
import { getSite } from '@/lib/site-data';
import { readCatalogueVersion } from '@/lib/search-index/catalogue-version';
import { sharedKey, sharedStore, withRedisTimeout } from '@/lib/shared-redis';
import { pageKey } from './page-key';
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
/** The build's folder (not traced into the build's output: the files are the server's own). */
const distDir = () =>
  path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next');

/**
 * The file copies; only the server keeps them (not the tests). The running site's sits in the
 * build's cache folder, the build's own beside the build (a Docker image drops the cache folder).
 */
function copyFile(): string | null {
  return process.env.NEXT_RUNTIME ? path.join(distDir(), 'cache', 'sitemap-list.json') : null;
}
function buildCopyFile(): string | null {
  return process.env.NEXT_RUNTIME ? path.join(distDir(), 'sitemap-list.json') : null;
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

function copyText(list: BuiltList): string {
  return JSON.stringify({
    format: COPY_FORMAT,
    api: apiBase(),
    builtAt: list.builtAt,
    version: list.version,
    entries: list.entries,
  });
}

async function readRedisCopy(): Promise<BuiltList | null> {
  const redis = sharedStore();
  if (!redis) return null;
  return parseCopy(await withRedisTimeout(redis.get(copyKey())).catch(() => null));
}

async function readFileCopy(file: string | null): Promise<BuiltList | null> {
  return file ? parseCopy(await fs.readFile(file, 'utf8').catch(() => null)) : null;
}

/** The newest of the copies (the shared Redis, the running site's file, the build's file). */
async function readCopy(): Promise<BuiltList | null> {
  const copies = await Promise.all([
    readRedisCopy(),
    readFileCopy(copyFile()),
    readFileCopy(buildCopyFile()),
  ]);
  return copies.reduce<BuiltList | null>(
    (newest, copy) => (copy && (!newest || copy.builtAt > newest.builtAt) ? copy : newest),
    null,
  );
}

async function writeFileAtomically(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(`${file}.${process.pid}.tmp`, text);
  await fs.rename(`${file}.${process.pid}.tmp`, file);
}

async function writeCopy(list: BuiltList): Promise<void> {
  const text = copyText(list);
  const redis = sharedStore();
  const file = copyFile();
  await Promise.all([
    redis ? withRedisTimeout(redis.set(copyKey(), text)) : null,
    file ? writeFileAtomically(file, text) : null,
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

/** This process's list and work on it. */
interface SitemapState {
  kept: KeptList | null;
  /** The first use's look for a copy, then its build if none (start-up or the first request). */
  loading: Promise<KeptList> | null;
  building: Promise<KeptList> | null;
  /** The copies of the last build being written. */
  copying: Promise<void> | null;
  /** Full builds since start (tests: a publish must not cause one, nor warming a second). */
  builds: number;
}

declare global {
  // Shared by the instrumentation's bundle (which warms the list) and the pages' bundles.
  var __diagtoolsSitemap: SitemapState | undefined;
}

function state(): SitemapState {
  globalThis.__diagtoolsSitemap ??= {
    kept: null,
    loading: null,
    building: null,
    copying: null,
    builds: 0,
  };
  return globalThis.__diagtoolsSitemap;
}

function rebuild(): Promise<KeptList> {
  const current = state();
  current.building ??= buildList()
    .then((list) => {
      current.builds += 1;
      current.kept = keep(list);
      current.copying = writeCopy(list);
      return current.kept;
    })
    .finally(() => {
      current.building = null;
    });
  return current.building;
}

function rebuildInBackground(): void {
  if (state().building) return;
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

/** The first use: the newest copy, else a build; one at a time, whoever asks (a failure is retried). */
function firstList(): Promise<KeptList> {
  const current = state();
  current.loading ??= readCopy()
    .then((copy) => {
      if (copy && !current.kept) current.kept = keep(copy);
      return current.kept ?? rebuild();
    })
    .finally(() => {
      current.loading = null;
    });
  return current.loading;
}

/** The kept list: at the first use the copy or a build; older than the TTL refreshed behind. */
async function keptList(): Promise<KeptList> {
  const list = state().kept ?? (await firstList());
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
  if (version !== list.version && !state().building) {
    if (datesExplain(list, published)) list.version = version;
    else rebuildInBackground();
  }
  return shardEntries(dated(list, published), new Date(list.builtAt).toISOString().slice(0, 10));
}

/**
 * At start-up (src/instrumentation.ts): what the first request would do, before it comes. Never
 * throws: if the list cannot be had now, the first request tries again.
 */
export async function warmSitemap(): Promise<void> {
  await keptList().catch((error: unknown) => {
    console.warn('sitemap: the list could not be listed at start-up', error);
  });
}

/**
 * During `next build` (the catch-all's getStaticPaths, the one build step run once with the API):
 * lists the catalogue and leaves the list in the build's folder, so the first sitemap request of
 * a new deploy answers at once. Never throws: without it the first start builds the list.
 */
export async function writeBuildCopy(): Promise<void> {
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) return;
  const file = buildCopyFile();
  if (!file) return;
  try {
    const list = await buildList();
    await writeFileAtomically(file, copyText(list));
    console.log(`sitemap: the build's list (${list.entries.length} URLs) is in ${file}`);
  } catch (error) {
    console.warn('sitemap: the build could not list the catalogue', error);
  }
}

/** Waits for a background rebuild, if one runs, and its copies (tests). */
export async function settleSitemap(): Promise<void> {
  await state().building?.catch(() => undefined);
  await state().copying;
}

/** How many full builds of the list this process made (tests). */
export function sitemapBuilds(): number {
  return state().builds;
}

/** Forgets the list (tests). */
export function clearSitemapShards(): void {
  const current = state();
  current.kept = null;
  current.loading = null;
  current.builds = 0;
}
