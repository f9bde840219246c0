/**
 * `npm run bench`: server-side throughput of the production build (benchmarks, not tests).
 *
 * Runs its own stack on separate ports with a copy of the database, then autocannon
 * (50 connections, BENCH_DURATION seconds, default 10) against the home page, a product
 * list page, a mock API list endpoint, a mock API write (a signed-in customer adding an
 * order: every answer waits for the database on disk), and a plain Node server answering the
 * same home HTML from memory: the ceiling the pages are compared to. The write row is
 * compared with the read endpoint (goal: at least 50 %). Client and servers share the
 * machine's 2 cores, so read ratios rather than absolute numbers. On Linux each row also gives
 * the server process's CPU per request (user + system, from /proc): it moves far less than
 * requests/s when other work shares the machine, and `vs plain (CPU)` compares those. Home and
 * the product list are regenerated on demand (the site's revalidate route) just before their
 * rows, so no regeneration (revalidate 60 s) falls inside a row of up to ~45 s.
 *
 * BENCH_ONLY=mock runs only the mock API rows (read and write): no site build, no pages.
 * BENCH_ONLY=pages runs only the three page rows (plain server, home, product list): no Redis,
 * nginx, mock API or publish rows (a quick before/after of a change to the page path).
 * BENCH_ONLY=scale measures the catalogue at 1x against 100x instead: the mock's catalogue
 * reads and the build (scripts/lib/catalogue-scale-bench.ts).
 *
 * With redis-server and nginx, the two publish rows (hot page, idle page: publish-to-fresh on
 * both instances and the balancer): BENCH_PUBLISH_ROUNDS (50), BENCH_PUBLISH_IDLE_ROUNDS (20)
 * and BENCH_PUBLISH_IDLE_S (60) shorten them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BUILD_ID_FILE, FIXTURES_DB, copyDb, ensureBuild, ensureFixtures } from './lib/build';
import { assertPortsFree, envPort, waitForUrl } from './lib/ports';
import {
  ROOT,
  exitAfterStop,
  log,
  runMain,
  startMockApi,
  startCommand,
  startNodeServer,
  startSite,
} from './lib/processes';
import { commandPath, redisArgs, writeNginxConfig } from './lib/nginx';
import { measurePublishes, type BenchProduct, type PublishBenchResult } from './lib/publish-bench';
import { measureOutage, type OutageBenchResult } from './lib/outage-bench';
import { printTable } from './lib/table';
import { runCatalogueScaleBench } from './lib/catalogue-scale-bench';
import { stackSettings } from './lib/stack-settings';
import { cpuMicrosPerRequest, processCpuMs } from './lib/process-cpu';

// Away from 3000/4000 so a running `npm start` does not disturb (or get disturbed by) a run;
// BENCH_SITE_PORT, BENCH_MOCK_PORT and BENCH_PLAIN_PORT move them (parallel worktrees).
const SITE_PORT = envPort('BENCH_SITE_PORT', 3300);
const MOCK_PORT = envPort('BENCH_MOCK_PORT', 4300);
const PLAIN_PORT = envPort('BENCH_PLAIN_PORT', 3301);
// Two more instances sharing a Redis, and nginx in front of them.
const SHARED_A_PORT = envPort('BENCH_SHARED_A_PORT', 3302);
const SHARED_B_PORT = envPort('BENCH_SHARED_B_PORT', 3303);
const REDIS_PORT = envPort('BENCH_REDIS_PORT', 6300);
const NGINX_PORT = envPort('BENCH_NGINX_PORT', 8300);
// The balancer's refresh listener (a publish refreshes its copies there).
const NGINX_REFRESH_PORT = envPort('BENCH_NGINX_REFRESH_PORT', 8301);
const CONNECTIONS = 50;
// The write path is tuned against the read endpoint alone: a site build costs minutes.
const MOCK_ONLY = process.env.BENCH_ONLY === 'mock';
const PAGES_ONLY = process.env.BENCH_ONLY === 'pages';
const OUT_DIR = path.join(ROOT, '.bench');
const BENCH_DB = path.join(OUT_DIR, 'db.json');
const HOME_HTML = path.join(OUT_DIR, 'home.html');

// The ceiling: no framework, the same bytes, from memory.
const PLAIN_SERVER = path.join(__dirname, 'lib', 'plain-server.mjs');

interface Target {
  name: string;
  url: string;
  /** Pages are compared with the plain server; API endpoints are not. */
  isPage: boolean;
  /** A write: POST with these headers and JSON body (default: GET). */
  post?: { headers: Record<string, string>; body: string };
  /** The read row a write is compared with. */
  compareWith?: string;
  /** Request headers of a GET (the balancer's no-cache row). */
  headers?: Record<string, string>;
  /** The process answering, whose CPU per request is measured (none behind the balancer). */
  pid?: number;
  /**
   * An ISR page: regenerated on demand just before its row, so no regeneration (revalidate 60
   * s) falls inside the row and into its requests/s and CPU per request.
   */
  freshen?: { revalidateUrl: string; secret: string; path: string };
}

interface Row {
  target: string;
  url: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  total: number;
  /** requests/s relative to the plain server, for pages. */
  ratioToPlain: number | null;
  /** For a write: requests/s relative to its read row. */
  ratioToRead?: number | null;
  /** CPU µs the answering process spent per request (Linux), or null. */
  cpuMicrosPerRequest: number | null;
  /** For pages: the plain server's CPU per request over the page's. */
  cpuRatioToPlain: number | null;
}

interface CategoryNode {
  category_id: number;
  category_paths?: string;
  category_component?: string;
  children?: CategoryNode[];
}

function durationSeconds(): number {
  const raw = process.env.BENCH_DURATION;
  const seconds = raw ? Number(raw) : 10;
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error(`BENCH_DURATION=${raw} is not valid`);
  return seconds;
}

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** A product category id: the code-reader one if present, else any product list. */
async function productCategoryId(mockUrl: string): Promise<number> {
  const response = await fetch(`${mockUrl}/api/category/category_all`);
  const body = (await response.json()) as { code?: number; data?: CategoryNode[] };
  if (body.code !== 200 || !Array.isArray(body.data)) {
    throw new Error(`/api/category/category_all answered ${JSON.stringify(body).slice(0, 200)}`);
  }
  const all = flatten(body.data);
  const isProductList = (node: CategoryNode) =>
    node.category_component === 'ProductPage' &&
    (node.category_paths ?? '').startsWith('/products/');
  const found =
    all.find((node) => node.category_paths === '/products/code-reader') ??
    all.find(isProductList) ??
    all.find((node) => node.category_component === 'ProductPage');
  if (!found) throw new Error('no product category in /api/category/category_all');
  return found.category_id;
}

/** The demo customer's order (the same each time: orders may repeat). */
const ORDER = JSON.stringify({
  platform_id: 2,
  order_service_number: '114-2233445-6677889',
  order_service_date: '2026/05/20',
  goods_model_id: 1,
  order_service_serialnumber: 'AD9P2604001122',
});

async function signIn(mockUrl: string): Promise<string> {
  const response = await fetch(`${mockUrl}/api/login/check_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uEmail: 'demo@example.com', uPassword: 'Demo@12345' }),
  });
  const body = (await response.json()) as { code?: number; data?: unknown };
  if (body.code !== 200 || typeof body.data !== 'string') {
    throw new Error(`check_login answered ${JSON.stringify(body).slice(0, 200)}`);
  }
  return body.data;
}

async function countOrders(mockUrl: string, token: string): Promise<number> {
  const response = await fetch(`${mockUrl}/api/OrderService/order_service_all?page=1`, {
    headers: { authorization: token },
  });
  const body = (await response.json()) as { page?: { total?: number } };
  return body.page?.total ?? 0;
}

async function status(url: string): Promise<number> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
}

/** Regenerates an ISR page now, through the site's own revalidate route. */
async function freshen({ revalidateUrl, secret, path: pagePath }: NonNullable<Target['freshen']>) {
  const response = await fetch(revalidateUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ paths: [pagePath] }),
  });
  const text = await response.text();
  if (response.status !== 200)
    log(`warning: revalidating ${pagePath} answered ${response.status} ${text}`);
}

async function measure(target: Target, seconds: number): Promise<Row> {
  if (target.freshen) await freshen(target.freshen);
  // Warm up: JIT, caches, and ISR pages rendered on first visit.
  const request = target.post
    ? { method: 'POST' as const, headers: target.post.headers, body: target.post.body }
    : target.headers
      ? { headers: target.headers }
      : {};
  await autocannon({
    url: target.url,
    connections: 10,
    duration: Math.min(2, seconds),
    ...request,
  });
  log(`${target.name}: ${CONNECTIONS} connections for ${seconds} s`);
  const cpuBefore = processCpuMs(target.pid);
  const result = await autocannon({
    url: target.url,
    title: target.name,
    connections: CONNECTIONS,
    duration: seconds,
    ...request,
  });
  const cpuAfter = processCpuMs(target.pid);
  return {
    target: target.name,
    url: target.url,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
    ratioToPlain: null,
    cpuMicrosPerRequest: cpuMicrosPerRequest(cpuBefore, cpuAfter, result.requests.total),
    cpuRatioToPlain: null,
  };
}

function printResults(rows: Row[]): void {
  const header = [
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'vs plain',
    'vs read',
    'CPU µs/req',
    'vs plain (CPU)',
  ];
  const lines = rows.map((row) => [
    row.target,
    String(row.requestsPerSec),
    String(row.p50Ms),
    String(row.p99Ms),
    String(row.non2xx),
    String(row.errors + row.timeouts),
    row.ratioToPlain === null ? '' : `${(row.ratioToPlain * 100).toFixed(1)} %`,
    row.ratioToRead == null ? '' : `${(row.ratioToRead * 100).toFixed(1)} %`,
    row.cpuMicrosPerRequest === null ? '' : String(row.cpuMicrosPerRequest),
    row.cpuRatioToPlain === null ? '' : `${(row.cpuRatioToPlain * 100).toFixed(1)} %`,
  ]);
  printTable(header, lines);
}

/**
 * Builds (if needed) and starts the site, the plain server and, with `scale`, the Redis and
 * nginx rows: the page targets, and the home HTML the plain server answers.
 */
async function startPages(
  mockUrl: string,
  secret: string,
  scale: { redisServer: string; nginx: string } | null,
): Promise<{ targets: Target[]; html: string; fleet: string[] }> {
  // The browser's API URL inlined by the build does not matter here: every request is
  // server side, and the site's server calls the bench mock through API_BASE_URL. A build it
  // makes is made for the default stack (PORT, MOCK_API_PORT), so `npm start` can reuse it.
  await ensureBuild({
    apiBaseUrl: mockUrl,
    inlined: stackSettings(process.env).inlined,
    anyInlined: true,
  });
  const sitePid = startSite({
    port: SITE_PORT,
    dev: false,
    apiBaseUrl: mockUrl,
    revalidateSecret: secret,
  }).pid;
  // 127.0.0.1 like the plain server, so both are reached the same way.
  const site = { url: `http://127.0.0.1:${SITE_PORT}` };
  await waitForUrl(`${site.url}/`, 120_000);

  const home = await fetch(`${site.url}/`);
  const html = await home.text();
  if (home.status !== 200) log(`warning: the home page answered ${home.status}`);
  fs.writeFileSync(HOME_HTML, html);
  const plainPid = startNodeServer('plain', [PLAIN_SERVER], {
    BENCH_HTML: HOME_HTML,
    BENCH_PORT: String(PLAIN_PORT),
  });
  const plainUrl = `http://127.0.0.1:${PLAIN_PORT}/`;
  await waitForUrl(plainUrl, 10_000);

  let productPath = '/products/code-reader';
  if ((await status(`${site.url}${productPath}`)) === 404) {
    log(`${productPath} is 404: using /products`);
    productPath = '/products';
  }
  const scaleTargets: Target[] = [];
  const fleet: string[] = [];
  let sharedPid: number | undefined;
  if (scale) {
    const redisDir = path.join(OUT_DIR, 'redis');
    fs.mkdirSync(redisDir, { recursive: true });
    startCommand('redis', scale.redisServer, redisArgs(REDIS_PORT, redisDir));
    const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
    for (const [name, port] of [
      ['site-a', SHARED_A_PORT],
      ['site-b', SHARED_B_PORT],
    ] as const) {
      // The mock's publish webhook reaches both, then refreshes nginx (bench main).
      const { pid } = startSite({
        port,
        dev: false,
        apiBaseUrl: mockUrl,
        redisUrl,
        name,
        revalidateSecret: secret,
      });
      if (name === 'site-a') sharedPid = pid;
    }
    await Promise.all(
      [SHARED_A_PORT, SHARED_B_PORT].map((port) =>
        waitForUrl(`http://127.0.0.1:${port}/`, 120_000),
      ),
    );
    const conf = writeNginxConfig(path.join(OUT_DIR, 'nginx'), {
      port: NGINX_PORT,
      refreshPort: NGINX_REFRESH_PORT,
      upstreams: [`127.0.0.1:${SHARED_A_PORT}`, `127.0.0.1:${SHARED_B_PORT}`],
    });
    startCommand('nginx', scale.nginx, ['-c', conf, '-p', path.join(OUT_DIR, 'nginx')]);
    await waitForUrl(`http://127.0.0.1:${NGINX_PORT}/lb-health`, 20_000);
    const lb = `http://127.0.0.1:${NGINX_PORT}`;
    fleet.push(`http://127.0.0.1:${SHARED_A_PORT}`, `http://127.0.0.1:${SHARED_B_PORT}`, lb);
    scaleTargets.push(
      {
        name: `product list, 1 instance + Redis cache`,
        url: `http://127.0.0.1:${SHARED_A_PORT}${productPath}`,
        isPage: true,
        pid: sharedPid,
      },
      {
        name: `product list, 2 instances + Redis behind nginx (1 s micro-cache)`,
        url: `${lb}${productPath}`,
        isPage: true,
      },
      {
        // A new query string per run would be truer, but autocannon repeats one URL: the
        // `Authorization` header makes nginx pass every request to the replicas instead.
        name: `product list, 2 instances + Redis behind nginx (no cache: Authorization)`,
        url: `${lb}${productPath}`,
        isPage: true,
        headers: { authorization: 'Bearer bench' },
      },
    );
  }

  return {
    html,
    fleet,
    targets: [
      { name: 'plain node http (home HTML)', url: plainUrl, isPage: false, pid: plainPid },
      {
        name: 'home /',
        url: `${site.url}/`,
        isPage: true,
        pid: sitePid,
        freshen: { revalidateUrl: `${site.url}/api/revalidate`, secret, path: '/' },
      },
      {
        name: `product list ${productPath}`,
        url: `${site.url}${productPath}`,
        isPage: true,
        pid: sitePid,
        freshen: { revalidateUrl: `${site.url}/api/revalidate`, secret, path: productPath },
      },
      ...scaleTargets,
    ],
  };
}

/** A whole number setting of the publish rows (BENCH_PUBLISH_*), or its default. */
function benchCount(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name}=${raw} is not valid`);
  return value;
}

/** Products of a category and their page paths, for the publish rows. */
async function benchProducts(mockUrl: string, categoryId: number): Promise<BenchProduct[]> {
  const response = await fetch(`${mockUrl}/api/goods/goods_all?category_id=${categoryId}&page=1`);
  const body = (await response.json()) as {
    goods_all?: { goods_id: number; goods_title: string }[];
  };
  const goods = body.goods_all ?? [];
  if (goods.length === 0)
    throw new Error(`no goods in category ${categoryId} for the publish rows`);
  return goods.map((g) => ({
    goodsId: g.goods_id,
    pagePath: `/products/${encodeURIComponent(g.goods_title.trim().replace(/\s+/g, '-'))}`,
  }));
}

function printPublishRow(label: string, result: PublishBenchResult): void {
  const ms = (value: number | null) => (value === null ? '' : String(value));
  printTable(
    [
      'publish until every instance and the balancer serve it',
      'rounds',
      'median ms',
      'p99 ms',
      'max ms',
      'failed',
    ],
    [
      [
        label,
        String(result.rounds),
        ms(result.medianMs),
        ms(result.p99Ms),
        ms(result.maxMs),
        String(result.failed),
      ],
    ],
  );
  log(`publish (${label}): median per reader ${JSON.stringify(result.readerMedians)}`);
}

/**
 * The hot publish row: BENCH_PUBLISH_ROUNDS (50) publishes of one product whose page visitors
 * ask the balancer for every 100 ms, at random phases, each timed until both instances and the
 * balancer serve the new description.
 */
async function publishHotRow(
  mockUrl: string,
  products: readonly BenchProduct[],
  fleet: string[],
): Promise<PublishBenchResult> {
  const rounds = benchCount('BENCH_PUBLISH_ROUNDS', 50);
  log(`publish, hot: ${rounds} publishes of ${products[0].pagePath}, until ${fleet.join(', ')}`);
  const result = await measurePublishes({
    mockUrl,
    products: products.slice(0, 1),
    readers: fleet,
    rounds,
    hotEveryMs: 100,
    // The balancer is the fleet's last reader (startPages).
    hotVia: fleet.slice(-1),
  });
  printPublishRow(`hot page ${products[0].pagePath}`, result);
  return result;
}

/**
 * The idle publish row: BENCH_PUBLISH_IDLE_ROUNDS (20) publishes of pages nobody asked for in
 * BENCH_PUBLISH_IDLE_S (60) seconds, taking turns among up to five other products so the
 * minutes overlap; random phases.
 */
async function publishIdleRow(
  mockUrl: string,
  products: readonly BenchProduct[],
  fleet: string[],
): Promise<PublishBenchResult> {
  const rounds = benchCount('BENCH_PUBLISH_IDLE_ROUNDS', 20);
  const idleS = benchCount('BENCH_PUBLISH_IDLE_S', 60);
  const idle = products.length > 1 ? products.slice(1, 6) : products;
  log(`publish, idle ${idleS} s: ${rounds} publishes of ${idle.length} products' pages`);
  const result = await measurePublishes({
    mockUrl,
    products: idle,
    readers: fleet,
    rounds,
    idleMs: idleS * 1_000,
  });
  printPublishRow(`page idle ${idleS} s (${idle.length} products in turn)`, result);
  return result;
}

/**
 * The outage row: the API down (the mock's `/mock/outage` drops every /api/
 * connection) for the run's duration while readers ask both instances and the balancer for
 * every pre-rendered page; goal 0 answers 5xx.
 */
async function outageRow(
  mockUrl: string,
  fleet: string[],
  seconds: number,
): Promise<OutageBenchResult> {
  const balancer = fleet[fleet.length - 1];
  log(`outage: the API down for ${seconds} s, every pre-rendered page from ${fleet.join(', ')}`);
  const result = await measureOutage({
    mockUrl,
    readers: fleet,
    balancer,
    buildDir: path.dirname(BUILD_ID_FILE),
    seconds,
  });
  printTable(
    [
      'outage: the API down (goal: 0 5xx)',
      'pages',
      'requests',
      '5xx',
      'other non-200',
      'no answer',
    ],
    [...Object.entries(result.byReader), ['fleet', result.total] as const].map(
      ([reader, tally]) => [
        reader === balancer ? `${reader} (balancer)` : reader,
        String(result.pages),
        String(tally.requests),
        String(tally.serverErrors),
        String(tally.otherNon200),
        String(tally.noAnswer),
      ],
    ),
  );
  return result;
}

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY === 'scale') {
    await runCatalogueScaleBench();
    await exitAfterStop(0);
    return;
  }
  const seconds = durationSeconds();
  await assertPortsFree([
    { port: SITE_PORT, what: 'bench site', setting: 'BENCH_SITE_PORT' },
    { port: MOCK_PORT, what: 'bench mock API', setting: 'BENCH_MOCK_PORT' },
    { port: PLAIN_PORT, what: 'bench plain server', setting: 'BENCH_PLAIN_PORT' },
  ]);
  const redisServer = MOCK_ONLY || PAGES_ONLY ? null : commandPath('redis-server');
  const nginx = MOCK_ONLY || PAGES_ONLY ? null : commandPath('nginx');
  const scaled = redisServer !== null && nginx !== null;
  if (scaled) {
    await assertPortsFree([
      { port: SHARED_A_PORT, what: 'bench site A (Redis)', setting: 'BENCH_SHARED_A_PORT' },
      { port: SHARED_B_PORT, what: 'bench site B (Redis)', setting: 'BENCH_SHARED_B_PORT' },
      { port: REDIS_PORT, what: 'bench redis-server', setting: 'BENCH_REDIS_PORT' },
      { port: NGINX_PORT, what: 'bench nginx', setting: 'BENCH_NGINX_PORT' },
      {
        port: NGINX_REFRESH_PORT,
        what: 'bench nginx refresh listener',
        setting: 'BENCH_NGINX_REFRESH_PORT',
      },
    ]);
  } else if (!MOCK_ONLY && !PAGES_ONLY) {
    log('no redis-server or nginx: the Redis and load-balancer rows are left out');
  }

  await ensureFixtures(FIXTURES_DB);
  copyDb(FIXTURES_DB, BENCH_DB);
  // Write limits off: the write row measures the write path, and one customer posting as fast
  // as it can is exactly what the limits refuse (mock-api/http/write-limit.ts).
  // With the fleet rows, the mock's publish webhook goes to both instances (the publish rows).
  const secret = randomBytes(18).toString('base64url');
  const mock = startMockApi({
    port: MOCK_PORT,
    dbFile: BENCH_DB,
    quiet: true,
    writeLimit: 0,
    ...(scaled
      ? {
          // Every instance of the fleet, then the balancer's refresh listener.
          siteRevalidate: {
            url: [SHARED_A_PORT, SHARED_B_PORT]
              .map((port) => `http://127.0.0.1:${port}/api/revalidate`)
              .join(','),
            secret,
            balancerRefresh: `http://127.0.0.1:${NGINX_REFRESH_PORT}`,
          },
        }
      : {}),
  });
  await waitForUrl(mock.healthUrl, 60_000, { accept: (code) => code === 200 });

  const pages = MOCK_ONLY
    ? null
    : await startPages(mock.url, secret, scaled ? { redisServer, nginx } : null);

  const categoryId = await productCategoryId(mock.url);
  const token = await signIn(mock.url);
  const readName = `mock API goods_all (category ${categoryId})`;

  const mockTargets: Target[] = [
    {
      name: readName,
      url: `${mock.url}/api/goods/goods_all?category_id=${categoryId}&page=1`,
      isPage: false,
      pid: mock.pid,
    },
    {
      name: 'mock API write: order_service_add (signed in)',
      url: `${mock.url}/api/OrderService/order_service_add`,
      isPage: false,
      post: { headers: { 'content-type': 'application/json', authorization: token }, body: ORDER },
      compareWith: readName,
      pid: mock.pid,
    },
  ];
  const targets: Target[] = [...(pages?.targets ?? []), ...(PAGES_ONLY ? [] : mockTargets)];

  const rows: Row[] = [];
  for (const target of targets) rows.push(await measure(target, seconds));
  const plain = pages ? rows[0].requestsPerSec : 0;
  const plainCpu = pages ? rows[0].cpuMicrosPerRequest : null;
  targets.forEach((target, i) => {
    if (target.isPage && plain > 0) rows[i].ratioToPlain = rows[i].requestsPerSec / plain;
    const cpu = rows[i].cpuMicrosPerRequest;
    if (target.isPage && plainCpu !== null && cpu !== null && cpu > 0) {
      rows[i].cpuRatioToPlain = plainCpu / cpu;
    }
    const read = rows.find((row) => row.target === target.compareWith);
    if (read && read.requestsPerSec > 0) {
      rows[i].ratioToRead = rows[i].requestsPerSec / read.requestsPerSec;
    }
  });
  // The write row counts only if the orders really were stored.
  if (!PAGES_ONLY) {
    const stored = await countOrders(mock.url, token);
    log(`orders stored by the write row and its warm-up: ${stored}`);
  }

  printResults(rows);
  let publish: { hot: PublishBenchResult; idle: PublishBenchResult } | null = null;
  if (pages && pages.fleet.length > 0) {
    const products = await benchProducts(mock.url, categoryId);
    publish = {
      hot: await publishHotRow(mock.url, products, pages.fleet),
      idle: await publishIdleRow(mock.url, products, pages.fleet),
    };
  }
  const outage =
    pages && pages.fleet.length > 0 ? await outageRow(mock.url, pages.fleet, seconds) : null;
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cores: os.cpus().length,
    // Everything (client, mock, 3 sites, Redis, nginx) shares these cores: read ratios.
    scaleRows: scaled,
    buildId: pages ? fs.readFileSync(BUILD_ID_FILE, 'utf8').trim() : null,
    connections: CONNECTIONS,
    durationSeconds: seconds,
    homeHtmlBytes: pages ? Buffer.byteLength(pages.html) : null,
    results: rows,
    publish,
    outage,
  };
  fs.writeFileSync(path.join(OUT_DIR, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  log(`results written to ${path.relative(ROOT, path.join(OUT_DIR, 'results.json'))}`);
  await exitAfterStop(0);
}

runMain(main);
