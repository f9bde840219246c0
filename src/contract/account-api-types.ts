/**
 * Payloads of the customer area's endpoints (docs/api.md), as the API sends
 * them. The mock API stores and answers these shapes; the account feature reshapes nothing
 * it does not need to (the tables show these fields as they are).
 *
 * Conventions the spec leaves open, fixed here for the site and the mock alike:
 * - every list answers `page: {currentPage, total, listRows}`; `?page=` (GET) or `page`
 *   in the body (keyword POSTs) picks the page, 1 by default;
 * - the keyword searches take `goodsVerifyKeyword` in the body (the spec names it for
 *   serials, orders, claims and the garage; products use the same name);
 * - dates are `yyyy/MM/dd` (serial add time, order date, warranty period), message and
 *   issue times `yyyy/MM/dd HH:mm:ss`.
 */
import type { z } from 'zod';
import type { ApiPage, ApiUserProfile, Envelope } from './api-types';
import type {
  apiMembershipType,
  userEditResponse,
  userEditSaveResponse,
  userTypeAllResponse,
} from './schemas/customer-ops';

// Shared options.

export interface ApiGoodsModel {
  goods_model_id: number;
  goods_model_name: string;
}

export interface ApiAccountCountry {
  country_id: number;
  country_name: string;
}

export interface ApiPlatform {
  platform_id: number;
  platform_name: string;
}

// Serial numbers.

/** 1 validated, 2 not validated. */
export type SerialValidation = 1 | 2;
/** 1 Normal, 2 N/A, 3 Expire. */
export type SerialStatus = 1 | 2 | 3;

export interface ApiSerialRecord {
  goods_verify_id: number;
  goods_model_id: number;
  goods_model_name: string;
  goods_verify_serial: string;
  /** yyyy/MM/dd. */
  goods_verify_addtime: string;
  goods_validate_id: SerialValidation;
  goods_verify_status: SerialStatus;
}

export interface SerialInput {
  goods_model_id: number;
  goods_verify_serial: string;
}

// Orders.

export interface ApiOrderRecord {
  order_service_id: number;
  platform_id: number;
  platform_name: string;
  order_service_number: string;
  /** yyyy/MM/dd. */
  order_service_date: string;
  goods_model_id: number;
  goods_model_name: string;
  order_service_serialnumber: string;
}

export interface OrderInput {
  platform_id: number;
  order_service_number: string;
  order_service_date: string;
  goods_model_id: number;
  order_service_serialnumber: string;
}

// Products (boxes).

export interface ApiProductRecord {
  product_id: number;
  goods_model_id: number;
  goods_model_name: string;
  product_serialNumber: string;
  /** yyyy/MM/dd: the end of the warranty. */
  product_warrantyPeriod: string;
}

export interface ProductInput {
  goods_model_id: number;
  product_serialNumber: string;
  product_warrantyPeriod: string;
}

/** A product as the issue and claim pages list it for their Add dialogs. */
export type ApiProductOption = Pick<
  ApiProductRecord,
  'product_id' | 'goods_model_name' | 'product_serialNumber' | 'product_warrantyPeriod'
>;

// Issues and their chats (product issues and car issues share these rules).

/** 1 Processing (open), 2 Closed. */
export type IssueStatus = 1 | 2;

export interface ApiProductIssue {
  product_issues_id: number;
  product_id: number;
  /** The product label: `model | serial | warranty date`. */
  product_issues_content: string;
  /** yyyy/MM/dd HH:mm:ss. */
  product_issues_addTime: string;
  product_issues_status_id: IssueStatus;
  product_issues_faultLight: string;
  product_issues_faultCode: string;
}

/** What a new product issue takes: the issue without its id, time and status. */
export type ProductIssueInput = Omit<
  ApiProductIssue,
  'product_issues_id' | 'product_issues_addTime' | 'product_issues_status_id'
>;

export interface ApiProductIssueMessage {
  product_troubleshootings_id: number;
  product_troubleshootings_content: string;
  /** yyyy/MM/dd HH:mm:ss. */
  product_troubleshootings_addTime: string;
  /** '' for a technician (shown as Customer Service). */
  user_name: string;
  user_picture: string;
}

export interface ProductIssueMessageInput {
  product_id: number;
  product_issues_id: number;
  product_troubleshootings_content: string;
}

export interface ApiCarIssue {
  car_issue_id: number;
  garage_id: number;
  /** The vehicle label. */
  car_issue_garage: string;
  car_issue_content: string;
  car_issue_symptoms: string;
  car_issue_faultLight: string;
  car_issue_faultCode: string;
  /** yyyy/MM/dd HH:mm:ss. */
  car_issue_addTime: string;
  car_issue_status_id: IssueStatus;
}

/** What a new car issue takes: the issue without its id, time and status. */
export type CarIssueInput = Omit<
  ApiCarIssue,
  'car_issue_id' | 'car_issue_addTime' | 'car_issue_status_id'
>;

export interface ApiCarSuggestion {
  car_suggestions_id: number;
  car_suggestions_content: string;
  /** yyyy/MM/dd HH:mm:ss. */
  car_suggestions_addTime: string;
  /** '' for a technician (shown as Customer Service). */
  user_name: string;
  user_picture: string;
}

export interface CarSuggestionInput {
  garage_id: number;
  car_issue_id: number;
  car_suggestions_content: string;
}

// Warranty claims.

/** 1 Under review, 2 Approved, 3 Review failed, 4 Product Returned, 5 Product Repaired, 6 Sent Replacement. */
export type ClaimStatus = 1 | 2 | 3 | 4 | 5 | 6;

export interface ApiClaimType {
  product_warranty_claim_type_id: number;
  product_warranty_claim_type_name: string;
}

export interface ApiLogisticsType {
  product_warranty_custom_logistics_type_id: number;
  product_warranty_custom_logistics_type_name: string;
}

export interface ApiWarrantyClaim {
  product_warranty_id: number;
  product_id: number;
  /** The product's model name. */
  product_warranty_content: string;
  product_warranty_claim_type_id: number;
  product_warranty_claim_type_name: string;
  product_warranty_examine_id: ClaimStatus;
  /** Set by the server on approval; '' before. */
  product_warranty_rmaCode: string;
  product_warranty_returnAddress: string;
  /** The customer's return shipment: 0 and '' until submitted. */
  product_warranty_custom_logistics_type_id: number;
  product_warranty_custom_logistics_type_name: string;
  product_warranty_custom_logisticsNumber: string;
  /** The company's repair or replacement shipment: '' until sent. */
  product_warranty_company_logistics_type_name: string;
  product_warranty_company_logisticsNumber: string;
  /** yyyy/MM/dd HH:mm:ss. */
  product_warranty_addTime: string;
}

export interface WarrantyClaimInput {
  product_id: number;
  product_warranty_content: string;
  product_warranty_claim_type_id: number;
}

/** The customer's return logistics (the only part of a claim a customer may change). */
export interface ClaimLogisticsInput {
  product_warranty_id: number;
  product_warranty_custom_logistics_type_id: number;
  product_warranty_custom_logisticsNumber: string;
}

// Garage.

export interface ApiDriveType {
  garage_drive_type_id: number;
  garage_drive_type_name: string;
}

export interface ApiGarageMake {
  garage_makername_name: string;
}

export interface ApiGarageModel {
  garage_maker_id: number;
  garage_maker_model: string;
  garage_maker_year: string;
  garage_maker_name: string;
}

export interface ApiGarageRemark {
  garage_remarks_name: string;
}

export interface ApiGarageVehicle {
  garage_id: number;
  garage_car_make: string;
  garage_maker_id: number;
  garage_car_model: string;
  garage_car_name: string;
  garage_car_year: string;
  garage_displacement: string;
  /** 0 when not given. */
  garage_drive_type_id: number;
  garage_drive_type_name: string;
  garage_vin: string;
  country_id: number;
  country_name: string;
  garage_remarks: string;
}

/** What the garage's add and edit take: a vehicle without its id and looked-up names. */
export type GarageInput = Omit<
  ApiGarageVehicle,
  'garage_id' | 'garage_drive_type_name' | 'country_name'
>;

// Membership.

export type ApiMembershipType = z.infer<typeof apiMembershipType>;

// Profile.

/** What POST /api/user/user_edit takes (account, e-mail and type are read-only). */
export type ProfileInput = Pick<
  ApiUserProfile,
  | 'uName'
  | 'uFamilyName'
  | 'uGivenName'
  | 'uGender'
  | 'uAge'
  | 'uProfession'
  | 'uTelephone'
  | 'uMobilePhone'
  | 'uCountryId'
  | 'uAddress'
  | 'uBusinessName'
  | 'uBusinessAddress'
  | 'uBusinessPhone'
  | 'uBusinessFax'
>;

// Responses.

type Paged<T extends object> = Envelope<T & { page: ApiPage }>;

export type UserEditResponse = z.infer<typeof userEditResponse>;
export type UserEditSaveResponse = z.infer<typeof userEditSaveResponse>;
export type UserTypeAllResponse = z.infer<typeof userTypeAllResponse>;

/**
 * The three answers of a record API named after one stem (docs/api.md): the list with
 * the dialogs' options (`<stem>_all`), a keyword search's page, and one record (`<stem>_find`).
 */
type RecordAllResponse<Stem extends string, Row, Options extends object> = Paged<
  Options & Record<`${Stem}_all`, Row[]>
>;
type RecordKeywordResponse<Stem extends string, Row> = Paged<Record<`${Stem}_all`, Row[]>>;
type RecordFindResponse<Stem extends string, Row> = Envelope<Record<`${Stem}_find`, Row>>;

export type SerialAllResponse = RecordAllResponse<
  'goods_verify',
  ApiSerialRecord,
  { goods_model_all: ApiGoodsModel[] }
>;
export type SerialKeywordResponse = RecordKeywordResponse<'goods_verify', ApiSerialRecord>;
export type SerialFindResponse = RecordFindResponse<'goods_verify', ApiSerialRecord>;

export type OrderAllResponse = RecordAllResponse<
  'order_service',
  ApiOrderRecord,
  { platform_all: ApiPlatform[]; goods_model_all: ApiGoodsModel[] }
>;
export type OrderKeywordResponse = RecordKeywordResponse<'order_service', ApiOrderRecord>;
export type OrderFindResponse = RecordFindResponse<'order_service', ApiOrderRecord>;

export type ProductAllResponse = RecordAllResponse<
  'product',
  ApiProductRecord,
  { goods_model_all: ApiGoodsModel[] }
>;
export type ProductKeywordResponse = RecordKeywordResponse<'product', ApiProductRecord>;
export type ProductFindResponse = RecordFindResponse<'product', ApiProductRecord>;

export type ProductIssueAllResponse = Paged<{
  product_all: ApiProductOption[];
  product_issues_all: ApiProductIssue[];
}>;
export type ProductIssueMessagesResponse = Envelope<{
  product_troubleshootings_all: ApiProductIssueMessage[];
}>;
/** A sent message answers the stored message. */
export type ProductIssueSendResponse = Envelope<{
  product_troubleshootings_find: ApiProductIssueMessage;
}>;

export type WarrantyAllResponse = Paged<{
  product_all: ApiProductOption[];
  product_warranty_claim_type_all: ApiClaimType[];
  product_warranty_custom_logistics_type_all: ApiLogisticsType[];
  product_warranty_all: ApiWarrantyClaim[];
}>;
/** Spelt as the spec reads it. */
export type WarrantyKeywordResponse = Paged<{ warrantyClaim_service_all: ApiWarrantyClaim[] }>;
export type WarrantyFindResponse = Envelope<{ product_warranty_find: ApiWarrantyClaim }>;

export type GarageAllResponse = RecordAllResponse<
  'garage',
  ApiGarageVehicle,
  {
    garage_drive_type_all: ApiDriveType[];
    country_all: ApiAccountCountry[];
    garage_remarks_all: ApiGarageRemark[];
    garage_makername_all: ApiGarageMake[];
  }
>;
export type GarageKeywordResponse = RecordKeywordResponse<'garage', ApiGarageVehicle>;
export type GarageFindResponse = RecordFindResponse<'garage', ApiGarageVehicle>;
export type GarageModelsResponse = Envelope<{ garage_maker_all: ApiGarageModel[] }>;

export type CarIssueAllResponse = Paged<{
  garage_all: ApiGarageVehicle[];
  car_issue_all: ApiCarIssue[];
}>;
export type CarSuggestionsResponse = Envelope<{ car_suggestions_all: ApiCarSuggestion[] }>;
export type CarSuggestionSendResponse = Envelope<{ car_suggestions_find: ApiCarSuggestion }>;
