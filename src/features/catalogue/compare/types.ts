import type { GoodsBadge } from '@/lib/goods';
import type { SeoFields } from '@/lib/seo';
import type { SiteData } from '@/lib/site-types';
import type { CompareRow } from './spec-rows';

export type { CompareRow } from './spec-rows';

/** One product of a comparison: its column's heading. */
export interface CompareProduct {
  /** The product page's slug (the comparison address lists these). */
  slug: string;
  title: string;
  href: string;
  picture: string;
  /** USD; null when the API gives none. */
  price: number | null;
  badge: GoodsBadge;
}

/**
 * Products side by side: the columns and the rows (price and badge, then the specifications
 * every product lists, then those some do not list; see ./spec-rows.ts).
 */
export interface Comparison {
  products: CompareProduct[];
  rows: CompareRow[];
}

/** Props of /compare?products=SLUG,SLUG,... */
export interface ComparePageProps extends Comparison {
  /** The last good shell when the API is down; null if this server never loaded one. */
  site: SiteData | null;
  seo: SeoFields;
  /** Slugs of the address that name no product. */
  unknown: string[];
  /** Slugs past the first four, left out. */
  dropped: string[];
  /** True when the catalogue did not answer (the page says so, HTTP 503). */
  unavailable: boolean;
}

/** A product page's comparison of its category's models, leading into /compare. */
export interface ModelComparison extends Comparison {
  /** The comparison page of the same models. */
  href: string;
  /** How many rows the full comparison has (the product page shows a few). */
  totalRows: number;
}
