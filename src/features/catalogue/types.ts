import type { ProductCardData } from '@/lib/goods';

export interface HomeProps {
  siteTitle: string;
  banners: { id: number; name: string; introduce: string; picture: string; url: string }[];
  tabs: { id: number; name: string; path: string; products: ProductCardData[] }[];
}

export interface ProductDetailProps {
  id: number;
  title: string;
  picture: string;
  bannerPicture: string;
  /** Sanitized HTML. */
  describeHtml: string;
  detailsHtml: string;
  links: { name: string; href: string; picture: string }[];
}

/** Stub of the products page until it is built (issue 3). */
export interface ProductsPageProps {
  name: string;
}

/** Stub of the function stock page until it is built (issue 3). */
export interface FunctionStockProps {
  name: string;
}
