/**
 * Props of the support area's pages. Each page's own props extend SupportPageBase:
 * every support page is drawn inside the support section (banner, heading, the grid of
 * support pages) with its own content below.
 */

/** One support page in the section's grid. */
export interface SupportNavItem {
  id: number;
  name: string;
  path: string;
  icon: string;
}

/** The support section around a page: the Support category and its children. */
export interface SupportNav {
  name: string;
  path: string;
  /** The page's own banner picture (its category's), else the Support category's. */
  banner: string;
  /** The Support category's introduction (the Support page's banner line). */
  introduce: string;
  items: SupportNavItem[];
  /** The page shown below the grid (the Support page itself: null). */
  activeId: number | null;
}

export interface SupportPageBase {
  id: number;
  name: string;
  nav: SupportNav;
}

/** /support itself and the pages that are a banner plus the category's HTML (warranty, FCA SGW). */
export interface SupportHtmlProps extends SupportPageBase {
  picture: string;
  /** Sanitized HTML. */
  detailsHtml: string;
}
