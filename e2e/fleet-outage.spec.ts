/**
 * The fleet during an API outage. Two `next start` instances sharing one Redis, nginx
 * in front (deploy/nginx), the mock stopped: every page the build pre-rendered, and every page
 * an instance rendered since, answers 200 with its last good version on each instance and
 * through the balancer; still 200 after Redis restarts empty (the build's own copy,
 * cache-build-copy.mjs); an instance that joins during the outage serves them at once; a single
 * instance without Redis keeps serving them as before. Reads the existing build.
 *
 * Ports (env, defaults no other spec uses): OUTAGE_PORT_A, OUTAGE_PORT_B, OUTAGE_PORT_C (the
 * late joiner), OUTAGE_PORT_SINGLE, OUTAGE_MOCK_PORT, OUTAGE_REDIS_PORT, OUTAGE_NGINX_PORT.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { envPort } from '../scripts/lib/ports';
import { BUILD, origin, startFleet, type Fleet } from './support/fleet';
import { productPath, publishProduct } from './support/mock-records';
import { hasCommand, waitFor200 } from './support/processes';
import type { FleetAddresses } from './support/scale-fleet';

const PORT_A = envPort('OUTAGE_PORT_A', 3417);
const PORT_B = envPort('OUTAGE_PORT_B', 3427);
const PORT_C = envPort('OUTAGE_PORT_C', 3437);
const PORT_SINGLE = envPort('OUTAGE_PORT_SINGLE', 3447);
const MOCK_PORT = envPort('OUTAGE_MOCK_PORT', 4417);
const REDIS_PORT = envPort('OUTAGE_REDIS_PORT', 6417);
const NGINX_PORT = envPort('OUTAGE_NGINX_PORT', 8417);
const SECRET = 'outage-spec-secret';
const A = origin(PORT_A);
const B = origin(PORT_B);
const MOCK = origin(MOCK_PORT);
const LB = origin(NGINX_PORT);
const FLEET: FleetAddresses = { balancer: LB, replica: A };

const haveRedis = hasCommand('redis-server');
const haveNginx = hasCommand('nginx');
test.skip(
  (!haveRedis || !haveNginx) && !process.env.CI,
  'redis-server and nginx are needed (apt-get install redis-server nginx)',
);
test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface Page {
  path: string;
  /** The page's <title> as the build rendered it: the page itself, not an error page. */
  title: string;
}

let fleet: Fleet;
/** Pre-rendered by the build and never rendered since Redis started. */
let untouched: Page[] = [];
/** A product edited and published before the outage: its last good version is the edit. */
let edited: Page = { path: '', title: '' };
let productId = 0;
const EDIT_MARKER = `Last good version ${Date.now().toString(36)}`;

function prerendered(): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(BUILD, 'prerender-manifest.json'), 'utf8'),
  ) as { routes: Record<string, { dataRoute: string | null }> };
  return Object.entries(manifest.routes)
    .filter(([, route]) => route.dataRoute?.endsWith('.json'))
    .map(([route]) => route);
}

function buildTitle(route: string): string {
  const file = path.join(BUILD, 'server', 'pages', `${route === '/' ? '/index' : route}.html`);
  const title = /<title[^>]*>([^<]+)<\/title>/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  expect(title, `the build's title of ${route}`).not.toBe('');
  return title;
}

/** The statuses of every page on `base` that did not answer 200 with its own title (and `marker`). */
async function failures(base: string, pages: Page[], marker?: string): Promise<string[]> {
  const bad: string[] = [];
  for (const [i, page] of pages.entries()) {
    // Through the balancer a query of its own per request: past nginx's micro-cache, to a replica.
    const url =
      base === LB ? `${base}${page.path}?outage=${Date.now()}-${i}` : `${base}${page.path}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
    const html = await response.text();
    if (response.status !== 200) bad.push(`${page.path} on ${base}: HTTP ${response.status}`);
    else if (!html.includes(page.title)) bad.push(`${page.path} on ${base}: not its own page`);
    else if (marker && !html.includes(marker))
      bad.push(`${page.path} on ${base}: not its last version`);
  }
  return bad;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fleet = await startFleet({
    name: 'outage-spec',
    keepVariable: 'OUTAGE_KEEP',
    roles: { addresses: FLEET, secret: SECRET, replicaHook: true },
    mock: { port: MOCK_PORT },
    redisPort: REDIS_PORT,
    sites: [
      ['site-a', PORT_A],
      ['site-b', PORT_B],
    ],
    balancer: { port: NGINX_PORT },
    readyPath: '/api/health',
    readyMs: 90_000,
  });

  const routes = prerendered();
  const blog = routes.find((route) => route.startsWith('/blogs/') && route.split('/').length === 3);
  expect(blog, 'a pre-rendered blog article').toBeTruthy();
  untouched = ['/about-us', '/support', '/blogs', blog!].map((route) => ({
    path: route,
    title: buildTitle(route),
  }));
  // A product the build pre-rendered, and its record in the mock.
  const list = await fetch(`${MOCK}/api/goods/goods_all?category_id=23&page=1`);
  const goods = ((await list.json()) as { goods_all: { goods_id: number; goods_title: string }[] })
    .goods_all;
  const known = new Set(routes.map((route) => encodeURI(route)));
  const chosen = goods.find((g) => known.has(productPath(g.goods_title)));
  expect(chosen, 'a product of category 23 pre-rendered by the build').toBeTruthy();
  productId = chosen!.goods_id;
  const route = routes.find((r) => encodeURI(r) === productPath(chosen!.goods_title))!;
  edited = { path: productPath(chosen!.goods_title), title: buildTitle(route) };
});

test.afterAll(() => fleet?.stop());

test('before the outage: a product edited and published through the mock CMS', async () => {
  await publishProduct(MOCK, productId, { goods_describe: `<p>${EDIT_MARKER}</p>` });
  for (const base of [A, B]) {
    await expect
      .poll(async () => (await fetch(`${base}${edited.path}`)).text(), { timeout: 10_000 })
      .toContain(EDIT_MARKER);
  }
});

test('API down: every pre-rendered page answers 200 with its last good version, on each instance and through the balancer', async () => {
  await fleet.mock.stop();
  await expect(fetch(`${MOCK}/mock/health`)).rejects.toThrow();
  for (const base of [A, B, LB]) {
    // Twice: the first answer may be a stale copy whose regeneration then fails.
    for (let round = 0; round < 2; round += 1) {
      expect(await failures(base, untouched)).toEqual([]);
      expect(await failures(base, [edited], EDIT_MARKER)).toEqual([]);
    }
  }
});

test('API and Redis down, then Redis back empty: still 200 from the build', async () => {
  await fleet.redis?.stop('SIGKILL');
  for (const base of [A, B, LB]) expect(await failures(base, [...untouched, edited])).toEqual([]);
  await fleet.restartRedis();
  await expect
    .poll(() => [...fleet.sites.values()].every((p) => p.output().includes('Redis is back')), {
      timeout: 15_000,
    })
    .toBe(true);
  for (const base of [A, B, LB]) expect(await failures(base, [...untouched, edited])).toEqual([]);
  // A regenerated the edited product and home (the publish's webhook reaches it): its own last
  // renders, not the build's, though home was never pre-rendered.
  expect(await failures(A, [edited], EDIT_MARKER)).toEqual([]);
  expect(await failures(A, [{ path: '/', title: '<title' }])).toEqual([]);
});

test('an instance joining during the outage serves them at once', async () => {
  const c = origin(PORT_C);
  fleet.startSite('site-c', PORT_C);
  await waitFor200(`${c}/api/health`, 90_000);
  expect(await failures(c, [...untouched, edited])).toEqual([]);
});

test("each instance's output is one JSON object per line, the outage's errors included", async () => {
  for (const proc of fleet.sites.values()) {
    const lines = proc
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    // Next's banner comes before the instrumentation installs the JSON console.
    const from = lines.findIndex((line) => line.startsWith('{'));
    expect(from, `${proc.name} wrote JSON lines`).toBeGreaterThanOrEqual(0);
    const unparsed: string[] = [];
    const levels = new Set<unknown>();
    for (const line of lines.slice(from)) {
      try {
        levels.add((JSON.parse(line) as { level?: unknown }).level);
      } catch {
        unparsed.push(line);
      }
    }
    expect(unparsed).toEqual([]);
    expect(levels.has('warn') || levels.has('error')).toBe(true);
  }
});

test('a single instance without Redis serves them during the outage, as before', async () => {
  // The fleet is done: fewer processes on a shared machine.
  await Promise.all([...fleet.sites.values()].map((proc) => proc.stop()));
  fleet.sites.clear();
  const single = origin(PORT_SINGLE);
  fleet.startSite('site-single', PORT_SINGLE, '');
  await waitFor200(`${single}/api/health`, 90_000);
  expect(await failures(single, [...untouched, edited])).toEqual([]);
});
