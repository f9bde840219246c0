/**
 * Every documented endpoint's operation, keyed like VENDOR_ENDPOINTS (../endpoints.ts): the
 * single source of the OpenAPI document (./document.ts).
 */
import type { VENDOR_ENDPOINTS } from '../endpoints';
import { BUY_OPERATIONS } from './buy';
import { CAR_ISSUE_OPERATIONS } from './car-issue';
import { GARAGE_OPERATIONS } from './garage';
import { GOODS_VERIFY_OPERATIONS } from './goods-verify';
import { ORDER_SERVICE_OPERATIONS } from './order-service';
import { PRODUCT_OPERATIONS } from './product';
import { PRODUCT_ISSUES_OPERATIONS } from './product-issues';
import { PRODUCT_WARRANTY_OPERATIONS } from './product-warranty';
import type { OperationsOf } from './operation';

type Folders = typeof VENDOR_ENDPOINTS;

/**
 * The folders described so far. Partial while the folders are being written; the document's
 * test lists the endpoints still missing.
 */
export const OPERATIONS: { readonly [F in keyof Folders]?: OperationsOf<Folders[F]> } = {
  buy: BUY_OPERATIONS,
  garage: GARAGE_OPERATIONS,
  goodsVerify: GOODS_VERIFY_OPERATIONS,
  product: PRODUCT_OPERATIONS,
  productWarranty: PRODUCT_WARRANTY_OPERATIONS,
  orderService: ORDER_SERVICE_OPERATIONS,
  productIssues: PRODUCT_ISSUES_OPERATIONS,
  carIssue: CAR_ISSUE_OPERATIONS,
};
