/**
 * The editor's way into a preview and out of it (Next's draft mode, pages router):
 *
 * - `GET /api/draft?path=/products/X&token=<expires>.<hex>` checks the token (an HMAC of that
 *   path and its expiry under the preview secret, src/contract/preview-token.ts: the CMS hands
 *   out such links, valid a few minutes), turns draft mode on (Next's bypass cookie) and
 *   redirects to the path, which leaves the token behind: the page then renders its drafts with
 *   the preview bar. A secret in the URL is refused, the secret itself never opens a preview.
 * - `GET /api/draft/exit?path=/products/X` turns it off and goes back to the page the editor
 *   was on: the same-site Referer first (the bar is server markup, so after moving through
 *   the site in the browser its `path` still names the first page previewed), else the path,
 *   else home.
 *
 * Only paths of this site are followed: an absolute path, no other host (`//host`, a scheme,
 * backslashes), no control characters, no API or build file; never an open redirect.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { verifyPreviewToken } from '@/contract/cms-signing';
import { previewSecret } from '@/lib/secrets';
import { checkPath, isNeverAPage } from '../revalidate-paths';

export const DRAFT_MSG = {
  method: 'Use GET',
  noPath: 'path is required: the page to preview, such as /products/X',
  notAPagePath: 'not a page path: API routes and build files have no preview',
  off: 'Previews are off: the server has no PREVIEW_SECRET or REVALIDATE_SECRET',
  secretInUrl:
    'A secret in the URL is refused: a preview link carries a token, which the CMS hands out (GET /mock/preview-link)',
} as const;

/** Why a preview link's token was refused (401). */
export const TOKEN_MSG = {
  missing: 'token is required: open the preview with a link from the CMS',
  malformed: 'Malformed token: a preview link carries token=<unix seconds>.<64 hex digits>',
  forged: 'Invalid token: it was not issued for this page under the preview secret',
  expired: 'Expired preview link: a link opens its preview for a few minutes, get a new one',
} as const;

interface Refusal {
  code: number;
  msg: string;
}

/** The path to redirect to, or why it is refused. */
export function draftPath(value: unknown): { path: string } | { reason: string } {
  if (value === undefined || value === '') return { reason: DRAFT_MSG.noPath };
  const checked = checkPath(value);
  if ('reason' in checked) return { reason: checked.reason };
  if (isNeverAPage(checked.key)) return { reason: DRAFT_MSG.notAPagePath };
  return { path: checked.path };
}

function refuse(res: NextApiResponse<Refusal>, code: number, msg: string): void {
  res.status(code).json({ code, msg });
}

/** Nothing about turning a preview on or off is kept by a browser or a shared cache. */
function noStore(res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'private, no-store');
}

function onlyGet(req: NextApiRequest, res: NextApiResponse<Refusal>): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  res.setHeader('Allow', 'GET, HEAD');
  refuse(res, 405, DRAFT_MSG.method);
  return false;
}

export function enterDraftHandler(req: NextApiRequest, res: NextApiResponse<Refusal>): void {
  noStore(res);
  if (!onlyGet(req, res)) return;
  const secret = previewSecret();
  if (secret === '') {
    refuse(res, 401, DRAFT_MSG.off);
    return;
  }
  if (req.query.secret !== undefined) {
    refuse(res, 401, DRAFT_MSG.secretInUrl);
    return;
  }
  const target = draftPath(req.query.path);
  if ('reason' in target) {
    refuse(res, 400, target.reason);
    return;
  }
  const nowS = Math.floor(Date.now() / 1000);
  const check = verifyPreviewToken(req.query.token, String(req.query.path), secret, nowS);
  if (!check.ok) {
    refuse(res, 401, TOKEN_MSG[check.reason]);
    return;
  }
  res.setDraftMode({ enable: true });
  res.redirect(307, target.path);
}

/** The path of the page a same-site request came from (its Referer), if any. */
export function refererPath(req: Pick<NextApiRequest, 'headers'>): string | null {
  const { referer, host } = req.headers;
  if (typeof referer !== 'string' || typeof host !== 'string') return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  if (from.host !== host || !/^https?:$/.test(from.protocol)) return null;
  // A page path only (the site's path check refuses queries): the page, not its list state.
  const target = draftPath(from.pathname);
  return 'path' in target ? target.path : null;
}

export function exitDraftHandler(req: NextApiRequest, res: NextApiResponse<Refusal>): void {
  noStore(res);
  if (!onlyGet(req, res)) return;
  const target = draftPath(req.query.path);
  res.setDraftMode({ enable: false });
  res.redirect(307, refererPath(req) ?? ('path' in target ? target.path : '/'));
}
