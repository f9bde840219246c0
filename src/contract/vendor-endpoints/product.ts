/** The vendor endpoints under /api/product/ (the whole list: ../endpoints.ts). */
import type { ProductAllResponse, ProductKeywordResponse } from '../account-api-types';
import { recordEndpoints } from './endpoint';

export const PRODUCT_ENDPOINTS = recordEndpoints<ProductAllResponse, ProductKeywordResponse>()(
  '/api/product',
  'product',
  'GET',
);
