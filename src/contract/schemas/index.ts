/**
 * Every documented endpoint's operation, keyed like VENDOR_ENDPOINTS (../endpoints.ts): the
 * single source of the OpenAPI document (./document.ts).
 */
import type { VENDOR_ENDPOINTS } from '../endpoints';
import { BUY_OPERATIONS } from './buy';
import type { OperationsOf } from './operation';

type Folders = typeof VENDOR_ENDPOINTS;

/**
 * The folders described so far. Partial while the folders are being written; the document's
 * test lists the endpoints still missing.
 */
export const OPERATIONS: { readonly [F in keyof Folders]?: OperationsOf<Folders[F]> } = {
  buy: BUY_OPERATIONS,
};
