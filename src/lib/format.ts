/** Small formatting rules shared by pages, the API client and the mock. */
import { IMAGE_QUALITY, PICTURE_PROXY_PATH, RASTER_PICTURE } from '@/config/images';
import { PUBLIC_API_BASE_URL } from '@/config/settings';

/** Goods names in URLs replace spaces with hyphens. */
export function goodsSlug(goodsTitle: string): string {
  return goodsTitle.trim().replace(/\s+/g, '-');
}

/** The goods title a product URL names: the slug rule read backwards. */
export function goodsTitleFromSlug(slug: string): string {
  return slug.replace(/-/g, ' ');
}

/** Picture URLs without http(s) are prefixed with the API base. */
export function pictureUrl(src: string | null | undefined): string {
  if (!src) return '';
  if (/^https?:\/\//i.test(src)) return src;
  if (src.startsWith('//')) return `https:${src}`;
  return `${PUBLIC_API_BASE_URL}${src.startsWith('/') ? '' : '/'}${src}`;
}

/**
 * The site-relative address the image optimizer fetches a picture from: raster files under
 * the API's `/uploads/` only (the proxy route serves nothing else); null for anything else
 * (SVG, data: and blob: URLs, other hosts), which is shown as it is.
 */
export function optimizablePicturePath(src: string): string | null {
  const prefix = `${PUBLIC_API_BASE_URL}/uploads/`;
  if (!src.startsWith(prefix)) return null;
  const path = src.slice(PUBLIC_API_BASE_URL.length).split(/[?#]/)[0];
  return RASTER_PICTURE.test(path) ? `${PICTURE_PROXY_PATH}${path}` : null;
}

/**
 * One candidate of a picture's srcset: the optimizer's URL for `width` (see next.config.ts).
 * The path's slashes stay as they are (a query may hold them): 10 bytes less a candidate.
 */
export function optimizedPictureUrl(path: string, width: number): string {
  const url = path.split('/').map(encodeURIComponent).join('/');
  return `/_next/image?url=${url}&w=${width}&q=${IMAGE_QUALITY}`;
}

/** `2026-06-01 10:00:00` or an ISO date, shown as `Jun 1, 2026`; unparseable input as given. */
export function formatDate(value: string): string {
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
