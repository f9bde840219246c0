/**
 * Browser side of the page-kind registry: one lazily loaded view per kind, so a page
 * ships the JavaScript of its own kind only (the server still renders it in full).
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { PageKind, PageKindId, PropsOf } from './types';

export const kindViews: { [K in PageKindId]: ComponentType<PropsOf<K>> } = {
  home: dynamic(() => import('@/features/catalogue/views/home-view')),
  category: dynamic(() => import('@/features/content/views/category-page-view')),
  products: dynamic(() => import('@/features/catalogue/views/products-view')),
  product: dynamic(() => import('@/features/catalogue/views/product-detail-view')),
  blogs: dynamic(() => import('@/features/content/views/blogs-view')),
  article: dynamic(() => import('@/features/content/views/article-view')),
  about: dynamic(() => import('@/features/content/views/about-view')),
  functionStock: dynamic(() => import('@/features/catalogue/views/function-stock-view')),
  account: dynamic(() => import('@/features/account/views/account-view')),
  supportHtml: dynamic(() => import('@/features/support/views/support-html-view')),
  vehicleCoverage: dynamic(() => import('@/features/support/vehicle-coverage/view')),
  techSupport: dynamic(() => import('@/features/support/tech-support/view')),
  downloads: dynamic(() => import('@/features/support/downloads/view')),
  trainingCenter: dynamic(() => import('@/features/support/training-center/view')),
  faqs: dynamic(() => import('@/features/support/faqs/view')),
  serviceCenter: dynamic(() => import('@/features/support/service-center/view')),
  contactUs: dynamic(() => import('@/features/support/contact-us/view')),
  whereToBuy: dynamic(() => import('@/features/support/where-to-buy/view')),
  corporatePurchase: dynamic(() => import('@/features/partnership/corporate-purchase/view')),
  distributor: dynamic(() => import('@/features/partnership/distributor/view')),
  inventersTesters: dynamic(() => import('@/features/partnership/inventers-testers/view')),
  ufluencer: dynamic(() => import('@/features/partnership/ufluencer/view')),
};

export function PageKindView({ page }: { page: PageKind }) {
  const View = kindViews[page.kind] as ComponentType<typeof page.props>;
  return <View {...page.props} />;
}
