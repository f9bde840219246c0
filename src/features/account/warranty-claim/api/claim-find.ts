/** Reading one warranty claim. */
import type { WarrantyFindResponse } from '@/contract/account-api-types';
import type { Endpoint } from '@/contract/vendor-endpoints/endpoint';
import { PRODUCT_WARRANTY_ENDPOINTS } from '@/contract/vendor-endpoints/product-warranty';

/**
 * GET ?product_warranty_id= reads one claim (POST to the same path saves its return
 * logistics). The folder's shared entry answers a plain envelope; this one is the claim's.
 */
export const CLAIM_FIND = PRODUCT_WARRANTY_ENDPOINTS.productWarrantyEditGet as Endpoint<
  WarrantyFindResponse,
  'GET'
>;
