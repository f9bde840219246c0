/**
 * Warranty claims (RMA) (spec 3, sections 3, 4, 5 and 7).
 *
 * A customer submits a claim on one of their products (status 1, Under review), then, once
 * it is approved (2), enters the return logistics (method and tracking number). Only the
 * server moves the status (the dev route `POST /mock/warranty-claims/:id/status`,
 * routes/dev-account.ts, plays the vendor's staff). A claim can be deleted only while under
 * review. The server sets the claim's content (the product's model name): the
 * `product_warranty_content` a client sends is ignored, as is anything but the logistics in an
 * edit.
 */
import { ACCOUNT_MESSAGES } from '../../src/features/account/messages';
import type { ClaimStatus } from '../../src/lib/account-api-types';
import {
  TABLE_ROWS,
  formatDayTime,
  ownRecord,
  ownRows,
  readKeyword,
  withoutOwner,
} from '../account-records';
import type { DeepReadonly } from '../db';
import type { Database, DbWarrantyClaim } from '../db-schema';
import { ApiError, CODE } from '../envelope';
import { containsText, nextId, paginate } from '../records';
import { productOptions, queryId, queryPage, readBody, readId, readText } from './product-issues';
import { type RouteDef, requireSession } from './types';

type Data = DeepReadonly<Database>;

/** Longest return tracking number. */
export const MAX_TRACKING = 64;

export const CLAIM_STATUS_NAMES: Record<ClaimStatus, string> = {
  1: 'Under review',
  2: 'Approved',
  3: 'Review failed',
  4: 'Product Returned',
  5: 'Product Repaired',
  6: 'Sent Replacement',
};

export const CLAIM_MSG = {
  added: 'Added successfully',
  submitted: 'Submitted successfully',
  deleted: 'Deleted successfully',
  logisticsNotApproved:
    'The return logistics can be entered only once the claim is approved and before the product is returned',
  deleteNotUnderReview: 'Only a claim under review can be deleted',
} as const;

function fail(msg: string, code: number = CODE.badRequest): never {
  throw new ApiError(code, msg);
}

const claimId = (claim: DeepReadonly<DbWarrantyClaim>) => claim.product_warranty_id;

export function ownClaim(data: Data, uId: number, id: number): DeepReadonly<DbWarrantyClaim> {
  return ownRecord(data.warranty_claims ?? [], uId, id, claimId, 'warranty claim');
}

/** A claim as it leaves the server (without its owner). */
export const claimFields = (claim: DeepReadonly<DbWarrantyClaim>) => withoutOwner(claim);

function claimTypes(data: Data) {
  return [...(data.claim_types ?? [])]
    .sort((a, b) => a.product_warranty_claim_type_id - b.product_warranty_claim_type_id)
    .map((t) => ({ ...t }));
}

function logisticsTypes(data: Data) {
  return [...(data.logistics_types ?? [])]
    .sort(
      (a, b) =>
        a.product_warranty_custom_logistics_type_id - b.product_warranty_custom_logistics_type_id,
    )
    .map((t) => ({ ...t }));
}

/** Whether a claim matches a keyword: its model name, claim type name or RMA code. */
function matches(claim: DeepReadonly<DbWarrantyClaim>, needle: string): boolean {
  return [
    claim.product_warranty_content,
    claim.product_warranty_claim_type_name,
    claim.product_warranty_rmaCode,
  ].some((field) => containsText(field, needle));
}

const BASE = '/api/ProductWarranty';

export const warrantyRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: `${BASE}/product_warranty_all`,
    auth: true,
    summary: `The customer's products (options), claim and logistics types, and claims, newest first, ${TABLE_ROWS} a page (?page=)`,
    handler: async (args) => {
      const { user } = requireSession(args);
      const pageNumber = await queryPage(args.req.query);
      const data = args.ctx.db.data;
      const claims = ownRows<DbWarrantyClaim>(data.warranty_claims ?? [], user.uId, claimId);
      const { page: pageInfo, rows } = paginate(claims, pageNumber, TABLE_ROWS);
      return {
        product_all: productOptions(data, user.uId),
        product_warranty_claim_type_all: claimTypes(data),
        product_warranty_custom_logistics_type_all: logisticsTypes(data),
        product_warranty_all: rows.map(claimFields),
        page: pageInfo,
      };
    },
  },
  {
    method: 'POST',
    path: `${BASE}/product_warranty_add`,
    auth: true,
    summary:
      "Submits a claim on one of the customer's products (product_id, product_warranty_claim_type_id): status 1, Under review",
    handler: async (args) => {
      const { user } = requireSession(args);
      const body = readBody(args.req.body);
      const productId = readId(body, 'product_id', ACCOUNT_MESSAGES.claimProductRequired);
      const typeId = readId(
        body,
        'product_warranty_claim_type_id',
        ACCOUNT_MESSAGES.claimTypeRequired,
      );
      const now = args.ctx.now();
      const claim = await args.ctx.db.update((draft) => {
        const product = ownRecord(
          draft.products ?? [],
          user.uId,
          productId,
          (p) => p.product_id,
          'product',
        );
        const type = (draft.claim_types ?? []).find(
          (t) => t.product_warranty_claim_type_id === typeId,
        );
        if (!type) fail(`No warranty claim type with id ${typeId}`, CODE.notFound);
        draft.warranty_claims ??= [];
        const record: DbWarrantyClaim = {
          product_warranty_id: nextId(draft.warranty_claims, claimId),
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
        draft.warranty_claims.push(record);
        return record;
      });
      return { msg: CLAIM_MSG.added, product_warranty_find: claimFields(claim) };
    },
  },
  {
    method: 'POST',
    path: `${BASE}/product_warranty_keyword`,
    auth: true,
    summary: `The customer's claims whose model name, claim type or RMA code holds goodsVerifyKeyword (any case), newest first, ${TABLE_ROWS} a page (page in the body)`,
    handler: async (args) => {
      const { user } = requireSession(args);
      const { needle, page: pageNumber } = await readKeyword(
        args.req.body,
        ACCOUNT_MESSAGES.claimSearchEmpty,
      );
      const data = args.ctx.db.data;
      const found = ownRows<DbWarrantyClaim>(data.warranty_claims ?? [], user.uId, claimId).filter(
        (claim) => matches(claim, needle),
      );
      const { page: pageInfo, rows } = paginate(found, pageNumber, TABLE_ROWS);
      return { warrantyClaim_service_all: rows.map(claimFields), page: pageInfo };
    },
  },
  {
    method: 'GET',
    path: `${BASE}/product_warranty_edit`,
    auth: true,
    summary: "One of the customer's claims (?product_warranty_id=)",
    handler: async (args) => {
      const { user } = requireSession(args);
      const id = await queryId(args.req.query, 'product_warranty_id');
      return { product_warranty_find: claimFields(ownClaim(args.ctx.db.data, user.uId, id)) };
    },
  },
  {
    method: 'POST',
    path: `${BASE}/product_warranty_edit`,
    auth: true,
    summary:
      'Saves the return logistics of an approved claim (product_warranty_id, product_warranty_custom_logistics_type_id, product_warranty_custom_logisticsNumber); nothing else changes',
    handler: async (args) => {
      const { user } = requireSession(args);
      const body = readBody(args.req.body);
      const id = readId(body, 'product_warranty_id');
      const typeId = readId(
        body,
        'product_warranty_custom_logistics_type_id',
        ACCOUNT_MESSAGES.logisticsMethodRequired,
      );
      const number = readText(
        body,
        'product_warranty_custom_logisticsNumber',
        MAX_TRACKING,
        ACCOUNT_MESSAGES.logisticsNumberRequired,
      );
      const claim = await args.ctx.db.update((draft) => {
        const found = ownClaim(draft, user.uId, id) as DbWarrantyClaim;
        if (found.product_warranty_examine_id !== 2) {
          fail(
            `${CLAIM_MSG.logisticsNotApproved} (this claim is: ${CLAIM_STATUS_NAMES[found.product_warranty_examine_id]})`,
            CODE.forbidden,
          );
        }
        const type = (draft.logistics_types ?? []).find(
          (t) => t.product_warranty_custom_logistics_type_id === typeId,
        );
        if (!type) fail(`No logistics method with id ${typeId}`, CODE.notFound);
        found.product_warranty_custom_logistics_type_id =
          type.product_warranty_custom_logistics_type_id;
        found.product_warranty_custom_logistics_type_name =
          type.product_warranty_custom_logistics_type_name;
        found.product_warranty_custom_logisticsNumber = number;
        return found;
      });
      return { msg: CLAIM_MSG.submitted, product_warranty_find: claimFields(claim) };
    },
  },
  {
    method: 'GET',
    path: `${BASE}/product_warranty_del`,
    auth: true,
    summary:
      "Deletes one of the customer's claims while it is under review (?product_warranty_id=)",
    handler: async (args) => {
      const { user } = requireSession(args);
      const id = await queryId(args.req.query, 'product_warranty_id');
      await args.ctx.db.update((draft) => {
        const found = ownClaim(draft, user.uId, id);
        if (found.product_warranty_examine_id !== 1) {
          fail(
            `${CLAIM_MSG.deleteNotUnderReview} (this claim is: ${CLAIM_STATUS_NAMES[found.product_warranty_examine_id]})`,
            CODE.forbidden,
          );
        }
        draft.warranty_claims = draft.warranty_claims.filter((c) => c.product_warranty_id !== id);
      });
      return { msg: CLAIM_MSG.deleted };
    },
  },
];
