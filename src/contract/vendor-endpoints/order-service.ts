/** The vendor endpoints under /api/OrderService/ (the whole list: ../endpoints.ts). */
import type { OrderAllResponse, OrderKeywordResponse } from '../account-api-types';
import { recordEndpoints } from './endpoint';

export const ORDER_SERVICE_ENDPOINTS = recordEndpoints<OrderAllResponse, OrderKeywordResponse>()(
  '/api/OrderService',
  'orderService',
  'GET',
);
