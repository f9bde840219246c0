/**
 * The page kinds of the CMS catch-all, as a discriminated union on `kind`.
 * A new kind is added here, in loaders.ts and in views.tsx; TypeScript then insists
 * that every map names it.
 */
import type { HomeProps, ProductDetailProps } from '@/features/catalogue/types';
import type { CategoryPageProps } from '@/features/content/types';
import type { SeoFields } from '@/lib/seo';
import type { SiteData } from '@/lib/site-types';

export type PageKind =
  | { kind: 'home'; props: HomeProps }
  | { kind: 'category'; props: CategoryPageProps }
  | { kind: 'product'; props: ProductDetailProps };

export type PageKindId = PageKind['kind'];

/** Props of every page the catch-all renders. */
export interface CatchAllProps {
  site: SiteData;
  seo: SeoFields;
  page: PageKind;
}
