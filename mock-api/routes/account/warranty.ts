/**
 * Warranty claims (RMA).
 *
 * A customer submits a claim on one of their products (status 1, Under review), then, once
 * it is approved (2), enters the return logistics (method and tracking number). Only the
 * server moves the status (the dev route `POST /mock/warranty-claims/:id/status`,
 * routes/dev/warranty-claims.ts, plays the vendor's staff). A claim can be deleted only while under
 * review. The server sets the claim's content (the product's model name): the
 * `product_warranty_content` a client sends is ignored, as is anything but the logistics in an
 * edit.
 */
import { fail } from '../../http/body-fields';
import { CLAIM_STATUS_LABELS } from '../../../src/contract/claim-status';
import {
  draftRows,
  findOrFail,
  ownRecord,
  productOptions,
  TABLE_ROWS,
  withoutOwner,
} from './records';
import { formatDayTime } from '../../schema/day-time';
import type { DeepReadonly } from '../../store/db';
import type { Database, DbProduct, DbWarrantyClaim } from '../../schema/mock-db';
import { CODE } from '../../http/envelope';
import { accountRoute, inputNumber, inputText, ownedTable } from './owned-routes';
import { nextId } from '../../store/queries';
import { type RouteDef, requireSession } from '../types';
import {
  CLAIM_MSG,
  PRODUCT_WARRANTY_OPERATIONS as operations,
} from '../../../src/contract/schemas/product-warranty';
import { endpointFolder, VENDOR_ENDPOINTS } from '../../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

/** The statuses' names, as the claim pages show them. */
export const CLAIM_STATUS_NAMES = CLAIM_STATUS_LABELS;

export { CLAIM_MSG };

const claimId = (claim: DeepReadonly<DbWarrantyClaim>) => claim.product_warranty_id;

/** Refuses (403) a claim not in `status`, naming the status it is in. */
function requireStatus(claim: DeepReadonly<DbWarrantyClaim>, status: number, msg: string) {
  const current = claim.product_warranty_examine_id;
  if (current !== status)
    fail(`${msg} (this claim is: ${CLAIM_STATUS_NAMES[current]})`, CODE.forbidden);
}

/** Types in id order, copied for the answer. */
function byId<T>(rows: readonly T[], id: (row: T) => number): T[] {
  return [...rows].sort((a, b) => id(a) - id(b)).map((row) => ({ ...row }));
}

const claims = ownedTable<DbWarrantyClaim, 'product_warranty_id'>({
  base: endpointFolder(VENDOR_ENDPOINTS.productWarranty.productWarrantyAll),
  name: 'product_warranty',
  table: 'warranty_claims',
  idField: 'product_warranty_id',
  what: 'warranty claim',
});

export const warrantyRoutes: RouteDef[] = [
  claims.list({
    summary: `The customer's products (options), claim and logistics types, and claims, newest first, ${TABLE_ROWS} a page (?page=)`,
    operation: operations.productWarrantyAll,
    options: (data: Data, uId) => ({
      product_all: productOptions(data, uId),
      product_warranty_claim_type_all: byId(
        data.claim_types ?? [],
        (t) => t.product_warranty_claim_type_id,
      ),
      product_warranty_custom_logistics_type_all: byId(
        data.logistics_types ?? [],
        (t) => t.product_warranty_custom_logistics_type_id,
      ),
    }),
  }),
  accountRoute(
    'POST',
    VENDOR_ENDPOINTS.productWarranty.productWarrantyAdd.path,
    "Submits a claim on one of the customer's products (product_id, product_warranty_claim_type_id): status 1, Under review",
    operations.productWarrantyAdd,
    async (args) => {
      const { user } = requireSession(args);
      const productId = inputNumber(args.input, 'product_id');
      const typeId = inputNumber(args.input, 'product_warranty_claim_type_id');
      const now = args.ctx.now();
      const claim = await args.ctx.db.update((draft) => {
        const product = ownRecord(
          draftRows<DbProduct>(draft, 'products'),
          user.uId,
          productId,
          (p) => p.product_id,
          'product',
        );
        const type = findOrFail(
          draft.claim_types,
          (t) => t.product_warranty_claim_type_id === typeId,
          `No warranty claim type with id ${typeId}`,
        );
        const rows = draftRows<DbWarrantyClaim>(draft, 'warranty_claims');
        const record: DbWarrantyClaim = {
          product_warranty_id: nextId(rows, claimId),
          product_id: product.product_id,
          product_warranty_content: product.goods_model_name,
          product_warranty_claim_type_id: type.product_warranty_claim_type_id,
          product_warranty_claim_type_name: type.product_warranty_claim_type_name,
          product_warranty_examine_id: 1,
          product_warranty_rmaCode: '',
          product_warranty_returnAddress: '',
          product_warranty_custom_logistics_type_id: 0,
          product_warranty_custom_logistics_type_name: '',
          product_warranty_custom_logisticsNumber: '',
          product_warranty_company_logistics_type_name: '',
          product_warranty_company_logisticsNumber: '',
          product_warranty_addTime: formatDayTime(now),
          uId: user.uId,
        };
        rows.push(record);
        return record;
      });
      return { msg: CLAIM_MSG.added, product_warranty_find: withoutOwner(claim) };
    },
  ),
  claims.keyword({
    summary: `The customer's claims whose model name, claim type or RMA code holds goodsVerifyKeyword (any case), newest first, ${TABLE_ROWS} a page (page in the body)`,
    operation: operations.productWarrantyKeyword,
    fields: (claim) => [
      claim.product_warranty_content,
      claim.product_warranty_claim_type_name,
      claim.product_warranty_rmaCode,
    ],
    answerField: 'warrantyClaim_service_all',
  }),
  claims.find({
    summary: "One of the customer's claims (?product_warranty_id=)",
    operation: operations.productWarrantyEditGet,
  }),
  accountRoute(
    'POST',
    VENDOR_ENDPOINTS.productWarranty.productWarrantyEditPost.path,
    'Saves the return logistics of an approved claim (product_warranty_id, product_warranty_custom_logistics_type_id, product_warranty_custom_logisticsNumber); nothing else changes',
    operations.productWarrantyEditPost,
    async (args) => {
      const { user } = requireSession(args);
      const id = inputNumber(args.input, 'product_warranty_id');
      const typeId = inputNumber(args.input, 'product_warranty_custom_logistics_type_id');
      const number = inputText(args.input, 'product_warranty_custom_logisticsNumber');
      const claim = await args.ctx.db.update((draft) => {
        const found = ownRecord(
          draftRows<DbWarrantyClaim>(draft, 'warranty_claims'),
          user.uId,
          id,
          claimId,
          'warranty claim',
        );
        requireStatus(found, 2, CLAIM_MSG.logisticsNotApproved);
        const type = findOrFail(
          draft.logistics_types,
          (t) => t.product_warranty_custom_logistics_type_id === typeId,
          `No logistics method with id ${typeId}`,
        );
        found.product_warranty_custom_logistics_type_id =
          type.product_warranty_custom_logistics_type_id;
        found.product_warranty_custom_logistics_type_name =
          type.product_warranty_custom_logistics_type_name;
        found.product_warranty_custom_logisticsNumber = number;
        return found;
      });
      return { msg: CLAIM_MSG.submitted, product_warranty_find: withoutOwner(claim) };
    },
  ),
  claims.remove({
    summary:
      "Deletes one of the customer's claims while it is under review (?product_warranty_id=)",
    operation: operations.productWarrantyDel,
    method: 'GET',
    check: (claim) => requireStatus(claim, 1, CLAIM_MSG.deleteNotUnderReview),
  }),
];
