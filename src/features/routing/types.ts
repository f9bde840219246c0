import type { ProductCardData } from '@/lib/goods';
import type { SiteData } from '@/lib/site-types';

export interface NotFoundProps {
  /** Null when the API could not be reached; the layout then shows a minimal header. */
  site: SiteData | null;
  products: ProductCardData[];
}

export const NOT_FOUND_COPY = {
  title: 'Page Not Found',
  // The vendor's page says "lt seems": fixed (docs/copy.md, "Typo fixes").
  message: 'Oops! It seems the page you are looking for does not exist.',
  backHome: 'Back to Home',
} as const;

export const ERROR_COPY = {
  notFound: 'This page could not be found.',
  backHome: 'Back to the home page',
} as const;
