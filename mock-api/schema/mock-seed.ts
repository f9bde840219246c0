/**
 * Fixed values and rules of the mock's data that both sides rely on: the fixtures write them
 * into the database, and the mock's routes read them (menu ids, function classes, sign-up
 * types, claim numbers, the support avatar). They live on the mock's ground floor because the
 * fixtures import nothing else of the mock and the mock's routes import nothing of the fixtures.
 */
import type { FunctionClassId } from '../../src/contract/api-types';
import { PRODUCTS_ROOT_CATEGORY_ID } from '../../src/contract/category-ids';
import type { DbProduct, DbUserType } from './mock-db';

/** Menu ids other code refers to (the fixtures give these categories these ids). */
export const CATEGORY_IDS = {
  home: 1,
  /** The API's default goods category (src/contract/category-ids.ts). */
  products: PRODUCTS_ROOT_CATEGORY_ID,
  support: 3,
  serviceCenter: 4,
  whereToBuy: 5,
  contactUs: 6,
  blogs: 7,
  partnership: 8,
  functionStock: 9,
  personalCenter: 10,
  aboutUs: 61,
  distributor: 82,
  /** The statement page's fallback ("Terms of Service", under Contact Us). */
  terms: 100,
} as const;

/** Product sub-categories, in menu order: [id, path segment, name]. */
export const PRODUCT_CATEGORIES = [
  [21, 'automotive-diagnostic-tool', 'Automotive Diagnostic Tool'],
  [22, 'circuit-testers', 'Circuit Testers'],
  [23, 'code-reader', 'Code Reader'],
  [24, 'battery-service', 'Battery Service'],
  [25, 'paint-depth-gauge', 'Paint Depth Gauge'],
  [26, 'tpms-service', 'TPMS Service'],
  [27, 'engine-oil-tester', 'Engine Oil Tester'],
] as const;

/** [class id, query key, label] */
export const FUNCTION_CLASSES: readonly (readonly [FunctionClassId, string, string])[] = [
  [1, 'basic', 'Basic Functions'],
  [2, 'special', 'Special Features'],
  [3, 'upgrade', 'Software Upgrade'],
  [4, 'point', 'Point Card'],
];

export function functionClassName(id: number): string {
  return FUNCTION_CLASSES.find(([classId]) => classId === id)?.[2] ?? '';
}

/** A customer type as the sign-up form lists it. */
export type SignUpType = Pick<DbUserType, 'user_type_id' | 'user_type_name'>;

/** The customer types offered at sign-up (POST /api/login/user_type), a fixed list. */
export const USER_TYPES: readonly SignUpType[] = [
  { user_type_id: 1, user_type_name: 'DIY Car Owner' },
  { user_type_id: 2, user_type_name: 'Professional Technician' },
  { user_type_id: 3, user_type_name: 'Repair Shop / Workshop' },
  { user_type_id: 4, user_type_name: 'Dealer / Distributor' },
  { user_type_id: 5, user_type_name: 'Fleet Operator' },
];

/** Where customers send a product back once a claim is approved. */
export const COMPANY_RETURN_ADDRESS =
  'Diagtools Returns Center (RMA), 1200 Innovation Way, Suite 300, Austin, TX 78701, USA';

/** The RMA number of a claim: `RMA-2026-000123`. */
export function rmaCode(claimId: number, year: number): string {
  return `RMA-${year}-${String(claimId).padStart(6, '0')}`;
}

/** A tracking number in the carrier's usual shape, made from `seed` (no randomness). */
export function trackingNumber(carrier: string, seed: number): string {
  let state = (Math.abs(Math.trunc(seed)) * 2654435761 + 97) % 4294967296;
  const digits = (count: number) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      state = (state * 1664525 + 1013904223) % 4294967296;
      out += String(Math.floor((state / 4294967296) * 10));
    }
    return out;
  };
  switch (carrier.toUpperCase()) {
    case 'UPS':
      return `1Z${digits(3)}E${digits(2)}0${digits(9)}`;
    case 'FEDEX':
      return digits(12);
    case 'DHL':
      return `JD0${digits(15)}`;
    case 'USPS':
      return `9400${digits(18)}`;
    default:
      return digits(12);
  }
}

/** The technician's picture (made with the fixtures' pictures). */
export const SUPPORT_AVATAR = '/uploads/avatars/customer-service.svg';

/** The label of an issue's product: `model | serial | warranty date`. */
export function productLabel(
  product: Pick<DbProduct, 'goods_model_name' | 'product_serialNumber' | 'product_warrantyPeriod'>,
): string {
  return [product.goods_model_name, product.product_serialNumber, product.product_warrantyPeriod]
    .map((part) => part.trim())
    .join(' | ');
}
