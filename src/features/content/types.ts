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
