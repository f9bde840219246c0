/** The vendor endpoints under /api/OrderService/ (the whole list: ../endpoints.ts). */
import type { OrderAllResponse, OrderKeywordResponse } from '../account-api-types';
import { get, post } from './endpoint';

export const ORDER_SERVICE_ENDPOINTS = {
  orderServiceAdd: post('/api/OrderService/order_service_add'),
  orderServiceAll: get<OrderAllResponse>('/api/OrderService/order_service_all'),
  orderServiceDel: get('/api/OrderService/order_service_del'),
  orderServiceEditGet: get('/api/OrderService/order_service_edit'),
  orderServiceEditPost: post('/api/OrderService/order_service_edit'),
  orderServiceKeyword: post<OrderKeywordResponse>('/api/OrderService/order_service_keyword'),
} as const;
