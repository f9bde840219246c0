/**
 * The device passport: the customer's records joined by serial number. A device is a serial
 * the customer has registered, bought (an order) or boxed (a product record); its product
 * issues and warranty claims join through the product record's id. Pure: the lists come in
 * whole (every page), the day comes in.
 */
import type {
  ApiOrderRecord,
  ApiProductIssue,
  ApiProductRecord,
  ApiSerialRecord,
  ApiWarrantyClaim,
  SerialStatus,
} from '@/contract/account-api-types';
import { type ClaimStage, claimStage } from './claim-stage';
import { daysBetween, parseDay } from './dates';

/** A warranty ending within this many days is a reminder. */
export const WARRANTY_NOTICE_DAYS = 30;

export interface PassportInput {
  serials: readonly ApiSerialRecord[];
  orders: readonly ApiOrderRecord[];
  products: readonly ApiProductRecord[];
  issues: readonly ApiProductIssue[];
  claims: readonly ApiWarrantyClaim[];
}

export interface Warranty {
  /** The product record's warranty period, as the API writes it (yyyy/MM/dd). */
  end: string;
  /** Days from today to the end: 0 on the last day, negative once it has ended. */
  daysLeft: number;
  state: 'active' | 'ending' | 'ended';
}

export interface PassportClaim {
  claim: ApiWarrantyClaim;
  stage: ClaimStage;
}

/** What a device lacks: a purchase (order) or a product record (box). */
export type MissingRecord = 'order' | 'product' | 'serial';

export interface DevicePassport {
  /** The serial as first written (records match it ignoring case and spaces). */
  serial: string;
  modelId: number;
  modelName: string;
  serialRecord: ApiSerialRecord | null;
  /** The serial record's status (1 Normal, 2 N/A, 3 Expire); null without a serial record. */
  status: SerialStatus | null;
  order: ApiOrderRecord | null;
  product: ApiProductRecord | null;
  warranty: Warranty | null;
  /** Open product issues, newest first. */
  openIssues: ApiProductIssue[];
  /** Claims, newest first. */
  claims: PassportClaim[];
  missing: MissingRecord[];
}

/** Serials match whatever their case and spacing: "ad9p 2305" is "AD9P2305". */
export function serialKey(serial: string): string {
  return serial.replace(/\s+/g, '').toUpperCase();
}

export function warrantyOf(end: string, today: Date): Warranty | null {
  const day = parseDay(end);
  if (!day) return null;
  const daysLeft = daysBetween(today, day);
  const state = daysLeft < 0 ? 'ended' : daysLeft <= WARRANTY_NOTICE_DAYS ? 'ending' : 'active';
  return { end, daysLeft, state };
}

/** The first record of each serial (the lists come newest first: the newest wins). */
function bySerial<T>(rows: readonly T[], serialOf: (row: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) {
    const key = serialKey(serialOf(row));
    if (key && !map.has(key)) map.set(key, row);
  }
  return map;
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(keyOf(row), [...(map.get(keyOf(row)) ?? []), row]);
  return map;
}

/**
 * One passport per serial the customer has, in the order of the serial list (then serials
 * only ordered, then only boxed). `today` is the customer's day (dates.ts `today()`).
 */
export function buildPassports(input: PassportInput, today: Date): DevicePassport[] {
  const serials = bySerial(input.serials, (s) => s.goods_verify_serial);
  const orders = bySerial(input.orders, (o) => o.order_service_serialnumber);
  const products = bySerial(input.products, (p) => p.product_serialNumber);
  const issues = groupBy(input.issues, (i) => i.product_id);
  const claims = groupBy(input.claims, (c) => c.product_id);

  const keys = [...new Set([...serials.keys(), ...orders.keys(), ...products.keys()])];
  return keys.map((key): DevicePassport => {
    const serialRecord = serials.get(key) ?? null;
    const order = orders.get(key) ?? null;
    const product = products.get(key) ?? null;
    const model = serialRecord ?? order ?? product!;
    const serial =
      serialRecord?.goods_verify_serial ??
      order?.order_service_serialnumber ??
      product!.product_serialNumber;
    const productIssues = product ? (issues.get(product.product_id) ?? []) : [];
    const productClaims = product ? (claims.get(product.product_id) ?? []) : [];
    const missing: MissingRecord[] = [];
    if (!serialRecord) missing.push('serial');
    if (!order) missing.push('order');
    if (!product) missing.push('product');
    return {
      serial,
      modelId: model.goods_model_id,
      modelName: model.goods_model_name,
      serialRecord,
      status: serialRecord?.goods_verify_status ?? null,
      order,
      product,
      warranty: product ? warrantyOf(product.product_warrantyPeriod, today) : null,
      openIssues: productIssues
        .filter((i) => i.product_issues_status_id === 1)
        .sort((a, b) => b.product_issues_id - a.product_issues_id),
      claims: [...productClaims]
        .sort((a, b) => b.product_warranty_id - a.product_warranty_id)
        .map((claim) => ({ claim, stage: claimStage(claim) })),
      missing,
    };
  });
}

/** The distinct models of the passports, in their order: the matrix's tools. */
export function ownedModels(passports: readonly DevicePassport[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const p of passports) if (!seen.has(p.modelId)) seen.set(p.modelId, p.modelName);
  return [...seen].map(([id, name]) => ({ id, name }));
}
