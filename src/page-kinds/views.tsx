/**
 * Browser side of the page-kind registry: one lazily loaded view per kind, so a page
 * ships the JavaScript of its own kind only (the server still renders it in full).
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { PageKind, PageKindId } from './types';

type ViewOf<K extends PageKindId> = ComponentType<Extract<PageKind, { kind: K }>['props']>;

export const kindViews: { [K in PageKindId]: ViewOf<K> } = {
  home: dynamic(() => import('@/features/catalogue/views/home-view')),
  category: dynamic(() => import('@/features/content/views/category-page-view')),
  product: dynamic(() => import('@/features/catalogue/views/product-detail-view')),
};

export function PageKindView({ page }: { page: PageKind }) {
  const View = kindViews[page.kind] as ComponentType<typeof page.props>;
  return <View {...page.props} />;
}
