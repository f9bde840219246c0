/** The warranty claim endpoints. */
import { endpointFolder } from '@/contract/vendor-endpoints/endpoint';
import { PRODUCT_WARRANTY_ENDPOINTS } from '@/contract/vendor-endpoints/product-warranty';

const BASE = endpointFolder(PRODUCT_WARRANTY_ENDPOINTS.productWarrantyAll);

export const CLAIM_PATHS = {
  all: `${BASE}/product_warranty_all`,
  keyword: `${BASE}/product_warranty_keyword`,
  add: `${BASE}/product_warranty_add`,
  /** GET reads one claim (?product_warranty_id=), POST saves its return logistics. */
  edit: `${BASE}/product_warranty_edit`,
  del: `${BASE}/product_warranty_del`,
} as const;
