/**
 * The publish webhook: after a publish the mock asks the site to regenerate the pages that show
 * it (`POST SITE_REVALIDATE_URL`, `{paths, delivery}`), at most 100 paths a call as the site's
 * route allows. Each call is signed (`X-Webhook-Signature`, src/contract/cms-signing.ts: an
 * HMAC of the exact body sent, with the time); `delivery` is unique per call, so two calls
 * with the same paths in the same second are never taken for a replay. Without
 * SITE_REVALIDATE_URL the loop is off (the publish still lands).
 */
import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, signWebhook } from '../../src/contract/cms-signing';

export const WEBHOOK_BATCH = 100;
/** A batch renders up to 100 pages: on 2 cores that takes a while, but never forever. */
const BATCH_TIMEOUT_MS = 60_000;

export interface WebhookTarget {
  url: string;
  secret: string;
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

/** SITE_REVALIDATE_URL and REVALIDATE_SECRET, or null when the loop is off. */
export function webhookFromEnv(env: NodeJS.ProcessEnv = process.env): WebhookTarget | null {
  const url = env.SITE_REVALIDATE_URL?.trim();
  if (!url) return null;
  return { url, secret: env.REVALIDATE_SECRET ?? '' };
}

type Fetch = typeof fetch;

/** The fetch failed before reaching anyone: the host name does not resolve. */
function unresolved(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/**
 * Calls the site's webhook. SITE_REVALIDATE_URL may list several sites, comma-separated (the
 * compose file names the balancer of the scale profile and the single instance): each is
 * called, and one whose host name does not resolve (a service that is not deployed) is
 * skipped. The paths regenerated are those any site regenerated.
 */
export async function callWebhook(
  target: WebhookTarget,
  paths: readonly string[],
  fetchImpl: Fetch = fetch,
  now: () => Date = () => new Date(),
): Promise<WebhookResult> {
  const urls = target.url
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length <= 1) {
    const { unresolved: _alone, ...result } = await callOne(target, paths, fetchImpl, now);
    return result;
  }
  const reached: WebhookResult[] = [];
  const skipped: string[] = [];
  for (const url of urls) {
    const result = await callOne({ url, secret: target.secret }, paths, fetchImpl, now);
    if (result.unresolved) skipped.push(url);
    else reached.push(result);
  }
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
