import type { PurchaseLink } from '@/components/purchase-links';
import type { ConfigBlock } from '@/lib/site-types';

/** A CMS page made of its category record: name, picture and details HTML. */
export interface CategoryPageProps {
  id: number;
  name: string;
  introduce: string;
  picture: string;
  /** Sanitized HTML. */
  detailsHtml: string;
  /** Child pages, for a landing page's cards. */
  children: CategoryChild[];
}

/** A child page of a CMS page, as its card: the category tree's own fields. */
export interface CategoryChild {
  id: number;
  name: string;
  path: string;
  /** Plain text ('' for none). */
  introduce: string;
  icon: string;
  picture: string;
}

/** An article as a card of the blogs list, the recommended strip or the related list. */
export interface ArticleCardData {
  id: number;
  title: string;
  /** `/blogs/{articles_path}`. */
  href: string;
  picture: string;
  /** Plain text. */
  describe: string;
  author: string;
  /** As the API sends it (`yyyy-MM-dd HH:mm:ss`); views format it. */
  date: string;
}

/** One page of the articles list (the static first page or one fetched in the browser). */
export interface ArticlesListPage {
  items: ArticleCardData[];
  currentPage: number;
  pageSize: number;
  total: number;
}

/** A link of the blogs sidebar's category list. */
export interface BlogCategoryLink {
  id: number;
  name: string;
  path: string;
}

/** The blogs page (/blogs and its category children). */
export interface BlogsPageProps {
  name: string;
  introduce: string;
  banner: string;
  /** The blogs root or the child category this page lists (the API's category_id). */
  categoryId: number;
  /** This page's path: the "All" link is current on /blogs itself. */
  path: string;
  /** The path of the blogs root (the "All" option). */
  rootPath: string;
  categories: BlogCategoryLink[];
  recommended: ArticleCardData[];
  /** Page 1 without keyword, rendered into the static HTML. */
  initial: ArticlesListPage;
}

/** An entry of an article's table of contents: an h2 with its h3s, or a lone h3. */
export interface TocItem {
  /** The heading's id in the body. */
  id: string;
  /** Plain text. */
  text: string;
  level: 2 | 3;
  children: TocItem[];
}

/** The product an article links to. */
export interface ArticleProduct {
  title: string;
  href: string;
  picture: string;
  /** The product's pictures, for the block's swiper (the main picture first). */
  album: string[];
  /** Sanitized HTML. */
  describeHtml: string;
  /** Absolute URL of the product page, for the share links. */
  shareUrl: string;
  /** Purchasing channels. */
  links: PurchaseLink[];
}

/** The article detail (/blogs/{articles_path}). */
export interface ArticleProps {
  id: number;
  title: string;
  author: string;
  /** As the API sends it; views format it. */
  date: string;
  picture: string;
  /** Sanitized HTML whose h2/h3 carry the ids the table of contents links to. */
  bodyHtml: string;
  toc: TocItem[];
  product: ArticleProduct | null;
  /** At most four, never the article itself. */
  related: ArticleCardData[];
}

/** A config record as an about-us block (HTML already sanitized on the server). */
export type AboutBlock = ConfigBlock;

/** About us: sections picked from configs 13 to 27. */
export interface AboutPageProps {
  name: string;
  /** Config 13: title and image. */
  hero: AboutBlock | null;
  /** Configs 14 to 16. */
  descriptions: AboutBlock[];
  /** Configs 17 to 19. */
  stats: AboutBlock[];
  /** Configs 20 to 24. */
  features: AboutBlock[];
  /** Configs 25 to 27: 25 the image, 26 the background, 27 the text. */
  background: { image: AboutBlock | null; backdrop: AboutBlock | null; text: AboutBlock | null };
}
