/**
 * The publish webhook: after a publish the mock asks the site to regenerate the pages that show
 * it (`POST SITE_REVALIDATE_URL`, `{paths, delivery}`), at most 100 paths a call as the site's
 * route allows. Each call is signed (`X-Webhook-Signature`, src/contract/cms-signing.ts: an
 * HMAC of the exact body sent, with the time); `delivery` is unique per call, so two calls
 * with the same paths in the same second are never taken for a replay. Without
 * SITE_REVALIDATE_URL the loop is off (the publish still lands).
 *
 * A fleet: SITE_REVALIDATE_URL names every instance (not the balancer, which would pass the
 * call to one of them), so each regenerates every path whether or not they share a Redis; the
 * calls go out together. Then, with BALANCER_REFRESH_URL (the balancers' refresh listeners,
 * deploy/nginx/default.conf.template), each regenerated page is asked for there with
 * `X-Cache-Refresh: 1`, so the balancer stores the new copy before the publish call answers.
 */
import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, signWebhook } from '../../src/contract/cms-signing';

export const WEBHOOK_BATCH = 100;
/** A batch renders up to 100 pages: on 2 cores that takes a while, but never forever. */
const BATCH_TIMEOUT_MS = 60_000;

export interface WebhookTarget {
  url: string;
  secret: string;
  /** Origins of the balancers' refresh listeners (BALANCER_REFRESH_URL), none: no refresh. */
  refresh?: string[];
}

export interface WebhookResult {
  /** The paths the site says it regenerated. */
  revalidated: string[];
  /** Paths the site refused or failed to regenerate, with its reason for each. */
  notRevalidated: { path: string; reason: string }[];
  /** Why some or all of the paths were not regenerated (none when all went through). */
  error?: string;
}

function pathReasons(value: unknown): { path: string; reason: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const { path, reason } = (entry ?? {}) as { path?: unknown; reason?: unknown };
    return typeof path === 'string' && typeof reason === 'string' ? [{ path, reason }] : [];
  });
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** SITE_REVALIDATE_URL, REVALIDATE_SECRET and BALANCER_REFRESH_URL, or null when the loop is off. */
export function webhookFromEnv(env: NodeJS.ProcessEnv = process.env): WebhookTarget | null {
  const url = env.SITE_REVALIDATE_URL?.trim();
  if (!url) return null;
  const refresh = list(env.BALANCER_REFRESH_URL);
  return { url, secret: env.REVALIDATE_SECRET ?? '', ...(refresh.length > 0 ? { refresh } : {}) };
}

type Fetch = typeof fetch;

/** The fetch failed before reaching anyone: the host name does not resolve. */
function unresolved(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/**
 * Calls the site's webhook, then refreshes the balancers' copies of the regenerated pages
 * (target.refresh). SITE_REVALIDATE_URL may list several sites, comma-separated (every
 * instance of a fleet, and the single instance beside it in the compose file): all are called
 * at once, and one whose host name does not resolve (a service that is not deployed) is
 * skipped. The paths regenerated are those any site regenerated.
 */
export async function callWebhook(
  target: WebhookTarget,
  paths: readonly string[],
  fetchImpl: Fetch = fetch,
  now: () => Date = () => new Date(),
): Promise<WebhookResult> {
  const result = await callSites(target, paths, fetchImpl, now);
  const refreshErrors = await refreshBalancers(target.refresh ?? [], result.revalidated, fetchImpl);
  const errors = [...(result.error ? [result.error] : []), ...refreshErrors];
  const { error: _error, ...rest } = result;
  return { ...rest, ...(errors.length > 0 ? { error: errors.join('; ') } : {}) };
}

async function callSites(
  target: WebhookTarget,
  paths: readonly string[],
  fetchImpl: Fetch,
  now: () => Date,
): Promise<WebhookResult> {
  const urls = list(target.url);
  if (urls.length <= 1) {
    const { unresolved: _alone, ...result } = await callOne(target, paths, fetchImpl, now);
    return result;
  }
  const results = await Promise.all(
    urls.map((url) => callOne({ url, secret: target.secret }, paths, fetchImpl, now)),
  );
  const reached = results.filter((result) => !result.unresolved);
  const skipped = urls.filter((_, i) => results[i].unresolved);
  if (reached.length === 0) {
    return {
      revalidated: [],
      notRevalidated: [],
      error: `no site resolves: ${skipped.join(', ')}`,
    };
  }
  const errors = reached.flatMap((result) => (result.error ? [result.error] : []));
  return {
    revalidated: [...new Set(reached.flatMap((result) => result.revalidated))],
    notRevalidated: reached.flatMap((result) => result.notRevalidated),
    ...(errors.length > 0 ? { error: errors.join('; ') } : {}),
  };
}

/** The request header the balancer's refresh listener honours (deploy/nginx/default.conf.template). */
export const REFRESH_HEADER = 'X-Cache-Refresh';
const REFRESH_TIMEOUT_MS = 30_000;
/** Pages refreshed at once on one balancer. */
const REFRESH_CONCURRENCY = 4;
/** A refresh whose copy another answer replaced at once is repeated, this many times at most. */
const REFRESH_ATTEMPTS = 3;

/** One read on a balancer's refresh listener: its cache verdict and the body. */
async function readThrough(
  url: string,
  refresh: boolean,
  fetchImpl: Fetch,
): Promise<{ cache: string; body: string }> {
  const response = await fetchImpl(url, {
    headers: refresh ? { [REFRESH_HEADER]: '1' } : {},
    redirect: 'manual',
    signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
  });
  const body = await response.text();
  return { cache: response.headers.get('x-cache-status') ?? '', body };
}

/**
 * Stores the regenerated page in one balancer's cache: a refresh (the cached copy skipped, the
 * answer stored), then a plain read. A read that a visitor's request began before the
 * instances regenerated may land after the refresh and store the old page again: when the
 * plain read is a cached copy other than the one stored, the refresh is repeated.
 */
async function refreshPage(origin: string, path: string, fetchImpl: Fetch): Promise<void> {
  const url = new URL(path, origin).toString();
  for (let attempt = 1; attempt <= REFRESH_ATTEMPTS; attempt += 1) {
    const stored = await readThrough(url, true, fetchImpl);
    const read = await readThrough(url, false, fetchImpl);
    if (read.cache !== 'HIT' || read.body === stored.body) return;
  }
}

/** Refreshes `paths` on every balancer; the errors, one per balancer that failed. */
async function refreshBalancers(
  origins: readonly string[],
  paths: readonly string[],
  fetchImpl: Fetch,
): Promise<string[]> {
  if (paths.length === 0) return [];
  const errors = await Promise.all(
    origins.map(async (origin) => {
      const queue = [...paths];
      const worker = async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await refreshPage(origin, path, fetchImpl);
        }
      };
      try {
        await Promise.all(Array.from({ length: REFRESH_CONCURRENCY }, worker));
        return null;
      } catch (error) {
        // A balancer that is not deployed (compose without the scale profile) is skipped.
        if (unresolved(error)) return null;
        const why = error instanceof Error ? error.message : String(error);
        return `the balancer ${origin} did not refresh its cache: ${why}`;
      }
    }),
  );
  return errors.filter((error): error is string => error !== null);
}

async function callOne(
  target: WebhookTarget,
  paths: readonly string[],
  fetchImpl: Fetch,
  now: () => Date,
): Promise<WebhookResult & { unresolved?: boolean }> {
  // The signature alone vouches for the call: the secret itself never travels.
  const url = new URL(target.url);
  const revalidated: string[] = [];
  const notRevalidated: WebhookResult['notRevalidated'] = [];
  for (let start = 0; start < paths.length; start += WEBHOOK_BATCH) {
    const batch = paths.slice(start, start + WEBHOOK_BATCH);
    try {
      const body = JSON.stringify({ paths: batch, delivery: randomUUID() });
      const signature = signWebhook(target.secret, body, Math.floor(now().getTime() / 1000));
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(BATCH_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as {
        revalidated?: unknown;
        refused?: unknown;
        failed?: unknown;
        msg?: unknown;
      } | null;
      notRevalidated.push(...pathReasons(answer?.refused), ...pathReasons(answer?.failed));
      if (!response.ok) {
        return {
          revalidated,
          notRevalidated,
          error: `the site answered HTTP ${response.status}: ${String(answer?.msg ?? '')}`,
        };
      }
      if (Array.isArray(answer?.revalidated)) {
        revalidated.push(...answer.revalidated.filter((p): p is string => typeof p === 'string'));
      }
    } catch (error) {
      return {
        revalidated,
        notRevalidated,
        error: `the site did not answer: ${error instanceof Error ? error.message : String(error)}`,
        ...(unresolved(error) ? { unresolved: true } : {}),
      };
    }
  }
  return { revalidated, notRevalidated };
}
