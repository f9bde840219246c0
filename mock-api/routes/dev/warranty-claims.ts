/**
 * Development-only routes of the customer area, outside /api/ and without a token: they play
 * the vendor's staff, who alone move a warranty claim through its statuses.
 *
 * `POST /mock/warranty-claims/:id/status` `{status: 1-6, rmaCode?, returnAddress?,
 * companyLogisticsType?, companyLogisticsNumber?}` moves the claim and answers it
 * (`product_warranty_find`). The optional fields set those values;
 * otherwise, when they are empty:
 * - approving (2, 4, 5 or 6) gives the claim an RMA number (`RMA-2026-000123`, the year of
 *   the move and the claim id) and the company's return address (a refused claim, 3, gets
 *   neither);
 * - 5 (repaired) and 6 (replacement sent) give it the company's shipment: UPS and a made-up
 *   tracking number.
 * Moving back never clears anything.
 *
 * `GET /mock/warranty-claims?status=&q=` lists the claims for the mock console, newest first:
 * `status` keeps one status, `q` matches the customer's e-mail, the product or its serial.
 */
import { COMPANY_RETURN_ADDRESS, rmaCode, trackingNumber } from '../../schema/mock-seed';
import type { DbWarrantyClaim } from '../../schema/mock-db';
import { ApiError, CODE } from '../../http/envelope';
import { withoutOwner } from '../account/records';
import {
  MAX_TEXT,
  id,
  strictNumber,
  text,
  validateBody,
  validateQuery,
  yup,
} from '../../http/validate';
import { MAX_TRACKING } from '../../../src/contract/schemas/fields';
import type { RouteDef } from '../types';
import type { ClaimStatus } from '../../../src/contract/account-api-types';
import { CLAIM_STATUS_LABELS } from '../../../src/contract/claim-status';

export const STATUS_MSG = 'status must be a whole number from 1 to 6';
/** The carrier of the company's shipments when the body names none. */
export const COMPANY_CARRIER = 'UPS';

const paramsSchema = yup.object({
  id: id('id').required('id is required'),
});

const statusBody = yup.object({
  status: yup
    .number()
    .transform(strictNumber)
    .typeError(STATUS_MSG)
    .required(STATUS_MSG)
    .integer(STATUS_MSG)
    .min(1, STATUS_MSG)
    .max(6, STATUS_MSG),
  rmaCode: text('rmaCode', 40),
  returnAddress: text('returnAddress', MAX_TEXT),
  companyLogisticsType: text('companyLogisticsType', 40),
  companyLogisticsNumber: text('companyLogisticsNumber', MAX_TRACKING),
});

const listQuery = yup.object({
  status: yup
    .number()
    .transform(strictNumber)
    .typeError(STATUS_MSG)
    .integer(STATUS_MSG)
    .min(1, STATUS_MSG)
    .max(6, STATUS_MSG),
  q: text('q', MAX_TEXT),
});

/** One claim as the console lists it. */
export interface ClaimLine {
  id: number;
  email: string;
  product: string;
  serial: string;
  claimType: string;
  status: ClaimStatus;
  statusName: string;
  rmaCode: string;
  created: string;
}

/** The claims, newest first (by their add time, then id), with their customer and serial. */
export function claimLines(
  data: {
    readonly users: readonly { readonly uId: number; readonly uEmail: string }[];
    readonly products?: readonly {
      readonly product_id: number;
      readonly product_serialNumber: string;
    }[];
    readonly warranty_claims?: readonly Readonly<DbWarrantyClaim>[];
  },
  status?: number,
  q = '',
): ClaimLine[] {
  const emails = new Map(data.users.map((user) => [user.uId, user.uEmail]));
  const serials = new Map((data.products ?? []).map((p) => [p.product_id, p.product_serialNumber]));
  const needle = q.trim().toLowerCase();
  return (data.warranty_claims ?? [])
    .map((claim): ClaimLine => ({
      id: claim.product_warranty_id,
      email: emails.get(claim.uId) ?? '',
      product: claim.product_warranty_content,
      serial: serials.get(claim.product_id) ?? '',
      claimType: claim.product_warranty_claim_type_name,
      status: claim.product_warranty_examine_id,
      statusName: CLAIM_STATUS_LABELS[claim.product_warranty_examine_id] ?? '',
      rmaCode: claim.product_warranty_rmaCode,
      created: claim.product_warranty_addTime,
    }))
    .filter((line) => status === undefined || line.status === status)
    .filter(
      (line) =>
        !needle ||
        [line.email, line.product, line.serial].some((value) =>
          value.toLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
}

export const devAccountRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/mock/warranty-claims',
    summary:
      'The warranty claims, newest first, with customer e-mail, product, serial and status; ?status=1-6 and ?q= (e-mail, product or serial) filter',
    handler: async ({ req, ctx }) => {
      const { status, q } = await validateQuery(listQuery, req.query);
      return { data: claimLines(ctx.db.data, status, q) };
    },
  },
  {
    method: 'POST',
    path: '/mock/warranty-claims/:id/status',
    summary:
      'Moves a warranty claim to {status: 1-6}; approving fills the RMA number and return address, 5 and 6 the company logistics (or rmaCode, returnAddress, companyLogisticsType, companyLogisticsNumber)',
    handler: async ({ req, ctx }) => {
      const { id: claimId } = await validateQuery(paramsSchema, req.params);
      const input = await validateBody(statusBody, req.body);
      const status = input.status as ClaimStatus;
      const year = ctx.now().getUTCFullYear();
      const claim = await ctx.db.update((draft) => {
        const found = (draft.warranty_claims ?? []).find((c) => c.product_warranty_id === claimId);
        if (!found) throw new ApiError(CODE.notFound, `No warranty claim with id ${claimId}`);
        const set = (value: string | undefined) => value?.trim() || '';
        found.product_warranty_examine_id = status;
        if (set(input.rmaCode)) found.product_warranty_rmaCode = set(input.rmaCode);
        if (set(input.returnAddress))
          found.product_warranty_returnAddress = set(input.returnAddress);
        if (set(input.companyLogisticsType)) {
          found.product_warranty_company_logistics_type_name = set(input.companyLogisticsType);
        }
        if (set(input.companyLogisticsNumber)) {
          found.product_warranty_company_logisticsNumber = set(input.companyLogisticsNumber);
        }
        if (status !== 1 && status !== 3) {
          found.product_warranty_rmaCode ||= rmaCode(found.product_warranty_id, year);
          found.product_warranty_returnAddress ||= COMPANY_RETURN_ADDRESS;
        }
        if (status === 5 || status === 6) {
          found.product_warranty_company_logistics_type_name ||= COMPANY_CARRIER;
          found.product_warranty_company_logisticsNumber ||= trackingNumber(
            found.product_warranty_company_logistics_type_name,
            found.product_warranty_id * 1009 + status,
          );
        }
        return found as DbWarrantyClaim;
      });
      return {
        msg: `Warranty claim ${claimId} moved to status ${status}`,
        product_warranty_find: withoutOwner(claim),
      };
    },
  },
];
