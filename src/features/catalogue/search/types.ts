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
  | { kind: 'message'; message: string };

/** Props of /search?type=goods|article&keywords=K (spec 1 2.8). */
export interface SearchPageProps {
  site: SiteData;
  seo: SeoFields;
  type: SearchType | null;
  keywords: string;
  result: SearchResult;
}
