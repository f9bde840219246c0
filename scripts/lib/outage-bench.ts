/**
 * The outage row of `npm run bench`: the fleet with the API down. The mock's dev
 * route `/mock/outage` drops every /api/ connection (`down`, as a stopped API would), then
 * readers ask every instance and the balancer for the pages the build pre-rendered (and home)
 * for the row's duration, counting the answers by kind. Goal: 0 answers 5xx (each page's last
 * good version is served: cache-build-copy.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface OutageTally {
  requests: number;
  /** Answers 500-599: what a visitor must never get in an outage. */
  serverErrors: number;
  /** Other answers that are not 200 (a redirect or a 404 counts here). */
  otherNon200: number;
  /** No answer at all (refused, reset, timed out). */
  noAnswer: number;
}

export interface OutageBenchResult {
  seconds: number;
  pages: number;
  total: OutageTally;
  byReader: Record<string, OutageTally>;
}

/** The pages a visitor may ask for during the outage: home and every pre-rendered page. */
export function outagePages(manifest: {
  routes: Record<string, { dataRoute?: string | null }>;
}): string[] {
  const routes = Object.entries(manifest.routes)
    .filter(([route, info]) => info.dataRoute?.endsWith('.json') && route !== '/404')
    .map(([route]) => encodeURI(route));
  return ['/', ...routes.filter((route) => route !== '/')];
}

export function emptyTally(): OutageTally {
  return { requests: 0, serverErrors: 0, otherNon200: 0, noAnswer: 0 };
}

/** Counts one answer (`null`: none) into `tally`. */
export function count(tally: OutageTally, status: number | null): void {
  tally.requests += 1;
  if (status === null) tally.noAnswer += 1;
  else if (status >= 500) tally.serverErrors += 1;
  else if (status !== 200) tally.otherNon200 += 1;
}

/**
 * Turns the mock's API off, reads `pages` from every reader with `concurrency` loops for
 * `seconds`, then turns it back on. A reader that is the balancer (`balancer`) gets a query of
 * its own per request: past its micro-cache, to the instances.
 */
export async function measureOutage(options: {
  mockUrl: string;
  readers: readonly string[];
  balancer?: string;
  buildDir: string;
  seconds: number;
  concurrency?: number;
}): Promise<OutageBenchResult> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(options.buildDir, 'prerender-manifest.json'), 'utf8'),
  ) as Parameters<typeof outagePages>[0];
  const pages = outagePages(manifest);
  const setOutage = async (mode: 'down' | 'none') => {
    const response = await fetch(`${options.mockUrl}/mock/outage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode }),
    });
    if (!response.ok) throw new Error(`/mock/outage ${mode} answered ${response.status}`);
  };
  const byReader = Object.fromEntries(options.readers.map((reader) => [reader, emptyTally()]));
  const total = emptyTally();
  let next = 0;
  await setOutage('down');
  try {
    const until = Date.now() + options.seconds * 1000;
    const loop = async () => {
      while (Date.now() < until) {
        const n = next++;
        const reader = options.readers[n % options.readers.length];
        const page = pages[Math.floor(n / options.readers.length) % pages.length];
        const url =
          reader === options.balancer ? `${reader}${page}?outage-bench=${n}` : `${reader}${page}`;
        let status: number | null = null;
        try {
          const response = await fetch(url, {
            redirect: 'manual',
            signal: AbortSignal.timeout(20_000),
          });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          status = null;
        }
        count(byReader[reader], status);
        count(total, status);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 8 }, loop));
  } finally {
    await setOutage('none');
  }
  return { seconds: options.seconds, pages: pages.length, total, byReader };
}
