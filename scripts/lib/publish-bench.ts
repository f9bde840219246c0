/**
 * The publish rows of `npm run bench`: how long an editor waits, from the publish call until
 * every reader (each instance of the fleet and the balancer in front of them) serves the new
 * text. Each round saves a draft of one product's description with a fresh marker (not timed),
 * then times `POST /mock/content/goods/:id/publish` until every reader's page carries it.
 * Two cases: a hot page (read by every reader all along) and an idle one (nobody read it for a
 * minute: the rounds take turns among several products, so each waits its minute at once).
 */

export interface BenchProduct {
  goodsId: number;
  /** The product's page path on the site (`/products/...`). */
  pagePath: string;
}

export interface PublishBenchOptions {
  mockUrl: string;
  /** The products published, in turns (round r publishes products[r % length]). */
  products: readonly BenchProduct[];
  /** Base URLs that must all serve the new text: the instances and the balancer. */
  readers: readonly string[];
  rounds: number;
  /** A round that is not everywhere by then counts as failed (its time is not a sample). */
  timeoutMs?: number;
  /** How often each reader is asked while waiting. */
  pollMs?: number;
  /**
   * The most a round waits, at random, before publishing. Back-to-back rounds would start
   * right after the balancer refreshed its copy (the previous round ended when it did), so
   * every publish would wait a whole micro-cache lifetime; an editor publishes at any moment.
   */
  jitterMs?: number;
  /** Hot: the page is also asked for every this many ms, all along, ... */
  hotEveryMs?: number;
  /** ... through these (default: every reader), as visitors ask the balancer. */
  hotVia?: readonly string[];
  /** Idle: a product is published only once nobody asked for its page for this long. */
  idleMs?: number;
}

export interface PublishBenchResult {
  rounds: number;
  /** Milliseconds of each round that reached every reader, in order. */
  samples: number[];
  failed: number;
  medianMs: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** Per reader, the median time until it served the new text (rounds it did in time). */
  readerMedians?: Record<string, number | null>;
}

/** Nearest-rank percentile of sorted values (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}

export function summarize(samples: readonly number[], rounds: number): PublishBenchResult {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    rounds,
    samples: [...samples],
    failed: rounds - samples.length,
    medianMs: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length > 0 ? sorted[sorted.length - 1] : null,
  };
}

async function mockCall(url: string, method: 'PUT' | 'POST', body?: unknown): Promise<void> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
  } | null;
  if (answer?.code !== 200) {
    throw new Error(
      `${method} ${url} answered ${response.status}: ${answer?.msg ?? 'no envelope'}`,
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the time (performance.now()) the reader first served `marker`, or null. */
async function firstSeen(
  url: string,
  marker: string,
  deadline: number,
  pollMs: number,
): Promise<number | null> {
  while (performance.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      const html = await response.text();
      if (response.status === 200 && html.includes(marker)) return performance.now();
    } catch {
      // A slow or refused read is just another poll.
    }
    await sleep(pollMs);
  }
  return null;
}

/** Reads every reader's page every `everyMs` until stopped: the page stays hot. */
function keepHot(urls: readonly string[], everyMs: number): () => Promise<void> {
  let on = true;
  const loops = urls.map(async (url) => {
    while (on) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
      } catch {
        // A slow read is the measurement's business, not this one's.
      }
      await sleep(everyMs);
    }
  });
  return async () => {
    on = false;
    await Promise.all(loops);
  };
}

export async function measurePublishes(options: PublishBenchOptions): Promise<PublishBenchResult> {
  const { mockUrl, products, readers, rounds } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pollMs = options.pollMs ?? 25;
  const jitterMs = options.jitterMs ?? 2_000;
  const samples: number[] = [];
  const perReader = new Map<string, number[]>(readers.map((base) => [base, []]));
  // When each product's page was last asked for (its previous round's polls).
  const lastRead = new Map<number, number>();
  const stopHot =
    options.hotEveryMs === undefined
      ? null
      : keepHot(
          products.flatMap((p) =>
            (options.hotVia ?? readers).map((base) => `${base}${p.pagePath}`),
          ),
          options.hotEveryMs,
        );
  const run = Date.now().toString(36);
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const { goodsId, pagePath } = products[(round - 1) % products.length];
      const record = `${mockUrl}/mock/content/goods/${goodsId}`;
      const marker = `Bench publish ${run}-${round}`;
      await mockCall(record, 'PUT', { goods_describe: `<p>${marker}</p>` });
      if (options.idleMs !== undefined) {
        const idleUntil = (lastRead.get(goodsId) ?? 0) + options.idleMs;
        await sleep(Math.max(0, idleUntil - performance.now()));
      }
      await sleep(Math.random() * jitterMs);
      const started = performance.now();
      await mockCall(`${record}/publish`, 'POST');
      const deadline = started + timeoutMs;
      const seen = await Promise.all(
        readers.map((base) => firstSeen(`${base}${pagePath}`, marker, deadline, pollMs)),
      );
      lastRead.set(goodsId, performance.now());
      seen.forEach((at, i) => {
        if (at !== null) perReader.get(readers[i])?.push(Math.round(at - started));
      });
      if (seen.every((at): at is number => at !== null)) {
        samples.push(Math.round(Math.max(...seen) - started));
      }
    }
  } finally {
    await stopHot?.();
  }
  const readerMedians = Object.fromEntries(
    [...perReader].map(([base, times]) => [
      base,
      percentile(
        [...times].sort((a, b) => a - b),
        50,
      ),
    ]),
  );
  return { ...summarize(samples, rounds), readerMedians };
}
