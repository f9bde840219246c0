/**
 * On-demand revalidation: the CMS (or a developer) asks for fresh pages after an edit.
 * `POST /api/revalidate?secret=SECRET` with `{"paths": ["/products", ...]}`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';

const MAX_PATHS = 100;
export const SECRET_MSG = {
  off: 'Revalidation is off: the server has no REVALIDATE_SECRET',
  invalid: 'Invalid secret',
} as const;

/**
 * REVALIDATE_SECRET (CONTRACT.md); read per request, on the server only. There is no default:
 * without one the route is off (`npm start` draws a random one per run).
 */
function revalidateSecret(): string {
  return process.env.REVALIDATE_SECRET ?? '';
}

/** Compares in constant time (hashes first, so the lengths match). */
export function secretMatches(given: unknown, secret: string): boolean {
  if (secret === '' || typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

export interface RevalidateAnswer {
  code: number;
  msg: string;
  revalidated?: string[];
}

/** The paths of a request body, or an error message for the caller. */
export function readPaths(body: unknown): string[] | string {
  const paths = (body as { paths?: unknown } | null)?.paths;
  if (!Array.isArray(paths) || paths.length === 0) return 'paths must be a non-empty list';
  if (paths.length > MAX_PATHS) return `at most ${MAX_PATHS} paths at a time`;
  if (!paths.every((p) => typeof p === 'string' && /^\/[^\s]*$/.test(p) && p.length <= 500)) {
    return 'every path must be a string starting with /';
  }
  return paths as string[];
}

export async function revalidateHandler(
  req: NextApiRequest,
  res: NextApiResponse<RevalidateAnswer>,
): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ code: 405, msg: 'Use POST' });
    return;
  }
  const secret = revalidateSecret();
  if (!secretMatches(req.query.secret, secret)) {
    res.status(401).json({ code: 401, msg: secret === '' ? SECRET_MSG.off : SECRET_MSG.invalid });
    return;
  }
  const paths = readPaths(req.body);
  if (typeof paths === 'string') {
    res.status(400).json({ code: 400, msg: paths });
    return;
  }
  const revalidated: string[] = [];
  for (const path of paths) {
    try {
      await res.revalidate(path);
      revalidated.push(path);
    } catch {
      // A path that is not a generated page (or whose regeneration failed) is reported, not fatal.
    }
  }
  res.status(200).json({ code: 200, msg: 'Success', revalidated });
}
