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
import type { apiCountry } from './schemas/service';
import type {
  apiCarIssue,
  apiCarSuggestion,
  apiClaimType,
  apiDriveType,
  apiGarageMake,
  apiGarageModel,
  apiGarageRemark,
  apiGarageVehicle,
  apiGoodsModel,
  apiLogisticsType,
  apiOrderRecord,
  apiPlatform,
  apiProductIssue,
  apiProductIssueMessage,
  apiProductOption,
  apiProductRecord,
  apiSerialRecord,
  apiWarrantyClaim,
  claimStatus,
  issueStatus,
  serialStatus,
  serialValidation,
} from './schemas/account-payloads';
import type { carIssueForm } from './schemas/car-issue';
import type { garageForm } from './schemas/garage';
import type { serialForm } from './schemas/goods-verify';
import type { orderForm } from './schemas/order-service';
import type { productForm } from './schemas/product';
import type { productIssueForm } from './schemas/product-issues';
import type { claimForm, claimLogisticsForm } from './schemas/product-warranty';
import type {
  apiMembershipType,
  userEditResponse,
  userEditSaveResponse,
  userTypeAllResponse,
} from './schemas/customer-ops';

// Shared options.

export type ApiGoodsModel = z.infer<typeof apiGoodsModel>;

/** A country of the profile's and the garage's lists: the one country shape of every list. */
export type ApiAccountCountry = z.infer<typeof apiCountry>;

export type ApiPlatform = z.infer<typeof apiPlatform>;

// Serial numbers.

/** 1 validated, 2 not validated. */
export type SerialValidation = z.infer<typeof serialValidation>;
/** 1 Normal, 2 N/A, 3 Expire. */
export type SerialStatus = z.infer<typeof serialStatus>;

export type ApiSerialRecord = z.infer<typeof apiSerialRecord>;

/** What a serial form sends (add; the edit adds `goods_verify_id`). */
export type SerialInput = z.input<typeof serialForm>;

// Orders.

export type ApiOrderRecord = z.infer<typeof apiOrderRecord>;

export type OrderInput = z.input<typeof orderForm>;

// Products (boxes).

export type ApiProductRecord = z.infer<typeof apiProductRecord>;

export type ProductInput = z.input<typeof productForm>;

/** A product as the issue and claim pages list it for their Add dialogs. */
export type ApiProductOption = z.infer<typeof apiProductOption>;

// Issues and their chats (product issues and car issues share these rules).

/** 1 Processing (open), 2 Closed. */
export type IssueStatus = z.infer<typeof issueStatus>;

export type ApiProductIssue = z.infer<typeof apiProductIssue>;

/** What a new product issue takes: the product and what the customer saw. */
export type ProductIssueInput = z.input<typeof productIssueForm>;

export type ApiProductIssueMessage = z.infer<typeof apiProductIssueMessage>;

export interface ProductIssueMessageInput {
  product_id: number;
  product_issues_id: number;
  product_troubleshootings_content: string;
}

export type ApiCarIssue = z.infer<typeof apiCarIssue>;

/** What a new car issue takes: the vehicle, the issue, its fault code, symptoms and light. */
export type CarIssueInput = z.input<typeof carIssueForm>;

export type ApiCarSuggestion = z.infer<typeof apiCarSuggestion>;

export interface CarSuggestionInput {
  garage_id: number;
  car_issue_id: number;
  car_suggestions_content: string;
}

// Warranty claims.

/** 1 Under review, 2 Approved, 3 Review failed, 4 Product Returned, 5 Product Repaired, 6 Sent Replacement. */
export type ClaimStatus = z.infer<typeof claimStatus>;

export type ApiClaimType = z.infer<typeof apiClaimType>;

export type ApiLogisticsType = z.infer<typeof apiLogisticsType>;

export type ApiWarrantyClaim = z.infer<typeof apiWarrantyClaim>;

export type WarrantyClaimInput = z.input<typeof claimForm>;

/** The customer's return logistics (the only part of a claim a customer may change). */
export type ClaimLogisticsInput = z.input<typeof claimLogisticsForm>;

// Garage.

export type ApiDriveType = z.infer<typeof apiDriveType>;

export type ApiGarageMake = z.infer<typeof apiGarageMake>;

export type ApiGarageModel = z.infer<typeof apiGarageModel>;

export type ApiGarageRemark = z.infer<typeof apiGarageRemark>;

export type ApiGarageVehicle = z.infer<typeof apiGarageVehicle>;

/** What the garage's add takes (the edit adds `garage_id`). */
export type GarageInput = z.input<typeof garageForm>;

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
 * The answers of a record API named after one stem (docs/api.md): the list with the dialogs'
 * options (`<stem>_all`) and a keyword search's page. One record's answer (`<stem>_find`)
 * follows from the row (recordPageConfig in src/features/account/components/record-table-page.tsx).
 */
type RecordAllResponse<Stem extends string, Row, Options extends object> = Paged<
  Options & Record<`${Stem}_all`, Row[]>
>;
type RecordKeywordResponse<Stem extends string, Row> = Paged<Record<`${Stem}_all`, Row[]>>;

export type SerialAllResponse = RecordAllResponse<
  'goods_verify',
  ApiSerialRecord,
  { goods_model_all: ApiGoodsModel[] }
>;
export type SerialKeywordResponse = RecordKeywordResponse<'goods_verify', ApiSerialRecord>;

export type OrderAllResponse = RecordAllResponse<
  'order_service',
  ApiOrderRecord,
  { platform_all: ApiPlatform[]; goods_model_all: ApiGoodsModel[] }
>;
export type OrderKeywordResponse = RecordKeywordResponse<'order_service', ApiOrderRecord>;

export type ProductAllResponse = RecordAllResponse<
  'product',
  ApiProductRecord,
  { goods_model_all: ApiGoodsModel[] }
>;
export type ProductKeywordResponse = RecordKeywordResponse<'product', ApiProductRecord>;

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
export type GarageModelsResponse = Envelope<{ garage_maker_all: ApiGarageModel[] }>;

export type CarIssueAllResponse = Paged<{
  garage_all: ApiGarageVehicle[];
  car_issue_all: ApiCarIssue[];
}>;
export type CarSuggestionsResponse = Envelope<{ car_suggestions_all: ApiCarSuggestion[] }>;
export type CarSuggestionSendResponse = Envelope<{ car_suggestions_find: ApiCarSuggestion }>;
