import type { ProductCardData } from '@/lib/goods';
import type { ModelComparison } from './compare/types';
import type { ConfigBlock } from '@/lib/site-types';

/** A config record as a page block (HTML already sanitized on the server). */
export type HomeConfigBlock = ConfigBlock;

/** A product tab of the home page. */
export interface HomeTab {
  id: number;
  name: string;
  path: string;
  /** The goods as cards; null when the page data leaves them out (every tab but the first). */
  products: ProductCardData[] | null;
}

export interface HomeProps {
  siteTitle: string;
  banners: { id: number; name: string; introduce: string; picture: string; url: string }[];
  /** Config 32 (homeList's aboutUsFind), shown beside the counters; null when hidden. */
  about: HomeConfigBlock | null;
  /** Configs 9 to 12: the introduction counters. */
  intro: HomeConfigBlock[];
  /** Configs 28 to 31: the contact tiles. */
  contacts: HomeConfigBlock[];
  tabs: HomeTab[];
  /** Album categories: `introduce` (the category's introduction) captions the pictures. */
  albums: { id: number; name: string; path: string; introduce: string; pictures: string[] }[];
  support: { id: number; name: string; path: string; icon: string }[];
}

/** One picture or video of the product gallery. */
export interface ProductMedia {
  type: 'image' | 'video';
  src: string;
  /** Still shown for a video thumbnail (the product picture). */
  poster: string;
}

export interface ProductDetailProps {
  id: number;
  title: string;
  picture: string;
  bannerPicture: string;
  /** Images first, then videos (goods_album, goods_video). */
  media: ProductMedia[];
  /** Selling price in USD, null when the API gives none. */
  price: number | null;
  /** Crossed (list) price, null when there is no higher one. */
  crossedPrice: number | null;
  /** Whole percent off the crossed price, 0 for none. */
  discount: number;
  likeCount: number;
  /** Sanitized HTML. */
  describeHtml: string;
  /** Sanitized HTML, shown when there are no detail blocks. */
  detailsHtml: string;
  links: { name: string; href: string; picture: string }[];
  accessories: { name: string; picture: string }[];
  /** goods_details_all; `contentHtml` is sanitized. */
  detailBlocks: { name: string; contentHtml: string; picture: string }[];
  specifications: { name: string; details: string }[];
  /** The record's own software-update terms (its "Software Updates" specification), else null. */
  updateTerms: string | null;
  /** goods_problem_all; `answerHtml` is sanitized. */
  faqs: { question: string; answerHtml: string }[];
  comparisonPicture: string;
  /** The category's models side by side (null when it has no other), linking to /compare. */
  categoryModels?: ModelComparison | null;
  /** Absolute URL of the page, for the share links. */
  shareUrl: string;
}

export interface ProductsTab {
  id: number;
  name: string;
  path: string;
}

/** One page of a goods list, as cards. */
export interface GoodsListData {
  products: ProductCardData[];
  page: { currentPage: number; total: number; listRows: number };
}

export interface ProductsPageProps {
  /** The category the page shows (the products root on /products). */
  categoryId: number;
  rootId: number;
  name: string;
  bannerPicture: string;
  /** True on a category sub-path: the page scrolls to the list. */
  isSubPath: boolean;
  /** An "all" tab for the root, then the root's children. */
  tabs: ProductsTab[];
  recommended: ProductCardData[];
  /** Page 1 of the category, rendered into the static HTML. */
  initial: GoodsListData;
}

/** Function-stock sort orders (the sidebar's Sort by list). */
export type FunctionStockSort = 'popular' | 'recent';

/** What the function-stock grid is filtered by; '' means no filter. */
export interface FunctionStockFilters {
  brand: string;
  sort: FunctionStockSort;
  /** A class key: basic, special, upgrade or point. */
  classKey: string;
  keyword: string;
  page: number;
}

export interface FunctionStockItem {
  id: number;
  title: string;
  picture: string;
  /** USD. */
  price: number;
  className: string;
  brand: string;
  /** The sample count (this browser's own like is added on top). */
  likeCount: number;
}

/** One page of the grid. */
export interface FunctionStockList {
  items: FunctionStockItem[];
  page: { current: number; total: number; pageSize: number };
}

export interface FunctionStockProps {
  name: string;
  introduce: string;
  /** The category's own HTML details (sanitized), '' for none. */
  detailsHtml: string;
  brandGroups: { group: string; brands: string[] }[];
  classes: { id: number; key: string; name: string }[];
}
