/**
 * On-demand revalidation: the CMS (or a developer) asks for fresh pages after an edit.
 * `POST /api/revalidate` with `{"paths": ["/products", ...]}`; the answer lists the paths
 * regenerated, those refused (not a valid path, not a page) and those that failed.
 *
 * Two ways in, both from REVALIDATE_SECRET: the CMS signs its calls (`X-Webhook-Signature`, see
 * src/contract/cms-signing.ts), and each signed call is taken once and only within minutes of
 * its timestamp; a developer calls by hand with `?secret=SECRET`. The body is read raw (the
 * signature covers its exact bytes): the route's config turns Next's body parser off.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '@/contract/cms-signing';
import { opsRecorder } from '@/lib/ops-events';
import { secretMatches } from '@/lib/secret';
import { noteRevalidated } from '@/lib/search-index/catalogue-version';
import { notePublished } from './sitemap-published';
import { loadSitePages } from '@/page-kinds/site-pages';
import {
  type CheckedPath,
  checkPath,
  isNeverAPage,
  isPerRequestPage,
  REFUSAL,
} from './revalidate-paths';
import { readRawBody } from './raw-body';
import { takeSignature } from './webhook-replay';

const MAX_PATHS = 100;
export const SECRET_MSG = {
  off: 'Revalidation is off: the server has no REVALIDATE_SECRET',
  invalid: 'Invalid secret',
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

/**
 * REVALIDATE_SECRET (README, "Settings"); read per request, on the server only. There is no
 * default: without one the route is off (`npm start` draws a random one per run).
 */
function revalidateSecret(): string {
  return process.env.REVALIDATE_SECRET ?? '';
}

export { secretMatches };

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
  });
}

/** Answers the call; the answer when paths were judged. */
async function answerRevalidation(
  req: NextApiRequest,
  res: NextApiResponse<RevalidateAnswer>,
): Promise<RevalidateAnswer | undefined> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ code: 405, msg: 'Use POST' });
    return;
  }
  const secret = revalidateSecret();
  const signature = req.headers[SIGNATURE_HEADER];
  const signed = signature !== undefined;
  if (secret === '' || (!signed && !secretMatches(req.query.secret, secret))) {
    res.status(401).json({ code: 401, msg: secret === '' ? SECRET_MSG.off : SECRET_MSG.invalid });
    return;
  }
  const raw = await readRawBody(req);
  if (!raw.ok) {
    res.status(raw.status).json({ code: raw.status, msg: raw.msg });
    return;
  }
  if (signed) {
    const refusal = await signatureRefusal(signature, raw.text, secret);
    if (refusal) {
      res.status(401).json({ code: 401, msg: refusal });
      return;
    }
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.text);
  } catch {
    res.status(400).json({ code: 400, msg: BODY_MSG.json });
    return;
  }
  const list = readPaths(body);
  if (typeof list === 'string') {
    res.status(400).json({ code: 400, msg: list });
    return;
  }
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
  for (const checked of valid) {
    const { given, path, key } = checked;
    if (isPerRequestPage(key)) {
      refused.push({ path: given, reason: REFUSAL.perRequest });
    } else if (pages.has(key)) {
      if (await regenerate(path, false)) revalidated.push(given);
      else failed.push({ path: given, reason: FAILURE.regeneration });
    } else {
      // A page that no longer exists (a renamed product, a moved category) may still be
      // cached: regenerate only a cached copy, which then answers 404. An unknown path gets
      // no cache entry.
      if (!isNeverAPage(key)) await regenerate(path, true);
      refused.push({ path: given, reason: REFUSAL.notAPage });
    }
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
