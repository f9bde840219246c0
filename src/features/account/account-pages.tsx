/**
 * The pages of the customer area, one lazily loaded module each: a customer who opens the
 * garage does not download the warranty wizard.
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { AccountPageId, AccountPageViewProps } from './types';

export const accountPages: Record<AccountPageId, ComponentType<AccountPageViewProps>> = {
  'user-info': dynamic(() => import('./user-info/user-info-view')),
  // The passport's page shares User info's module (and chunk): see MyToolsView.
  'my-tools': dynamic(() => import('./user-info/user-info-view').then((m) => m.MyToolsView)),
  services: dynamic(() => import('./services/services-view')),
  'serial-number': dynamic(() => import('./serial-number/serial-number-view')),
  order: dynamic(() => import('./order/order-view')),
  'product-collection': dynamic(() => import('./product-collection/product-collection-view')),
  'product-issues': dynamic(() => import('./product-issues/product-issues-view')),
  'warranty-claim': dynamic(() => import('./warranty-claim/warranty-claim-view')),
  garage: dynamic(() => import('./garage/garage-view')),
  'car-issues': dynamic(() => import('./car-issues/car-issues-view')),
  membership: dynamic(() => import('./membership/membership-view')),
};
