/** The vendor endpoints under /api/ProductWarranty/ (the whole list: ../endpoints.ts). */
import type { WarrantyAllResponse, WarrantyKeywordResponse } from '../account-api-types';
import { recordEndpoints } from './endpoint';

export const PRODUCT_WARRANTY_ENDPOINTS = recordEndpoints<
  WarrantyAllResponse,
  WarrantyKeywordResponse
>()('/api/ProductWarranty', 'productWarranty', 'GET');
