/**
 * Server-side checks of the three partnership forms (docs/copy.md), with the pages'
 * messages (src/contract/partnership-messages.ts). Fields are checked in this order; the
 * first failure is the answer (`{code: 400, msg}`):
 *
 *   corporate_purchase_form: purchase_name → purchase_emil → purchase_product →
 *     purchase_quantity → purchase_reason → purchase_address → purchase_delivery (optional) →
 *     purchase_phone → PrivacyPolicyChecked, SubscribeChecked (optional) → isAgreement
 *   ufluencer_program_form: ufluencer_firstname → ufluencer_lastname → ufluencer_emil →
 *     ufluencer_phone → ufluencer_channels
 *   distributor_form: isAgreement (the page checks the statement box before the fields) →
 *     form_region → form_cooperationtype → form_country → form_firstname → form_lastname →
 *     form_emil → form_phone → form_body → form_companyname → form_companysize →
 *     form_websiteurl → form_address → form_brand
 *
 * Required means present and not blank. The pages check no formats and neither does this,
 * except that the options (reason, cooperation type, region, country) must be ones the
 * lists offer and the delivery date, when given, must be a real `yyyy-MM-dd` day. Values are
 * stored trimmed; the options as the lists spell them.
 */
import type { DeepReadonly } from '../store/db';
import type {
  Database,
  DbCorporatePurchaseForm,
  DbCountry,
  DbDistributorForm,
  DbUfluencerForm,
} from '../schema/mock-db';
import { bodyObject, fail, readText, readTexts } from '../http/body-fields';
import { ApiError, CODE } from '../http/envelope';
import { findRegion } from './support';
import {
  COOPERATION_TYPES,
  PARTNERSHIP_MESSAGES,
  PURCHASE_REASONS,
} from '../../src/contract/partnership-messages';
import {
  PARTNERSHIP_FORM_DONE,
  PARTNERSHIP_FORM_MAX,
} from '../../src/contract/schemas/partnership';

/** The pages' messages, plus the mock's own (options no page offers, limits, answers). */
export const PARTNERSHIP_FORM_MSG = {
  ...PARTNERSHIP_MESSAGES,
  purchaseReasonUnknown: `Please choose a reason for purchase from the list: ${PURCHASE_REASONS.join('; ')}`,
  purchaseDelivery: 'Please choose a real delivery date, written yyyy-MM-dd',
  cooperationTypeUnknown: `Please select the type of business partner from the list: ${COOPERATION_TYPES.join('; ')}`,
  ...PARTNERSHIP_FORM_DONE,
} as const;

export { PARTNERSHIP_FORM_MAX };

/** At most this many submissions of one form from one address... */
export const FORM_RATE_LIMIT = 3;
/** ...within this many milliseconds (10 minutes). */
export const FORM_RATE_WINDOW_MS = 10 * 60_000;

type Body = Record<string, unknown>;
type Data = DeepReadonly<Database>;

/** One of `options` (any case), as the list spells it. */
function option<T extends string>(
  body: Body,
  name: string,
  options: readonly T[],
  missing: string,
  unknown: string,
): T {
  const value = readText(body, name, PARTNERSHIP_FORM_MAX.short, missing);
  const found = options.find((o) => o.toLowerCase() === value.toLowerCase());
  if (!found) fail(unknown);
  return found;
}

/** A checkbox: true or false (or "true"/"false" from a form post); absent gives false. */
function readFlag(body: Body, name: string): boolean {
  const value = body[name];
  if (value === undefined || value === null) return false;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  fail(`${name} must be true or false`);
}

/** The agreement flag: 1 (ticked; "1" from a form post) passes, anything else gets `message`. */
function readAgreement(body: Body, message: string): 1 {
  const value = body.isAgreement;
  if (value === 1 || value === '1') return 1;
  fail(message);
}

/** '' or a real day written `yyyy-MM-dd`. */
function readDate(body: Body, name: string, message: string): string {
  const value = readText(body, name, PARTNERSHIP_FORM_MAX.short);
  if (value === '') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) fail(message);
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  if (!real) fail(message);
  return value;
}

/** A request as stored, less what the store adds. */
export type CorporatePurchaseForm = Omit<
  DbCorporatePurchaseForm,
  'purchase_form_id' | 'created_at'
>;

export function readCorporatePurchaseForm(input: unknown): CorporatePurchaseForm {
  const body = bodyObject(input);
  const M = PARTNERSHIP_FORM_MSG;
  const L = PARTNERSHIP_FORM_MAX;
  return {
    ...readTexts(body, {
      purchase_name: [L.short, M.purchaseName],
      purchase_emil: [L.email, M.purchaseEmail],
      purchase_product: [L.medium, M.purchaseProduct],
      purchase_quantity: [L.short, M.purchaseQuantity],
    }),
    purchase_reason: option(
      body,
      'purchase_reason',
      PURCHASE_REASONS,
      M.purchaseReason,
      M.purchaseReasonUnknown,
    ),
    purchase_address: readText(body, 'purchase_address', L.address, M.purchaseAddress),
    purchase_delivery: readDate(body, 'purchase_delivery', M.purchaseDelivery),
    purchase_phone: readText(body, 'purchase_phone', L.short, M.purchasePhone),
    PrivacyPolicyChecked: readFlag(body, 'PrivacyPolicyChecked'),
    SubscribeChecked: readFlag(body, 'SubscribeChecked'),
    isAgreement: readAgreement(body, M.purchaseTerms),
  };
}

export type UfluencerForm = Omit<DbUfluencerForm, 'ufluencer_form_id' | 'created_at'>;

export function readUfluencerForm(input: unknown): UfluencerForm {
  const body = bodyObject(input);
  const M = PARTNERSHIP_FORM_MSG;
  const L = PARTNERSHIP_FORM_MAX;
  return readTexts(body, {
    ufluencer_firstname: [L.short, M.ufluencerFirstName],
    ufluencer_lastname: [L.short, M.ufluencerLastName],
    ufluencer_emil: [L.email, M.ufluencerEmail],
    ufluencer_phone: [L.short, M.ufluencerPhone],
    ufluencer_channels: [L.medium, M.ufluencerChannels],
  });
}

export type DistributorForm = Omit<DbDistributorForm, 'distributor_form_id' | 'created_at'>;

export function readDistributorForm(input: unknown, data: Data): DistributorForm {
  const body = bodyObject(input);
  const M = PARTNERSHIP_FORM_MSG;
  const L = PARTNERSHIP_FORM_MAX;
  const isAgreement = readAgreement(body, M.distributorConsent);
  const region = findRegion(data, readText(body, 'form_region', L.short, M.distributorRegion));
  if (!region) fail(M.distributorRegion);
  const cooperationType = option(
    body,
    'form_cooperationtype',
    COOPERATION_TYPES,
    M.distributorCooperationType,
    M.cooperationTypeUnknown,
  );
  const countryName = readText(body, 'form_country', L.short, M.distributorCountry).toLowerCase();
  const country = (data.countries ?? []).find(
    (c: DeepReadonly<DbCountry>) =>
      c.region_id === region.region_id && c.country_name.toLowerCase() === countryName,
  );
  if (!country) fail(M.distributorCountry);
  return {
    form_region: region.region_name,
    form_cooperationtype: cooperationType,
    form_country: country.country_name,
    ...readTexts(body, {
      form_firstname: [L.short, M.distributorName],
      form_lastname: [L.short, M.distributorName],
      form_emil: [L.email, M.distributorEmail],
      form_phone: [L.short, M.distributorPhone],
      form_body: [L.long, M.distributorBody],
      form_companyname: [L.medium, M.distributorCompanyName],
      form_companysize: [L.short, M.distributorCompanySize],
      form_websiteurl: [L.address, M.distributorWebsite],
      form_address: [L.address, M.distributorAddress],
      form_brand: [L.address, M.distributorBrand],
    }),
    isAgreement,
  };
}

/**
 * Fails with 429 when `email` (any case) already sent FORM_RATE_LIMIT forms within the last
 * FORM_RATE_WINDOW_MS, counting the stored forms' `created_at`.
 */
export function checkFormRate<T extends { created_at: string }>(
  rows: readonly T[],
  emailOf: (row: T) => string,
  email: string,
  now: Date,
): void {
  const address = email.trim().toLowerCase();
  const since = now.getTime() - FORM_RATE_WINDOW_MS;
  const recent = rows
    .filter((row) => emailOf(row).trim().toLowerCase() === address)
    .map((row) => Date.parse(row.created_at))
    .filter((time) => time > since)
    .sort((a, b) => a - b);
  if (recent.length < FORM_RATE_LIMIT) return;
  // The oldest counted form leaves the window first.
  const waitMs = recent[recent.length - FORM_RATE_LIMIT] + FORM_RATE_WINDOW_MS - now.getTime();
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  throw new ApiError(
    CODE.tooMany,
    `Too many submissions from this e-mail address: please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  );
}
