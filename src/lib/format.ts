/** Small formatting rules shared by pages, the API client and the mock. */
import { PUBLIC_API_BASE_URL } from '@/config/settings';

/** Goods names in URLs replace spaces with hyphens (spec 1, section 9). */
export function goodsSlug(goodsTitle: string): string {
  return goodsTitle.trim().replace(/\s+/g, '-');
}

/** The goods title a product URL names: the slug rule read backwards. */
export function goodsTitleFromSlug(slug: string): string {
  return slug.replace(/-/g, ' ');
}

/** Picture URLs without http(s) are prefixed with the API base (spec 1, section 9). */
export function pictureUrl(src: string | null | undefined): string {
  if (!src) return '';
  if (/^https?:\/\//i.test(src)) return src;
  if (src.startsWith('//')) return `https:${src}`;
  return `${PUBLIC_API_BASE_URL}${src.startsWith('/') ? '' : '/'}${src}`;
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
