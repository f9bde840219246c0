/** A CMS page made of its category record: name, picture and details HTML. */
export interface CategoryPageProps {
  id: number;
  name: string;
  introduce: string;
  picture: string;
  /** Sanitized HTML. */
  detailsHtml: string;
  /** Child pages, for a landing page's grid of links. */
  children: { id: number; name: string; path: string; icon: string; picture: string }[];
}

/** Stub of the blogs page until it is built (issue 3). */
export interface BlogsPageProps {
  name: string;
}

/** Stub of the article page until it is built (issue 3). */
export interface ArticleProps {
  name: string;
}

/** Stub of the about us page until it is built (issue 3). */
export interface AboutPageProps {
  name: string;
}
