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
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { envPort } from '../scripts/lib/ports';
import { writeNginxConfig } from '../scripts/lib/nginx';
import {
  commandPath,
  hasCommand,
  ROOT,
  startMock,
  startProc,
  startRedis,
  startSiteInstance,
  stopEvery,
  waitFor200,
  waitForRedis,
  type Proc,
} from './support/processes';
import { mockFleetEnv, replicaFleetEnv, type FleetAddresses } from './support/scale-fleet';

const PORT_A = envPort('OUTAGE_PORT_A', 3417);
const PORT_B = envPort('OUTAGE_PORT_B', 3427);
const PORT_C = envPort('OUTAGE_PORT_C', 3437);
const PORT_SINGLE = envPort('OUTAGE_PORT_SINGLE', 3447);
const MOCK_PORT = envPort('OUTAGE_MOCK_PORT', 4417);
const REDIS_PORT = envPort('OUTAGE_REDIS_PORT', 6417);
const NGINX_PORT = envPort('OUTAGE_NGINX_PORT', 8417);
const SECRET = 'outage-spec-secret';
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
const origin = (p: number) => `http://127.0.0.1:${p}`;
const A = origin(PORT_A);
const B = origin(PORT_B);
const MOCK = origin(MOCK_PORT);
const LB = origin(NGINX_PORT);
const FLEET: FleetAddresses = { balancer: LB, replica: A };
const MOCK_ENV = mockFleetEnv(FLEET, SECRET, { replicaHook: true });
const REPLICA_ENV = replicaFleetEnv(FLEET, SECRET, REDIS_URL);
const BUILD = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');

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

let dir = '';
let redis: Proc;
let mock: Proc;
const sites: Proc[] = [];
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

const site = (name: string, p: number, redisUrl = REPLICA_ENV.REDIS_URL) => {
  const proc = startSiteInstance(name, p, {
    apiBaseUrl: MOCK,
    redisUrl,
    secret: REPLICA_ENV.REVALIDATE_SECRET,
    siteUrl: REPLICA_ENV.SITE_URL,
  });
  sites.push(proc);
  return proc;
};

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
  expect(fs.existsSync(path.join(BUILD, 'BUILD_ID')), 'a build (next build)').toBe(true);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-spec-'));
  fs.copyFileSync(path.join(ROOT, 'fixtures', 'db.json'), path.join(dir, 'db.json'));
  redis = startRedis(REDIS_PORT, path.join(dir, 'redis'));
  mock = startMock(
    MOCK_PORT,
    path.join(dir, 'db.json'),
    { url: MOCK_ENV.SITE_REVALIDATE_URL, secret: MOCK_ENV.REVALIDATE_SECRET },
    { SITE_ORIGINS: MOCK_ENV.SITE_ORIGINS },
  );
  await waitForRedis(REDIS_URL, 30_000);
  site('site-a', PORT_A);
  site('site-b', PORT_B);
  const conf = writeNginxConfig(path.join(dir, 'nginx'), {
    port: NGINX_PORT,
    upstreams: [`127.0.0.1:${PORT_A}`, `127.0.0.1:${PORT_B}`],
  });
  startProc('nginx', commandPath('nginx') ?? 'nginx', ['-c', conf, '-p', path.join(dir, 'nginx')]);
  await Promise.all([
    waitFor200(`${MOCK}/mock/health`, 60_000),
    waitFor200(`${A}/api/health`, 90_000),
    waitFor200(`${B}/api/health`, 90_000),
    waitFor200(`${LB}/lb-health`, 20_000),
  ]);

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
  const pathOf = (title: string) =>
    `/products/${encodeURIComponent(title.trim().replace(/\s+/g, '-'))}`;
  const known = new Set(routes.map((route) => encodeURI(route)));
  const chosen = goods.find((g) => known.has(pathOf(g.goods_title)));
  expect(chosen, 'a product of category 23 pre-rendered by the build').toBeTruthy();
  productId = chosen!.goods_id;
  const route = routes.find((r) => encodeURI(r) === pathOf(chosen!.goods_title))!;
  edited = { path: pathOf(chosen!.goods_title), title: buildTitle(route) };
});

test.afterAll(async () => {
  await stopEvery();
  if (dir && !process.env.OUTAGE_KEEP) fs.rmSync(dir, { recursive: true, force: true });
});

test('before the outage: a product edited and published through the mock CMS', async () => {
  const call = async (url: string, method: string, body: unknown) => {
    const response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; msg: string };
    expect(answer.code, answer.msg).toBe(200);
  };
  const url = `${MOCK}/mock/content/goods/${productId}`;
  await call(url, 'PUT', { goods_describe: `<p>${EDIT_MARKER}</p>` });
  await call(`${url}/publish`, 'POST', {});
  for (const base of [A, B]) {
    await expect
      .poll(async () => (await fetch(`${base}${edited.path}`)).text(), { timeout: 10_000 })
      .toContain(EDIT_MARKER);
  }
});

test('API down: every pre-rendered page answers 200 with its last good version, on each instance and through the balancer', async () => {
  await mock.stop();
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
  await redis.stop('SIGKILL');
  for (const base of [A, B, LB]) expect(await failures(base, [...untouched, edited])).toEqual([]);
  redis = startRedis(REDIS_PORT, path.join(dir, 'redis'));
  await waitForRedis(REDIS_URL, 30_000);
  await expect
    .poll(() => sites.every((p) => p.output().includes('Redis is back')), { timeout: 15_000 })
    .toBe(true);
  for (const base of [A, B, LB]) expect(await failures(base, [...untouched, edited])).toEqual([]);
  // A regenerated the edited product and home (the publish's webhook reaches it): its own last
  // renders, not the build's, though home was never pre-rendered.
  expect(await failures(A, [edited], EDIT_MARKER)).toEqual([]);
  expect(await failures(A, [{ path: '/', title: '<title' }])).toEqual([]);
});

test('an instance joining during the outage serves them at once', async () => {
  const c = origin(PORT_C);
  site('site-c', PORT_C);
  await waitFor200(`${c}/api/health`, 90_000);
  expect(await failures(c, [...untouched, edited])).toEqual([]);
});

test("each instance's output is one JSON object per line, the outage's errors included", async () => {
  for (const proc of sites) {
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
  await Promise.all(sites.splice(0).map((proc) => proc.stop()));
  const single = origin(PORT_SINGLE);
  site('site-single', PORT_SINGLE, '');
  await waitFor200(`${single}/api/health`, 90_000);
  expect(await failures(single, [...untouched, edited])).toEqual([]);
});
