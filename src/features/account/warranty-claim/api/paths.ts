/** The warranty claim endpoints. */
import { endpointFolder, VENDOR_ENDPOINTS } from '@/contract/endpoints';

const BASE = endpointFolder(VENDOR_ENDPOINTS.productWarranty.productWarrantyAll);

export const CLAIM_PATHS = {
  all: `${BASE}/product_warranty_all`,
  keyword: `${BASE}/product_warranty_keyword`,
  add: `${BASE}/product_warranty_add`,
  /** GET reads one claim (?product_warranty_id=), POST saves its return logistics. */
  edit: `${BASE}/product_warranty_edit`,
  del: `${BASE}/product_warranty_del`,
} as const;
