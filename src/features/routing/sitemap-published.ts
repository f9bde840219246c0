/**
 * When each page last changed through a publish: the CMS's publish webhook (/api/revalidate)
 * names the pages a published change shows on, and the time it regenerated them is the
 * sitemap's `lastmod` for them (the documented goods fields carry no date at all, and an
 * article's `articles_addtime` is its creation). Kept where the catalogue version is
 * (src/lib/search-index/catalogue-version.ts): in the shared Redis when there is one, so every
 * instance dates a page alike whichever of them the webhook reached, in this process
 * (without Redis, or while it is unreachable) and in a file of the build's cache folder beside
 * the sitemap's list (sitemap-cache.ts), so a restart without Redis keeps them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sharedKey, sharedStore, withRedisTimeout } from '@/lib/shared-redis';

declare global {
  // This process's publish times by page key, shared by the page and API route bundles.
  var __diagtoolsPublished: Map<string, string> | undefined;
}

/** The file copy; only the server keeps one (not the tests). */
function timesFile(): string | null {
  if (!process.env.NEXT_RUNTIME) return null;
  const dist = process.env.NEXT_DIST_DIR || '.next';
  return path.resolve(process.cwd(), dist, 'cache', 'sitemap-published.json');
}

function loadFile(): Map<string, string> {
  const file = timesFile();
  if (!file) return new Map();
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return new Map();
    return new Map(
      Object.entries(saved).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return new Map();
  }
}

function saveFile(times: ReadonlyMap<string, string>): void {
  const file = timesFile();
  if (!file) return;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(Object.fromEntries(times)));
    fs.renameSync(`${file}.${process.pid}.tmp`, file);
  } catch (error) {
    console.warn('sitemap: the publish times could not be saved', error);
  }
}

const publishedKey = () => sharedKey('sitemap-published');

function localTimes(): Map<string, string> {
  globalThis.__diagtoolsPublished ??= loadFile();
  return globalThis.__diagtoolsPublished;
}

/** A W3C datetime to the second, in UTC (`2026-12-07T15:04:05+00:00`). */
export function w3cTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

/** Notes that a publish regenerated these pages (page keys) now. Never throws. */
export async function notePublished(
  pageKeys: readonly string[],
  at: Date = new Date(),
): Promise<void> {
  if (pageKeys.length === 0) return;
  const time = w3cTime(at);
  const local = localTimes();
  for (const key of pageKeys) local.set(key, time);
  saveFile(local);
  const redis = sharedStore();
  if (!redis) return;
  try {
    await Promise.all(
      pageKeys.map((key) => withRedisTimeout(redis.hSet(publishedKey(), key, time))),
    );
  } catch (error) {
    console.warn('sitemap: the publish times could not be shared', error);
  }
}

/** The last publish time of every page a publish regenerated, by page key (newest wins). */
export async function readPublished(): Promise<Map<string, string>> {
  const times = new Map(localTimes());
  const redis = sharedStore();
  if (!redis) return times;
  try {
    const shared = await withRedisTimeout(redis.hGetAll(publishedKey()));
    for (const [key, time] of Object.entries(shared)) {
      const known = times.get(key);
      if (!known || time > known) times.set(key, time);
    }
  } catch {
    // This process's times answer until Redis is back.
  }
  return times;
}

/** Forgets this process's times (tests). */
export function clearPublished(): void {
  localTimes().clear();
}
