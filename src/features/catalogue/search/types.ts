import type { ProductCardData } from '@/lib/goods';
import type { SearchType } from '@/lib/paths';
import type { SuggestedName } from '@/lib/search-suggest';
import type { SeoFields } from '@/lib/seo';
import type { SiteData } from '@/lib/site-types';

/** An article found by a search, with its body: a panel of the results' accordion. */
export interface SearchArticle {
  title: string;
  /** The article's body, sanitized HTML (the spec: an accordion of articles with bodies). */
  html: string;
  /** The article's page, when it is known. */
  href: string | null;
}

/** Where one tab's list is: the page shown, how many pages, how many found in all. */
export interface SearchPaging {
  /** 1-based, inside 1..pages. */
  page: number;
  pages: number;
  total: number;
}

/** A product or article name offered: "did you mean", or while typing in the header. */
export type SearchName = SuggestedName;

/** What the page offers when a search found nothing. */
export interface SearchSuggestions {
  /** Names nearest to the keywords. */
  names: SearchName[];
  /** Popular products (hot ones first, then recommended ones). */
  popular: ProductCardData[];
}

/** What the search page shows. */
export type SearchResult =
  /** Products and articles found; suggestions when neither list has anything. */
  | {
      kind: 'results';
      /** One page of the products found (at most SEARCH_PAGE_SIZE.goods). */
      goods: ProductCardData[];
      /** One page of the articles found, with their bodies (at most SEARCH_PAGE_SIZE.article). */
      articles: SearchArticle[];
      /**
       * Each list's page: the page asked for on the opening tab, the first on the other, so the
       * page stays light however many match (`?page=N` pages the opening tab's list).
       */
      paging: Record<SearchType, SearchPaging>;
      suggestions: SearchSuggestions | null;
    }
  /** No search was made (no keyword) or the API refused it: the message says why. */
  | { kind: 'message'; message: string }
  /** The API did not answer: the page says so and offers a retry (HTTP 503). */
  | { kind: 'unavailable'; message: string };

/** Props of /search?type=goods|article&keywords=K. */
export interface SearchPageProps {
  /** The last good shell when the API is down; null if this server never loaded one. */
  site: SiteData | null;
  seo: SeoFields;
  /** The results tab the page opens on: the address's type, else the first one with results. */
  tab: SearchType;
  keywords: string;
  result: SearchResult;
}
