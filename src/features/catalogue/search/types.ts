import type { ProductCardData } from '@/lib/goods';
import type { SearchType } from '@/lib/paths';
import type { SeoFields } from '@/lib/seo';
import type { SiteData } from '@/lib/site-types';

/** An article found by the global search (spec 4, "Article, FAQ variant"). */
export interface SearchArticle {
  title: string;
  /** Sanitized HTML. */
  html: string;
  /** The article's page, when the API says where it lives. */
  href: string | null;
}

/** What the search page shows. */
export type SearchResult =
  | { kind: 'goods'; items: ProductCardData[] }
  | { kind: 'article'; items: SearchArticle[] }
  /** No search was made (no keyword or type) or the API refused it: the message says why. */
  | { kind: 'message'; message: string }
  /** The API did not answer: the page says so and offers a retry (HTTP 503). */
  | { kind: 'unavailable'; message: string };

/** Props of /search?type=goods|article&keywords=K (spec 1 2.8). */
export interface SearchPageProps {
  /** The last good shell when the API is down; null if this server never loaded one. */
  site: SiteData | null;
  seo: SeoFields;
  type: SearchType | null;
  keywords: string;
  result: SearchResult;
}
