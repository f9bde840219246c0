/**
 * The pages of the customer area, one lazily loaded module each: a customer who opens the
 * garage does not download the warranty wizard.
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { AccountPageId, AccountPageViewProps } from '../types';

export const accountPages: Record<AccountPageId, ComponentType<AccountPageViewProps>> = {
  'user-info': dynamic(() => import('../user-info/user-info-page')),
  services: dynamic(() => import('../services/services-page')),
  'serial-number': dynamic(() => import('../serial-number/serial-number-page')),
  order: dynamic(() => import('../order/order-page')),
  'product-collection': dynamic(() => import('../product-collection/product-collection-page')),
  'product-issues': dynamic(() => import('../product-issues/product-issues-page')),
  'warranty-claim': dynamic(() => import('../warranty-claim/warranty-claim-page')),
  garage: dynamic(() => import('../garage/garage-page')),
  'car-issues': dynamic(() => import('../car-issues/car-issues-page')),
  membership: dynamic(() => import('../membership/membership-page')),
};
