/**
 * GET /api/pictures/uploads/...: an API picture, fetched by the site's server from the
 * server's API address, for Next's image optimizer (see PICTURE_PROXY_PATH). Raster files
 * under /uploads/ only, so the route cannot be used to reach anything else on the API.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { RASTER_PICTURE } from '@/config/images';
import { requestApiBaseUrl } from '@/config/settings';

const SEGMENT = /^[\w.-]+$/;
const UPSTREAM_TIMEOUT_MS = 10_000;
const FALLBACK_CACHE_CONTROL = 'public, max-age=86400';

/** `uploads/goods/a.jpg` from the route's segments, or null if it is not such a path. */
export function uploadsPath(segments: string | string[] | undefined): string | null {
  const parts = Array.isArray(segments) ? segments : segments ? [segments] : [];
  if (parts[0] !== 'uploads' || parts.length < 2) return null;
  if (!parts.every((part) => SEGMENT.test(part) && part !== '.' && part !== '..')) return null;
  const path = parts.join('/');
  return RASTER_PICTURE.test(path) ? path : null;
}

export async function pictureProxyHandler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).end();
    return;
  }
  const path = uploadsPath(req.query.path);
  if (!path) {
    res.status(404).end();
    return;
  }
  let upstream: Response;
  try {
    upstream = await fetch(`${requestApiBaseUrl()}/${path}`, {
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch {
    res.status(502).end();
    return;
  }
  const type = upstream.headers.get('content-type') ?? '';
  if (!upstream.ok || !type.startsWith('image/') || type.includes('svg')) {
    res.status(upstream.status === 404 ? 404 : 502).end();
    return;
  }
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', upstream.headers.get('cache-control') || FALLBACK_CACHE_CONTROL);
  res.status(200).send(Buffer.from(await upstream.arrayBuffer()));
}
