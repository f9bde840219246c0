/**
 * The comparison's address: `/compare?products=SLUG,SLUG,...`, the products' page slugs in
 * the order they were chosen. The address alone says what is compared, so it can be shared.
 */
import { goodsSlug } from '@/lib/format';

/** How many products one comparison holds. */
export const COMPARE_MAX = 4;
export const COMPARE_PATH = '/compare';
export const COMPARE_PARAM = 'products';
/** Longer names are not product slugs: they are dropped rather than sent to the API. */
const SLUG_MAX_LENGTH = 200;

export interface ParsedSlugs {
  /** The first COMPARE_MAX distinct slugs, in address order. */
  slugs: string[];
  /** Distinct slugs past the first COMPARE_MAX, left out. */
  dropped: string[];
}

/**
 * Reads the `products` parameter (one value or several, each comma-separated): trimmed,
 * empty and over-long entries skipped, repeats (ignoring case) kept once, at most
 * COMPARE_MAX kept.
 */
export function parseCompareSlugs(value: string | readonly string[] | undefined): ParsedSlugs {
  const values = value === undefined ? [] : typeof value === 'string' ? [value] : value;
  const seen = new Set<string>();
  const all: string[] = [];
  for (const part of values.flatMap((v) => v.split(','))) {
    const slug = part.trim();
    if (!slug || slug.length > SLUG_MAX_LENGTH) continue;
    const key = slug.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    all.push(slug);
  }
  return { slugs: all.slice(0, COMPARE_MAX), dropped: all.slice(COMPARE_MAX) };
}

/** The comparison page of these slugs (commas kept readable between them). */
export function compareHref(slugs: readonly string[]): string {
  if (slugs.length === 0) return COMPARE_PATH;
  return `${COMPARE_PATH}?${COMPARE_PARAM}=${slugs.map(encodeURIComponent).join(',')}`;
}

/** The slug a product's page and its comparison use. */
export function compareSlug(goodsTitle: string): string {
  return goodsSlug(goodsTitle);
}
