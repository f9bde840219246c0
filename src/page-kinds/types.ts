/**
 * The page kinds of the CMS catch-all, as a discriminated union on `kind`.
 * A new kind is added here, in loaders.ts and in views.tsx; TypeScript then insists
 * that every map names it.
 */
import type {
  FunctionStockProps,
  HomeProps,
  ProductDetailProps,
  ProductsPageProps,
} from '@/features/catalogue/types';
import type {
  AboutPageProps,
  ArticleProps,
  BlogsPageProps,
  CategoryPageProps,
} from '@/features/content/types';
import type { AccountPageProps } from '@/features/account/types';
import type { SupportHtmlProps } from '@/features/support/types';
import type { VehicleCoverageProps } from '@/features/support/vehicle-coverage/types';
import type { TechSupportProps } from '@/features/support/tech-support/types';
import type { DownloadsProps } from '@/features/support/downloads/types';
import type { TrainingCenterProps } from '@/features/support/training-center/types';
import type { FaqsProps } from '@/features/support/faqs/types';
import type { ServiceCenterProps } from '@/features/support/service-center/types';
import type { ContactUsProps } from '@/features/support/contact-us/types';
import type { WhereToBuyProps } from '@/features/support/where-to-buy/types';
import type { CorporatePurchaseProps } from '@/features/partnership/corporate-purchase/types';
import type { DistributorProps } from '@/features/partnership/distributor/types';
import type { InventersTestersProps } from '@/features/partnership/inventers-testers/types';
import type { UfluencerProps } from '@/features/partnership/ufluencer/types';
import type { SeoFields } from '@/lib/seo';
import type { SiteData } from '@/lib/site-types';

export type PageKind =
  | { kind: 'home'; props: HomeProps }
  | { kind: 'category'; props: CategoryPageProps }
  | { kind: 'products'; props: ProductsPageProps }
  | { kind: 'product'; props: ProductDetailProps }
  | { kind: 'blogs'; props: BlogsPageProps }
  | { kind: 'article'; props: ArticleProps }
  | { kind: 'about'; props: AboutPageProps }
  | { kind: 'functionStock'; props: FunctionStockProps }
  | { kind: 'account'; props: AccountPageProps }
  | { kind: 'supportHtml'; props: SupportHtmlProps }
  | { kind: 'vehicleCoverage'; props: VehicleCoverageProps }
  | { kind: 'techSupport'; props: TechSupportProps }
  | { kind: 'downloads'; props: DownloadsProps }
  | { kind: 'trainingCenter'; props: TrainingCenterProps }
  | { kind: 'faqs'; props: FaqsProps }
  | { kind: 'serviceCenter'; props: ServiceCenterProps }
  | { kind: 'contactUs'; props: ContactUsProps }
  | { kind: 'whereToBuy'; props: WhereToBuyProps }
  | { kind: 'corporatePurchase'; props: CorporatePurchaseProps }
  | { kind: 'distributor'; props: DistributorProps }
  | { kind: 'inventersTesters'; props: InventersTestersProps }
  | { kind: 'ufluencer'; props: UfluencerProps };

export type PageKindId = PageKind['kind'];

/** The props of one kind. */
export type PropsOf<K extends PageKindId> = Extract<PageKind, { kind: K }>['props'];

/** Kinds a menu category is rendered as (the others have routes of their own). */
export type CategoryKindId = Exclude<PageKindId, 'home' | 'product' | 'article'>;

/** Props of every page the catch-all renders. */
export interface CatchAllProps {
  site: SiteData;
  seo: SeoFields;
  page: PageKind;
  /** JSON-LD objects for the head (Product, Article, BreadcrumbList). */
  structuredData: object[];
}
