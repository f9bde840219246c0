/**
 * The page-kind id table: which kind of page each category_component is rendered as. The
 * kinds' props, loaders and views are in src/page-kinds; this table sits below them so that
 * the routing feature (which paths are pages, for revalidation) reads it without importing
 * the composition root.
 */
import type { CategoryComponent } from '@/contract/api-types';

/**
 * The kinds a category_component is rendered as: home and the kinds of src/page-kinds/types.ts
 * that a menu category can be (its CategoryKindId; loadPage's type check keeps the two in step).
 */
export type ComponentKindId =
  | 'home'
  | 'category'
  | 'products'
  | 'blogs'
  | 'about'
  | 'functionStock'
  | 'account'
  | 'supportHtml'
  | 'vehicleCoverage'
  | 'techSupport'
  | 'downloads'
  | 'trainingCenter'
  | 'faqs'
  | 'serviceCenter'
  | 'contactUs'
  | 'whereToBuy'
  | 'corporatePurchase'
  | 'distributor'
  | 'inventersTesters'
  | 'ufluencer';

/**
 * The kind registered for each category_component. A component without a page kind of its
 * own shows the generic category page.
 */
export const kindForComponent: Record<CategoryComponent, ComponentKindId> = {
  HomePage: 'home',
  ProductPage: 'products',
  BlogsPage: 'blogs',
  ContactUsPage: 'contactUs',
  PartnershipPage: 'category',
  DistributorPage: 'distributor',
  PersonalCenterPage: 'account',
  ServiceCenterPage: 'serviceCenter',
  BuyPage: 'whereToBuy',
  CommonFilePage: 'category',
  SupportPage: 'supportHtml',
  VehicleCoveragePage: 'vehicleCoverage',
  TechSupportPage: 'techSupport',
  WarrantyPage: 'supportHtml',
  DownloadsPage: 'downloads',
  FaqsPage: 'faqs',
  TrainingCenterPage: 'trainingCenter',
  FcaSgwPage: 'supportHtml',
  ArticlesPage: 'category',
  AboutUsPage: 'about',
  CorporatePurchasePage: 'corporatePurchase',
  InventersTestersPage: 'inventersTesters',
  UfluencerPage: 'ufluencer',
  FunctionStockPage: 'functionStock',
  StatementPage: 'category',
};

export function isKnownComponent(component: string): component is CategoryComponent {
  return Object.hasOwn(kindForComponent, component);
}
