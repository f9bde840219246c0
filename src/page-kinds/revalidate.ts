/**
 * On-demand revalidation: the CMS (or a developer) asks for fresh pages after an edit.
 * `POST /api/revalidate` with `{"paths": ["/products", ...]}`; the answer lists the paths
 * regenerated, those refused (not a valid path, not a page) and those that failed.
 *
 * Two ways in, both from REVALIDATE_SECRET: the CMS signs its calls (`X-Webhook-Signature`, see
 * src/contract/cms-signing.ts), and each signed call is taken once and only within minutes of
 * its timestamp, also after a restart (features/routing/webhook-replay.ts); a developer calls by hand with
 * `Authorization: Bearer SECRET`. A secret in the URL (`?secret=`, which this route once took)
 * is refused: it would land in access logs. The body is read raw (the signature covers
 * its exact bytes): the route's config turns Next's body parser off.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '@/contract/cms-signing';
import { opsRecorder } from '@/lib/ops-events';
import { secretMatches } from '@/lib/secret';
import { revalidateSecret } from '@/lib/secrets';
import { noteRevalidated } from '@/lib/search-index/catalogue-version';
import { notePublished } from '@/features/routing/sitemap-published';
import { loadSitePages } from '@/page-kinds/site-pages';
import {
  type CheckedPath,
  checkPath,
  isNeverAPage,
  isPerRequestPage,
  REFUSAL,
} from '@/features/routing/revalidate-paths';
import { readRawBody } from '@/features/routing/raw-body';
import { takeSignature } from '@/features/routing/webhook-replay';

const MAX_PATHS = 100;
export const SECRET_MSG = {
  off: 'Revalidation is off: the server has no REVALIDATE_SECRET',
  invalid: 'Invalid secret',
  inUrl:
    'A secret in the URL is refused (URLs land in access logs): send Authorization: Bearer SECRET',
} as const;

/** Why a signed call was refused (401). */
export const SIGNATURE_MSG = {
  malformed:
    'Malformed signature: X-Webhook-Signature must be t=<unix seconds>,v1=<64 hex digits of HMAC-SHA256>',
  forged: 'Invalid signature: it does not match the body under the shared secret',
  expired: 'Expired signature: its timestamp is more than 5 minutes away from now',
  replayed: 'Replayed signature: a call with this signature was already taken',
} as const;

export const BODY_MSG = { json: 'The body is not valid JSON' } as const;

export { secretMatches };

/** The secret of a call by hand: `Authorization: Bearer SECRET`. */
function manualSecret(req: NextApiRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
}

/** A path that was not regenerated, and why. */
export interface PathRefusal {
  path: string;
  reason: string;
}

export interface RevalidateAnswer {
  code: number;
  msg: string;
  revalidated?: string[];
  /** Paths not tried: not valid paths, or not pages of the site. */
  refused?: PathRefusal[];
  /** Pages whose regeneration failed: the last good version is still served. */
  failed?: PathRefusal[];
}

export const FAILURE = {
  regeneration:
    'the page could not be regenerated (its data did not load): the last good version stays',
  unchecked:
    'the site could not list its pages (the API did not answer): nothing was regenerated, the last good versions stay',
} as const;

/** The list of a request body (each entry is checked on its own), or an error message. */
export function readPaths(body: unknown): unknown[] | string {
  const paths = (body as { paths?: unknown } | null)?.paths;
  if (!Array.isArray(paths) || paths.length === 0) return 'paths must be a non-empty list';
  if (paths.length > MAX_PATHS) return `at most ${MAX_PATHS} paths at a time`;
  return paths;
}

function summary(answer: Required<Omit<RevalidateAnswer, 'code' | 'msg'>>): string {
  const { revalidated, refused, failed } = answer;
  if (refused.length === 0 && failed.length === 0) return 'Success';
  const total = revalidated.length + refused.length + failed.length;
  return `Revalidated ${revalidated.length} of ${total} paths: see refused and failed`;
}

/** Why a signed call is refused, or null when it is genuine, fresh and first seen. */
async function signatureRefusal(
  header: string | string[] | undefined,
  rawBody: string,
  secret: string,
): Promise<string | null> {
  const nowS = Math.floor(Date.now() / 1000);
  const check = verifyWebhookSignature(header, rawBody, secret, nowS);
  if (!check.ok) return SIGNATURE_MSG[check.reason === 'missing' ? 'malformed' : check.reason];
  const first = await takeSignature(check.signature, check.timestampS, nowS);
  return first ? null : SIGNATURE_MSG.replayed;
}

/**
 * The route: answers, then tells the fleet's metrics and log (src/lib/ops-events.ts) how the
 * call went, signed (the webhook) or by hand.
 */
export async function revalidateHandler(
  req: NextApiRequest,
  res: NextApiResponse<RevalidateAnswer>,
): Promise<void> {
  const answer = await answerRevalidation(req, res);
  opsRecorder()?.revalidation({
    via: req.headers[SIGNATURE_HEADER] !== undefined ? 'webhook' : 'manual',
    status: res.statusCode,
    revalidated: answer?.revalidated ?? [],
    refused: answer?.refused?.length ?? 0,
    failed: answer?.failed?.length ?? 0,
    // Why a call was turned away (401 and the like), for the operator reading the log.
    ...(answer && res.statusCode !== 200 ? { reason: answer.msg } : {}),
  });
}

/** Sends a refusal of the whole call and returns it (for the log). */
function refuse(
  res: NextApiResponse<RevalidateAnswer>,
  code: number,
  msg: string,
): RevalidateAnswer {
  const answer = { code, msg };
  res.status(code).json(answer);
  return answer;
}

/** Answers the call; the answer sent (paths judged, or why the call was refused). */
async function answerRevalidation(
  req: NextApiRequest,
  res: NextApiResponse<RevalidateAnswer>,
): Promise<RevalidateAnswer> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return refuse(res, 405, 'Use POST');
  }
  // REVALIDATE_SECRET (docs/settings.md); no default: without one the route is off.
  const secret = revalidateSecret();
  const signature = req.headers[SIGNATURE_HEADER];
  const signed = signature !== undefined;
  if (req.query.secret !== undefined) return refuse(res, 400, SECRET_MSG.inUrl);
  if (secret === '' || (!signed && !secretMatches(manualSecret(req), secret))) {
    return refuse(res, 401, secret === '' ? SECRET_MSG.off : SECRET_MSG.invalid);
  }
  const raw = await readRawBody(req);
  if (!raw.ok) return refuse(res, raw.status, raw.msg);
  if (signed) {
    const refusal = await signatureRefusal(signature, raw.text, secret);
    if (refusal) return refuse(res, 401, refusal);
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.text);
  } catch {
    return refuse(res, 400, BODY_MSG.json);
  }
  const list = readPaths(body);
  if (typeof list === 'string') return refuse(res, 400, list);
  const refused: PathRefusal[] = [];
  const valid: CheckedPath[] = [];
  for (const value of list) {
    const checked = checkPath(value);
    if ('reason' in checked) refused.push({ path: checked.given, reason: checked.reason });
    else valid.push(checked);
  }

  let pages: Set<string>;
  try {
    pages = await loadSitePages(valid.map((p) => p.key));
  } catch {
    // Without the page list nothing is judged, so nothing is regenerated.
    const failed = valid.map((p) => ({ path: p.given, reason: FAILURE.unchecked }));
    const unchecked = { code: 503, msg: FAILURE.unchecked, revalidated: [], refused, failed };
    res.status(503).json(unchecked);
    return unchecked;
  }

  const revalidated: string[] = [];
  const failed: PathRefusal[] = [];
  // Two spellings of one page are regenerated once.
  const done = new Map<string, Promise<boolean>>();
  const regenerate = (path: string, onlyGenerated: boolean) => {
    const key = `${onlyGenerated ? 'cached:' : ''}${path}`;
    let run = done.get(key);
    if (!run) {
      run = res.revalidate(path, onlyGenerated ? { unstable_onlyGenerated: true } : undefined).then(
        () => true,
        () => false,
      );
      done.set(key, run);
    }
    return run;
  };
  // All at once: a publish waits for its slowest page, not for the sum of them (every
  // instance of a fleet is called; the balancer is refreshed once all have answered).
  type Outcome = { revalidated: string } | { refused: PathRefusal } | { failed: PathRefusal };
  const outcomes = await Promise.all(
    valid.map(async ({ given, path, key }): Promise<Outcome> => {
      if (isPerRequestPage(key)) return { refused: { path: given, reason: REFUSAL.perRequest } };
      if (pages.has(key)) {
        return (await regenerate(path, false))
          ? { revalidated: given }
          : { failed: { path: given, reason: FAILURE.regeneration } };
      }
      // A page that no longer exists (a renamed product, a moved category) may still be
      // cached: regenerate only a cached copy, which then answers 404. An unknown path gets
      // no cache entry.
      if (!isNeverAPage(key)) await regenerate(path, true);
      return { refused: { path: given, reason: REFUSAL.notAPage } };
    }),
  );
  for (const outcome of outcomes) {
    if ('revalidated' in outcome) revalidated.push(outcome.revalidated);
    else if ('failed' in outcome) failed.push(outcome.failed);
    else refused.push(outcome.refused);
  }
  // The sitemap dates the pages regenerated by this time (before the version moves, so the
  // sitemap sees the time with the move); the search index follows the pages: goods or
  // articles regenerated move its version.
  const regenerated = new Set(revalidated);
  await notePublished(valid.filter((p) => regenerated.has(p.given)).map((p) => p.key));
  await noteRevalidated(valid.map((p) => p.key));
  const lists = { revalidated, refused, failed };
  const answer = { code: 200, msg: summary(lists), ...lists };
  res.status(200).json(answer);
  return answer;
}
