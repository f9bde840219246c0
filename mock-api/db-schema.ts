/**
 * The shape of the mock API's database: one JSON file, one table per key.
 *
 * Records reuse the payload types of src/lib/api-types.ts where the API returns them as stored;
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
} from '../src/lib/api-types';

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
  /** `scrypt$N$r$p$salt$hash` (see mock-api/passwords.ts); never sent to a client. */
  uPasswordHash: string;
  /** ISO time of the last password change: tokens issued before it answer 10008. */
  uPasswordChangedAt: string;
  uStatus: UserStatus;
  uCreatedAt: string;
  /** The linked Google account's subject, if any. */
  uGoogleId: string | null;
}

/** A sign-in token. Only its SHA-256 is stored (see mock-api/auth.ts). */
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

/** A customer type offered at sign-up (POST /api/login/user_type); users carry it as uTypeId/uTypeName. */
export interface DbUserType {
  user_type_id: number;
  user_type_name: string;
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
  /** base64 salt and hex HMAC-SHA256 of the code (see mock-api/verification.ts). */
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

export interface DbMeta {
  schema_version: number;
  seed: number;
  /** The fixed "today" of the fixtures (ISO date). */
  reference_date: string;
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
  google_accounts: DbGoogleAccount[];
  google_states: DbGoogleState[];
  google_pending: DbGooglePending[];
}

export type TableName = Exclude<keyof Database, 'meta'>;
