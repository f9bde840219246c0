/** The vendor endpoints under /api/product/ (the whole list: ../endpoints.ts). */
import type { ProductAllResponse, ProductKeywordResponse } from '../account-api-types';
import { get, post } from './endpoint';

export const PRODUCT_ENDPOINTS = {
  productAdd: post('/api/product/product_add'),
  productAll: get<ProductAllResponse>('/api/product/product_all'),
  productDel: get('/api/product/product_del'),
  productEditGet: get('/api/product/product_edit'),
  productEditPost: post('/api/product/product_edit'),
  productKeyword: post<ProductKeywordResponse>('/api/product/product_keyword'),
} as const;
