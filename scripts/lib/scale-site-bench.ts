/**
 * The site's own rows of `BENCH_ONLY=scale` at the larger catalogue: `next start` from the build
 * made against it (scripts/lib/build-scale-bench.ts), and the pages whose work grows with the
 * catalogue timed one request at a time:
 * - the search page for a keyword matching thousands of records (`reader`): bytes of HTML of
 *   each tab's first and second page, the first (cold: the site's index is built) and a later
 *   request;
 * - the sitemap index: the first request of a new deploy (at once after its first start: the list
 *   the build left), a later one, the first after each of five publishes (a signed webhook
 *   regenerating one product page, as the CMS sends it), the first after a restart, and the first
 *   at once after a start with no copy of the list at all (it waits for the one build the start
 *   began).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SIGNATURE_HEADER, signWebhook } from '../../src/contract/cms-signing';
import { waitForUrl } from './ports';
import { log, ROOT } from './processes';

const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const PUBLISHES = 5;
const SEARCH_KEYWORD = 'reader';

export interface ScaleSiteRow {
  what: string;
  /** Bytes of the answer (HTML or XML). */
  bytes: number;
  ms: number;
}

export interface ScaleSiteOptions {
  /** The build's folder, relative to the project (NEXT_DIST_DIR). */
  distDir: string;
  mockUrl: string;
  port: number;
}

function startSite(options: ScaleSiteOptions, secret: string): ChildProcess {
  return spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(options.port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: options.distDir,
      API_BASE_URL: options.mockUrl,
      REVALIDATE_SECRET: secret,
      REDIS_URL: '',
      PORT: String(options.port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function timed(
  url: string,
  init?: RequestInit,
): Promise<{ bytes: number; ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { bytes: Buffer.byteLength(text), ms: Math.round(ms), text };
}

async function publish(base: string, secret: string, pagePath: string): Promise<void> {
  const body = JSON.stringify({ paths: [pagePath], delivery: randomUUID() });
  const response = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
    },
    body,
  });
  const answer = (await response.json()) as { revalidated?: string[] };
  if (!answer.revalidated?.includes(pagePath)) {
    throw new Error(`the publish of ${pagePath} was not taken: ${JSON.stringify(answer)}`);
  }
}

/** Starts the site on the build, measures, and stops it. */
export async function measureScaleSite(options: ScaleSiteOptions): Promise<ScaleSiteRow[]> {
  const base = `http://127.0.0.1:${options.port}`;
  const secret = randomBytes(24).toString('hex');
  const rows: ScaleSiteRow[] = [];
  const row = (what: string, { bytes, ms }: { bytes: number; ms: number }) => {
    rows.push({ what, bytes, ms });
    log(`scale site: ${what}: ${bytes} bytes in ${ms} ms`);
  };
  let site = startSite(options, secret);
  const restart = async () => {
    await stop(site);
    site = startSite(options, secret);
    await waitForUrl(`${base}/api/health`, 180_000, { accept: (code) => code === 200 });
  };
  try {
    await waitForUrl(`${base}/api/health`, 180_000, { accept: (code) => code === 200 });
    row('sitemap index (first of a new deploy, at once)', await timed(`${base}/sitemap.xml`));
    const search = `/search?keywords=${SEARCH_KEYWORD}`;
    row(`search ${search} (first)`, await timed(base + search));
    row(`search ${search} (again)`, await timed(base + search));
    for (const [type, page] of [
      ['goods', 2],
      ['article', 1],
      ['article', 2],
    ] as const) {
      const address = `/search?type=${type}&keywords=${SEARCH_KEYWORD}&page=${page}`;
      row(`search ${address}`, await timed(base + address));
    }

    row('sitemap index (again)', await timed(`${base}/sitemap.xml`));
    const shard = await timed(`${base}/sitemap.xml?shard=1`);
    row('sitemap shard 1', shard);
    const product = /<loc>https?:\/\/[^/<]+(\/products\/[^<]+)<\/loc>/.exec(
      shard.text.split('\n').slice(-200).join('\n'),
    )?.[1];
    if (!product) throw new Error('no product in the last URLs of shard 1');
    for (let i = 1; i <= PUBLISHES; i++) {
      await publish(base, secret, product);
      row(`sitemap index after publish ${i}`, await timed(`${base}/sitemap.xml`));
    }
    await restart();
    row('sitemap index (first after a restart)', await timed(`${base}/sitemap.xml`));
    await stop(site);
    for (const copy of ['sitemap-list.json', path.join('cache', 'sitemap-list.json')]) {
      fs.rmSync(path.join(ROOT, options.distDir, copy), { force: true });
    }
    await restart();
    row(
      'sitemap index (first, at once after a start with no copy)',
      await timed(`${base}/sitemap.xml`),
    );
  } finally {
    await stop(site);
  }
  return rows;
}
