/**
 * The mock API at 1x against a catalogue N times larger (default 100x), in one run: makes both
 * databases (FIXTURE_SCALE's generator, without pictures) in a temporary folder, starts a mock on
 * each, and times the catalogue reads one request at a time (p50/p99 over the same requests):
 * a product category's first and last page, the blog list, the header search (goods and
 * articles; a keyword that matches nothing, and one whose answer grows with the scale) and a
 * product's details (the last product of the table, the worst case of a scan).
 *
 * The caller owns the mocks' lifetime (scripts/lib/processes.ts stops them with the rest); the
 * temporary folder goes when the process exits.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFixtures } from '../../mock-api/seed';
import type { MockApiService } from './processes';

export interface MockScaleRow {
  scale: number;
  endpoint: string;
  /** Path and query measured. */
  path: string;
  requests: number;
  /** Bytes of one answer. */
  bytes: number;
  p50Ms: number;
  p99Ms: number;
  /** p50 and p99 over the same endpoint's at the first scale (1x): 1 means no growth. */
  p50Growth: number;
  p99Growth: number;
}

export interface MockScaleDb {
  scale: number;
  goods: number;
  articles: number;
  /** Time to generate and write the database (no pictures), ms. */
  generateMs: number;
  bytes: number;
  /** The database file (a temporary folder, removed when the process exits; read-only benches). */
  dbFile: string;
}

export interface MockScaleResult {
  rows: MockScaleRow[];
  databases: MockScaleDb[];
}

export interface MockScaleOptions {
  /** Starts a mock serving `dbFile` on `port` (e.g. startMockApi, quiet, write limit off). */
  startMock: (dbFile: string, port: number) => MockApiService;
  /** Waits until the mock answers (e.g. waitForUrl on its health URL). */
  waitReady: (mock: MockApiService) => Promise<void>;
  /** One port per scale, free. */
  ports: readonly number[];
  /** Default [1, 100]: the first is the reference of the growth columns. */
  scales?: readonly number[];
  /** Timed requests per endpoint (after 10% more of warm-up); default 300. */
  requests?: number;
}

interface Target {
  endpoint: string;
  path: string;
}

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

async function getJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url);
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200 || body.code !== 200) {
    throw new Error(`${url} answered HTTP ${response.status}, code ${String(body.code)}`);
  }
  return body;
}

/** The measured requests on one mock: the last page and product depend on its data. */
async function targets(baseUrl: string, categoryId: number): Promise<Target[]> {
  const list = `/api/goods/goods_all?category_id=${categoryId}`;
  const first = await getJson(`${baseUrl}${list}&page=1`);
  const page = first.page as { total: number; listRows: number };
  const lastPage = Math.max(1, Math.ceil(page.total / page.listRows));
  const search = (await getJson(
    `${baseUrl}/api/goods/goods_all?category_id=${categoryId}&page=${lastPage}`,
  )) as { goods_all: { goods_title: string }[] };
  const last = search.goods_all[search.goods_all.length - 1].goods_title;
  return [
    { endpoint: 'goods_all (category, page 1)', path: `${list}&page=1` },
    { endpoint: `goods_all (category, last page)`, path: `${list}&page=${lastPage}` },
    { endpoint: 'articles_all (all, page 1)', path: '/api/articles/articles_all?page=1' },
    // A keyword no record holds: the search's own work (every record read), nothing to send.
    {
      endpoint: 'global_search (goods, no match)',
      path: '/api/search/global_search?searchTypeName=goods&searchKeywordsName=zqxj',
    },
    {
      endpoint: 'global_search (article, no match)',
      path: '/api/search/global_search?searchTypeName=article&searchKeywordsName=zqxj',
    },
    // A common word: the answer itself is N times larger (every copy matches).
    {
      endpoint: 'global_search (goods, "AD900")',
      path: '/api/search/global_search?searchTypeName=goods&searchKeywordsName=AD900',
    },
    {
      endpoint: 'goods_details (last product)',
      path: `/api/goods/goods_details?goods_title=${encodeURIComponent(last.replace(/ /g, '-'))}`,
    },
  ];
}

/** Latencies in ms of `count` requests one after the other (the body read whole), and its size. */
async function timeRequests(
  url: string,
  count: number,
): Promise<{ times: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url} answered HTTP ${response.status}`);
  }
  return { times, bytes };
}

/** The first product category (the one whose last page grows with the scale). */
export const BENCH_CATEGORY_ID = 21;

export async function measureMockScale(options: MockScaleOptions): Promise<MockScaleResult> {
  const scales = options.scales ?? [1, 100];
  const count = options.requests ?? 300;
  if (options.ports.length < scales.length) throw new Error('One port per scale is needed');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mock-scale-bench-'));
  // The mocks serve these files until the caller stops them: removed when the process exits.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  {
    const databases: MockScaleDb[] = [];
    const mocks: MockApiService[] = [];
    for (const [i, scale] of scales.entries()) {
      const dbFile = path.join(dir, `db-${scale}x.json`);
      const started = performance.now();
      await writeFixtures({ dbFile, scale, pictures: false });
      const generateMs = Math.round(performance.now() - started);
      const bytes = statSync(dbFile).size;
      const mock = options.startMock(dbFile, options.ports[i]);
      await options.waitReady(mock);
      mocks.push(mock);
      const goods = await getJson(`${mock.url}/api/goods/goods_all?category_id=2&page=1`);
      const articles = await getJson(`${mock.url}/api/articles/articles_all?page=1`);
      databases.push({
        scale,
        goods: (goods.page as { total: number }).total,
        articles: (articles.data_page as { total: number }).total,
        generateMs,
        bytes,
        dbFile,
      });
    }
    const rows: MockScaleRow[] = [];
    for (const [i, scale] of scales.entries()) {
      const mock = mocks[i];
      for (const target of await targets(mock.url, BENCH_CATEGORY_ID)) {
        const url = `${mock.url}${target.path}`;
        await timeRequests(url, Math.ceil(count / 10));
        const { times, bytes } = await timeRequests(url, count);
        times.sort((a, b) => a - b);
        const p50Ms = round(percentile(times, 50));
        const p99Ms = round(percentile(times, 99));
        const reference = rows.find((row) => row.endpoint === target.endpoint);
        rows.push({
          scale,
          endpoint: target.endpoint,
          path: target.path,
          requests: count,
          bytes,
          p50Ms,
          p99Ms,
          p50Growth: reference ? round(p50Ms / reference.p50Ms) : 1,
          p99Growth: reference ? round(p99Ms / reference.p99Ms) : 1,
        });
      }
    }
    return { rows, databases };
  }
}

/** Table cells of the rows (for scripts/lib/table.ts printTable). */
export function mockScaleTable(result: MockScaleResult): { header: string[]; lines: string[][] } {
  const header = ['endpoint', 'scale', 'bytes', 'p50 ms', 'p99 ms', 'p50 vs 1x', 'p99 vs 1x'];
  const lines = result.rows.map((row) => [
    row.endpoint,
    `${row.scale}x`,
    String(row.bytes),
    String(row.p50Ms),
    String(row.p99Ms),
    `${row.p50Growth}x`,
    `${row.p99Growth}x`,
  ]);
  return { header, lines };
}
