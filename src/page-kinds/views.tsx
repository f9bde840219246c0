/**
 * Browser side of the page-kind registry: one lazily loaded view per kind, so a page
 * ships the JavaScript of its own kind only (the server still renders it in full).
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { PageKind, PageKindId, PropsOf } from './types';

export const kindViews: { [K in PageKindId]: ComponentType<PropsOf<K>> } = {
  home: dynamic(() => import('@/features/catalogue/home/home-view')),
  category: dynamic(() => import('@/features/content/category-page/category-page-view')),
  products: dynamic(() => import('@/features/catalogue/products/products-view')),
  product: dynamic(() => import('@/features/catalogue/product-detail/product-detail-view')),
  blogs: dynamic(() => import('@/features/content/blogs/blogs-view')),
  article: dynamic(() => import('@/features/content/article/article-view')),
  about: dynamic(() => import('@/features/content/about/about-view')),
  functionStock: dynamic(() => import('@/features/catalogue/function-stock/function-stock-view')),
  account: dynamic(() => import('@/features/account/account-view')),
  supportHtml: dynamic(() => import('@/features/support/support-html/support-html-view')),
  vehicleCoverage: dynamic(
    () => import('@/features/support/vehicle-coverage/vehicle-coverage-view'),
  ),
  techSupport: dynamic(() => import('@/features/support/tech-support/tech-support-view')),
  downloads: dynamic(() => import('@/features/support/downloads/downloads-view')),
  trainingCenter: dynamic(() => import('@/features/support/training-center/training-center-view')),
  faqs: dynamic(() => import('@/features/support/faqs/faqs-view')),
  serviceCenter: dynamic(() => import('@/features/support/service-center/service-center-view')),
  contactUs: dynamic(() => import('@/features/support/contact-us/contact-us-view')),
  whereToBuy: dynamic(() => import('@/features/support/where-to-buy/where-to-buy-view')),
  corporatePurchase: dynamic(
    () => import('@/features/partnership/corporate-purchase/corporate-purchase-view'),
  ),
  distributor: dynamic(() => import('@/features/partnership/distributor/distributor-view')),
  inventersTesters: dynamic(
    () => import('@/features/partnership/inventers-testers/inventers-testers-view'),
  ),
  ufluencer: dynamic(() => import('@/features/partnership/ufluencer/ufluencer-view')),
};

export function PageKindView({ page }: { page: PageKind }) {
  const View = kindViews[page.kind] as ComponentType<typeof page.props>;
  return <View {...page.props} />;
}
