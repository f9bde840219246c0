/** The vendor endpoints under /api/ProductWarranty/ (the whole list: ../endpoints.ts). */
import type { WarrantyAllResponse, WarrantyKeywordResponse } from '../account-api-types';
import { get, post } from './endpoint';

export const PRODUCT_WARRANTY_ENDPOINTS = {
  productWarrantyAdd: post('/api/ProductWarranty/product_warranty_add'),
  productWarrantyAll: get<WarrantyAllResponse>('/api/ProductWarranty/product_warranty_all'),
  productWarrantyDel: get('/api/ProductWarranty/product_warranty_del'),
  productWarrantyEditGet: get('/api/ProductWarranty/product_warranty_edit'),
  productWarrantyEditPost: post('/api/ProductWarranty/product_warranty_edit'),
  productWarrantyKeyword: post<WarrantyKeywordResponse>(
    '/api/ProductWarranty/product_warranty_keyword',
  ),
} as const;
