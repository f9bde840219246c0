/**
 * The build's own copy of its pre-rendered pages (pages router), under the keys Next looks
 * them up by: `/route-cache/PAGES/<hash of the source route>/$/<path>`, the key each
 * page's `.meta` file in the build names (`routeCache.key`). Next's own file cache reads the
 * build's files under those keys; the shared cache (cache-handler.mjs) does the same here:
 *
 * - `seedBuildPages` writes them into Redis when an instance starts (entries already there
 *   win: they may be fresher), so the fleet shares them;
 * - `readBuildCopy` answers a lookup that found nothing (Redis restarted empty, or Redis down
 *   and this instance never rendered the page): the page is served from the build, stale, and
 *   regenerates in the background, as on a single instance. With the API down, the build's
 *   copy stays the last good version instead of a 500.
 *
 * Only pages the build pre-rendered are known; any other key is a miss, as before.
 */
import { promises as fsPromises, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ key: string, route: string, file: string, revalidate: number | false }} BuildPage */

/** Build pages by storage key, per build folder (read once: the build never changes under a process). */
const pagesByDir = new Map();

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The build's pre-rendered pages router pages, by the key Next stores them under.
 * `serverDistDir`: `<build>/server`.
 * @returns {Map<string, BuildPage>}
 */
export function buildPages(serverDistDir) {
  const known = pagesByDir.get(serverDistDir);
  if (known) return known;
  /** @type {Map<string, BuildPage>} */
  const pages = new Map();
  const manifest = readJson(path.join(serverDistDir, '..', 'prerender-manifest.json'));
  for (const [route, info] of Object.entries(manifest?.routes ?? {})) {
    // Pages router pages have a JSON data route (the app router's is .rsc; none here).
    if (typeof info?.dataRoute !== 'string' || !info.dataRoute.endsWith('.json')) continue;
    const file = path.join(serverDistDir, 'pages', route === '/' ? '/index' : route);
    const key = readJson(`${file}.meta`)?.routeCache?.key;
    if (typeof key !== 'string' || !key.startsWith('/route-cache/PAGES/')) continue;
    const revalidate = info.initialRevalidateSeconds;
    pages.set(key, {
      key,
      route,
      file,
      revalidate: typeof revalidate === 'number' ? revalidate : false,
    });
  }
  pagesByDir.set(serverDistDir, pages);
  return pages;
}

/**
 * The cache entry of a build page (the library's shape: lastModified, lifespan, tags, value),
 * or null when the files cannot be read. Its age counts from the build's files, so it is
 * stale at once for a page that revalidates, and Next regenerates it in the background.
 * @param {BuildPage} page
 */
async function readBuildEntry(page) {
  try {
    const [html, pageData, meta, stat] = await Promise.all([
      fsPromises.readFile(`${page.file}.html`, 'utf8'),
      fsPromises.readFile(`${page.file}.json`, 'utf8').then((text) => JSON.parse(text)),
      fsPromises.readFile(`${page.file}.meta`, 'utf8').then((text) => JSON.parse(text)),
      fsPromises.stat(`${page.file}.html`),
    ]);
    const lastModified = Math.round(stat.mtimeMs);
    const lastModifiedAt = Math.floor(lastModified / 1000);
    const staleAt = page.revalidate === false ? null : lastModifiedAt + page.revalidate;
    return {
      lastModified,
      lifespan:
        staleAt === null
          ? null
          : {
              lastModifiedAt,
              staleAt,
              expireAt: Number.MAX_SAFE_INTEGER,
              revalidate: page.revalidate,
            },
      tags: [],
      value: {
        kind: 'PAGES',
        html,
        pageData,
        headers: meta?.headers,
        status: meta?.status,
      },
    };
  } catch {
    return null;
  }
}

/** The build's copy of the page stored under `key`, or null for any other key. */
export async function readBuildCopy(serverDistDir, key) {
  if (!serverDistDir || typeof key !== 'string') return null;
  const page = buildPages(serverDistDir).get(key);
  return page ? readBuildEntry(page) : null;
}

/**
 * Writes every build page into the shared cache under its lookup key, unless an entry is there
 * (`setOnlyIfNotExists`): `handler` is a CacheHandler of cache-handler.mjs. Returns how many
 * pages were offered.
 */
export async function seedBuildPages(handler, serverDistDir) {
  const pages = [...buildPages(serverDistDir).values()];
  let offered = 0;
  for (const page of pages) {
    const entry = await readBuildEntry(page);
    if (!entry) continue;
    await handler.set(page.key, entry.value, {
      revalidate: page.revalidate,
      internal_lastModified: entry.lastModified,
      setOnlyIfNotExists: true,
    });
    offered += 1;
  }
  return offered;
}
