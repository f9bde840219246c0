/**
 * The shape of the mock API's database: one JSON file, one table per key. It lives on the
 * mock's ground floor because two parts make or read it: the fixtures (fixtures/generate.ts)
 * make it and the mock's store (mock-api/store) serves it; neither imports the other.
 *
 * Records reuse the payload types of src/contract/api-types.ts where the API returns them as stored;
 * the extra fields here (sort orders, owners, hashes, timestamps) never leave the server
 * unless a route chooses to send them.
 */
import type {
  ApiAdvertisement,
  ApiArticle,
  ApiCategory,
  ApiConfigItem,
  ApiContact,
  ApiFunctionStockItem,
  ApiGoods,
  ApiMoreService,
  ApiSiteSettings,
  ApiSocialMedia,
  ApiUserProfile,
} from '../../src/contract/api-types';
import type {
  ApiCarIssue,
  ApiCarSuggestion,
  ApiClaimType,
  ApiDriveType,
  ApiGarageModel,
  ApiGarageVehicle,
  ApiGoodsModel,
  ApiLogisticsType,
  ApiOrderRecord,
  ApiPlatform,
  ApiProductIssue,
  ApiProductIssueMessage,
  ApiProductRecord,
  ApiSerialRecord,
  ApiWarrantyClaim,
} from '../../src/contract/account-api-types';
import type {
  ApiFaqArticle,
  ApiPartnerBusiness,
  ApiPurchaseProduct,
  CorporatePurchaseInput,
  DistributorInput,
  UfluencerInput,
} from '../../src/contract/partnership-api-types';

/** A menu node stored flat; the API nests the nodes by `category_parent_id` (0 = top level). */
export interface DbCategory extends Omit<ApiCategory, 'children' | 'goods_all'> {
  /** Order among siblings, ascending. */
  category_sort: number;
}

export interface DbGoods extends ApiGoods {
  goods_cost_price: number;
  goods_inventory_sum: number;
  goods_warning_sum: number;
  goods_brand_id: number;
  goods_menu_id: number;
  goods_like_count: number;
  /** `yyyy-MM-dd HH:mm:ss`. */
  goods_addtime: string;
}

/** A config block; `configs_name` groups the blocks a page reads (`home`, `about`, `site`...). */
export interface DbConfig extends ApiConfigItem {
  configs_name: string;
}

export interface DbAdvertisement extends ApiAdvertisement {
  /** Where the banner shows: `home`, `service-center`, `function-stock`, `products`. */
  advertisement_place: string;
  advertisement_sort: number;
}

/** 1 active, 2 disabled (the account may not sign in; its tokens answer 10007). */
export type UserStatus = 1 | 2;

export interface DbUser extends ApiUserProfile {
  /** `scrypt$N$r$p$salt$hash` (see mock-api/schema/password-hash.ts); never sent to a client. */
  uPasswordHash: string;
  /** ISO time of the last password change: tokens issued before it answer 10008. */
  uPasswordChangedAt: string;
  uStatus: UserStatus;
  uCreatedAt: string;
  /** The linked Google account's subject, if any. */
  uGoogleId: string | null;
}

/** A sign-in token. Only its SHA-256 is stored (see mock-api/auth/session.ts). */
export interface DbToken {
  token_id: number;
  token_hash: string;
  uId: number;
  created_at: string;
  expires_at: string;
  /** Set by check_logout; a revoked token answers 10005. */
  revoked_at: string | null;
}

/** 1 reset password, 2 register or bind (the `email_type` of send_mail). */
export type EmailType = 1 | 2;

/**
 * A customer type offered at sign-up (POST /api/login/user_type); users carry it as
 * uTypeId/uTypeName. The same types are the membership types of the customer area
 * (GET /api/UserType/user_type_all), with a picture, an introduction and a site path.
 */
export interface DbUserType {
  user_type_id: number;
  user_type_name: string;
  user_type_picture: string;
  user_type_introduce: string;
  user_type_path: string;
}

/** A membership type a customer has unlocked (their own type is always unlocked). */
export interface DbUserTypeUnlock {
  uId: number;
  user_type_id: number;
}

/**
 * A pending e-mail verification code: one per address and purpose (a new one replaces it).
 * Only a salted HMAC of the code is stored; the mail itself is in `outbox`.
 */
export interface DbVerificationCode {
  code_id: number;
  /** The address, trimmed and lower-case. */
  email: string;
  email_type: EmailType;
  /** base64 salt and hex HMAC-SHA256 of the code (see mock-api/auth/verification.ts). */
  code_salt: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  /** Wrong codes tried; at 5 the code is locked. */
  attempts: number;
}

/** When an address last asked for a code (one a minute), whether or not a mail went out. */
export interface DbCodeRequest {
  email: string;
  requested_at: string;
}

/**
 * Wrong e-mail codes tried for an address (known or not, whatever the code or its purpose) in
 * the last hour, and its lock (mock-api/auth/verification.ts).
 */
export interface DbCodeFailure {
  email: string;
  failed_at: string[];
  locked_until: string | null;
}

/** Failed sign-ins of an address (known or not) in the last 15 minutes, and its lock. */
export interface DbLoginFailure {
  email: string;
  failed_at: string[];
  locked_until: string | null;
}

/** A Google identity linked to a customer (users.uGoogleId holds its `sub`). */
export interface DbGoogleAccount {
  sub: string;
  email: string;
  name: string;
  created_at: string;
}

/** A one-time `state` of the stand-in consent page (only its SHA-256 is stored). */
export interface DbGoogleState {
  state_hash: string;
  expires_at: string;
  /** The site origin the browser came from, where the callback sends it back (none: the configured site). */
  site_url?: string;
}

/** A new Google identity waiting for check_binding; the base64 code carries its opaque id. */
export interface DbGooglePending {
  /** SHA-256 of the opaque id. */
  pending_hash: string;
  sub: string;
  email: string;
  name: string;
  created_at: string;
  expires_at: string;
}

/** A mail the mock "sent" (read back through GET /mock/outbox). */
export interface DbOutboxMail {
  mail_id: number;
  emailAddress: string;
  /** 1 reset password, 2 register or bind. */
  email_type: number;
  code: string;
  sent_at: string;
}

export interface DbSubscriber {
  subscriber_id: number;
  eAccount: string;
  created_at: string;
}

export interface DbArticle extends ApiArticle {
  /** 1 recommended, 2 not. */
  articles_recommend_id: number;
}

/** A function-stock item; `function_liked` is worked out per client, never stored. */
export type DbFunctionStock = Omit<ApiFunctionStockItem, 'function_liked' | 'function_class_name'>;

/** A like of a function-stock item by an anonymous client (the X-Client-Id header). */
export interface DbFunctionLike {
  function_id: number;
  client_id: string;
  liked_at: string;
}

// Support area.

/**
 * A sub-category of a support page that has no page of its own: the file categories (341-345,
 * under Downloads 34) and the video categories (361-365, under Training Center 36).
 */
export interface DbSupportCategory {
  category_id: number;
  category_parent_id: number;
  category_name: string;
  category_introduce: string;
  category_icon: string;
  category_picture: string;
  category_sort: number;
}

/** A downloadable file; `archive_file` is a real file under /uploads/downloads/. */
export interface DbArchive {
  archive_id: number;
  category_id: number;
  archive_title: string;
  archive_picture: string;
  archive_file: string;
  /** Bytes. */
  archive_size: number;
  /** `yyyy-MM-dd HH:mm:ss`. */
  archive_addtime: string;
}

/** A training video: either `video_file` (a local WebM) or `video_link` (an embeddable page). */
export interface DbVideo {
  video_id: number;
  category_id: number;
  video_title: string;
  /** The poster / thumbnail. */
  video_picture: string;
  video_file: string;
  video_link: string;
  video_addtime: string;
}

export interface DbFaqType {
  article_type_id: number;
  article_type_name: string;
}

/** A FAQ; `category_id` is a product category (21-27). */
export interface DbFaq {
  article_id: number;
  category_id: number;
  article_type_id: number;
  article_title: string;
  /** HTML. */
  article_details: string;
  article_addtime: string;
}

export interface DbRegion {
  region_id: number;
  region_name: string;
}

export interface DbCountry {
  country_id: number;
  country_name: string;
  region_id: number;
}

/** How a dealer sells (the where-to-buy tabs). */
export interface DbBusinessMode {
  mode_id: number;
  mode_name: string;
}

/** A dealer. */
export interface DbBusiness {
  business_id: number;
  business_name: string;
  business_url: string;
  /** The dealer's logo (an SVG picture). */
  business_album: string;
  mode_id: number;
  country_id: number;
}

/** A Contact Tech Support message, as posted (trimmed). */
export interface DbTechMessage {
  message_id: number;
  region_name: string;
  country_name: string;
  message_firstname: string;
  message_lastname: string;
  message_emil: string;
  message_phone: string;
  message_serial: string;
  message_subject: string;
  message_body: string;
  /** ISO time. */
  created_at: string;
}

/** A remote-assistance appointment, as posted (trimmed), with its time range split. */
export interface DbRemoteReservation {
  reservation_id: number;
  reservation_region: string;
  reservation_country: string;
  /** `yyyy-MM-dd HH:mm:ss-yyyy-MM-dd HH:mm:ss`, as posted. */
  reservation_timespan: string;
  /** `yyyy-MM-dd HH:mm:ss`. */
  reservation_start: string;
  reservation_end: string;
  reservation_serial: string;
  reservation_remoteid: string;
  reservation_phone: string;
  reservation_describe: string;
  created_at: string;
}

// Diagnosis coverage (the get_interface proxy).

export type DiagSubField = 'actuation_test' | 'special_functions';

/** A column of the coverage table; `filter_field` 1 makes it a filter select. */
export interface DbDiagField {
  field: string;
  en: string;
  filter_field: 0 | 1;
}

/** One row of getBrand: a brand name, its software package id and one of its versions. */
export interface DbDiagBrandRow {
  brand: string;
  packid: string;
  version: string;
}

/** A tool in the coverage look-up. */
export interface DbDiagProduct {
  product_name: string;
  product_sort: number;
  /** Columns this tool does not have (a code reader has no actuation tests). */
  hidden_fields: string[];
  /** The systems this tool reaches (empty: every system). */
  systems: string[];
  /** The rows getBrand answers, in order (brands A to Z, versions newest first). */
  brands: DbDiagBrandRow[];
}

/** One version of a software package: its columns, and whether it is being re-published. */
export interface DbDiagVersion {
  packid: string;
  version: string;
  /** `updating` answers the proxy's special code 500. */
  status: 'ready' | 'updating';
  fields: DbDiagField[];
}

/** A coverage row of a package, present in the versions listed. */
export interface DbDiagRow {
  row_id: number;
  packid: string;
  versions: string[];
  /** Cell text by field: √, ※, ×, '' (blank), text, or comma-separated function numbers. */
  cells: Record<string, string>;
}

/** A function that the actuation_test and special_functions cells list by number. */
export interface DbDiagFunction {
  no: number;
  sub_field: DiagSubField;
  function_name: string;
  system: string;
  description: string;
  /** What the vehicle must be doing (special functions; '' for actuation tests). */
  conditions: string;
}

// The customer area. Every record a customer owns carries `uId`.

/** A product model customers register serials, orders and boxes of. */
export type DbGoodsModel = ApiGoodsModel;
/** Where an order was bought. */
export type DbPlatform = ApiPlatform;

export interface DbSerial extends ApiSerialRecord {
  uId: number;
}

export interface DbOrder extends ApiOrderRecord {
  uId: number;
}

export interface DbProduct extends ApiProductRecord {
  uId: number;
}

export interface DbProductIssue extends ApiProductIssue {
  uId: number;
}

/** A chat message of a product issue; `user_name` '' marks a technician's reply. */
export interface DbProductIssueMessage extends ApiProductIssueMessage {
  product_issues_id: number;
}

export type DbClaimType = ApiClaimType;
export type DbLogisticsType = ApiLogisticsType;

export interface DbWarrantyClaim extends ApiWarrantyClaim {
  uId: number;
}

export type DbDriveType = ApiDriveType;

/** A car model of a make (garage_maker_all); `garage_makername_name` is its make. */
export interface DbGarageModel extends ApiGarageModel {
  garage_makername_name: string;
}

export interface DbGarageRemark {
  garage_remarks_name: string;
}

export interface DbGarageVehicle extends ApiGarageVehicle {
  uId: number;
}

export interface DbCarIssue extends ApiCarIssue {
  uId: number;
}

/** A chat message of a car issue; `user_name` '' marks a technician's reply. */
export interface DbCarSuggestion extends ApiCarSuggestion {
  car_issue_id: number;
}

// Partnership pages.

/** A product with bulk prices (the corporate purchase carousel); a real goods record's title and picture. */
export interface DbPurchaseProduct extends ApiPurchaseProduct {
  /** The goods it sells. */
  goods_id: number;
  /** Carousel order, ascending. */
  purchase_product_sort: number;
}

/** Which page an FAQ of the partnership pages belongs to. */
export type PartnershipFaqPage = 'corporate' | 'ufluencer';

/** An FAQ of the corporate purchase or influencer page (`article_all`). */
export interface DbPartnershipFaq extends ApiFaqArticle {
  page: PartnershipFaqPage;
  /** Order on its page, ascending. */
  article_sort: number;
}

/** An outstanding partner (the distributor page's carousel); `country_name` is looked up. */
export interface DbPartner extends Omit<ApiPartnerBusiness, 'country_name'> {
  country_id: number;
  /** Carousel order, ascending. */
  business_sort: number;
}

/** A corporate purchase (bulk quote) request, as posted (trimmed). */
export interface DbCorporatePurchaseForm extends Omit<CorporatePurchaseInput, 'isAgreement'> {
  purchase_form_id: number;
  /** Always 1: a request without the terms ticked is refused. */
  isAgreement: 1;
  /** ISO time. */
  created_at: string;
}

/** A Ufluencer program application, as posted (trimmed). */
export interface DbUfluencerForm extends UfluencerInput {
  ufluencer_form_id: number;
  created_at: string;
}

/** A distributor application, as posted (trimmed; region, country and type as the lists spell them). */
export interface DbDistributorForm extends Omit<DistributorInput, 'isAgreement'> {
  distributor_form_id: number;
  isAgreement: 1;
  created_at: string;
}

/** The CMS stand-in's collections (mock-api/cms/pages.ts lists them). */
export type DbContentCollection = 'goods' | 'articles' | 'categories' | 'configs';

/** A record's one draft: the fields it changes, and when it publishes itself (if scheduled). */
export interface DbContentDraft {
  collection: DbContentCollection;
  id: number;
  fields: Record<string, unknown>;
  /** ISO 8601 time of the scheduled publish; null: not scheduled. */
  publish_at: string | null;
  saved_at: string;
}

/** A published version of a record (the current one is the newest of its record). */
export interface DbContentVersion {
  collection: DbContentCollection;
  id: number;
  /** 1 for the record as the fixtures made it, then one more per publish or revert. */
  version: number;
  published_at: string;
  record: Record<string, unknown>;
}

/** One publish (by hand, by the schedule or a revert) and what the site's webhook said. */
export interface DbContentPublish {
  at: string;
  collection: DbContentCollection;
  id: number;
  title: string;
  trigger: 'publish' | 'schedule' | 'revert';
  paths: string[];
  revalidated: string[];
  notRevalidated: { path: string; reason: string }[];
  error?: string;
}

export interface DbMeta {
  schema_version: number;
  seed: number;
  /** The fixed "today" of the fixtures (ISO date). */
  reference_date: string;
  /**
   * The day the fixtures were made (ISO date): the top bar's sale end and the downloads'
   * dates count from it. Absent in databases made before schema 13.
   */
  made_on?: string;
}

export interface Database {
  meta: DbMeta;
  categories: DbCategory[];
  goods: DbGoods[];
  configs: DbConfig[];
  site_settings: ApiSiteSettings;
  social_media: ApiSocialMedia[];
  contacts: ApiContact[];
  more_services: ApiMoreService[];
  advertisements: DbAdvertisement[];
  articles: DbArticle[];
  function_stock: DbFunctionStock[];
  function_likes: DbFunctionLike[];
  users: DbUser[];
  user_types: DbUserType[];
  tokens: DbToken[];
  outbox: DbOutboxMail[];
  subscribers: DbSubscriber[];
  verification_codes: DbVerificationCode[];
  code_requests: DbCodeRequest[];
  login_failures: DbLoginFailure[];
  code_failures: DbCodeFailure[];
  google_accounts: DbGoogleAccount[];
  google_states: DbGoogleState[];
  google_pending: DbGooglePending[];
  support_categories: DbSupportCategory[];
  archives: DbArchive[];
  videos: DbVideo[];
  faq_types: DbFaqType[];
  faqs: DbFaq[];
  regions: DbRegion[];
  countries: DbCountry[];
  business_modes: DbBusinessMode[];
  businesses: DbBusiness[];
  tech_messages: DbTechMessage[];
  remote_reservations: DbRemoteReservation[];
  diag_products: DbDiagProduct[];
  diag_versions: DbDiagVersion[];
  diag_rows: DbDiagRow[];
  diag_functions: DbDiagFunction[];
  user_type_unlocks: DbUserTypeUnlock[];
  goods_models: DbGoodsModel[];
  platforms: DbPlatform[];
  serials: DbSerial[];
  orders: DbOrder[];
  products: DbProduct[];
  product_issues: DbProductIssue[];
  product_issue_messages: DbProductIssueMessage[];
  claim_types: DbClaimType[];
  logistics_types: DbLogisticsType[];
  warranty_claims: DbWarrantyClaim[];
  drive_types: DbDriveType[];
  garage_models: DbGarageModel[];
  garage_remarks: DbGarageRemark[];
  garages: DbGarageVehicle[];
  car_issues: DbCarIssue[];
  car_suggestions: DbCarSuggestion[];
  purchase_products: DbPurchaseProduct[];
  partnership_faqs: DbPartnershipFaq[];
  partners: DbPartner[];
  corporate_purchase_forms: DbCorporatePurchaseForm[];
  ufluencer_forms: DbUfluencerForm[];
  distributor_forms: DbDistributorForm[];
  content_drafts: DbContentDraft[];
  content_history: DbContentVersion[];
  content_publishes: DbContentPublish[];
}
