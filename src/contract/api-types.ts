/**
 * Payload types of the vendor API, spelt as the API spells them.
 * Views never import these directly: feature fetchers reshape them at the boundary.
 *
 * The shared payloads are inferred from their schemas (./schemas/catalogue.ts, customer.ts).
 */
import type { z } from 'zod';
import type { apiPage } from './schemas/operation';
import type {
  apiAdvertisement,
  apiCategory,
  apiConfigItem,
  apiGoods,
  apiSiteSettings,
  apiSocialMedia,
} from './schemas/catalogue';
import type { apiUserInfo, apiUserProfile } from './schemas/customer';
import type {
  checkLoginResponse,
  checkLogoutResponse,
  userFindResponse,
  userTypeResponse,
} from './schemas/customer-ops';
import type { apiContact, apiMoreService, serviceContactResponse } from './schemas/service';
import type {
  categoryAllResponse,
  categoryDetailsResponse,
  categoryGoodsResponse,
} from './schemas/category';
import type {
  apiGoodsDetails,
  goodsAllResponse,
  goodsDetailsResponse,
  goodsSearchResponse,
} from './schemas/goods';
import type {
  aboutListResponse,
  apiArticle,
  apiSearchArticle,
  articlesAllResponse,
  articlesDetailsResponse,
  globalSearchGoodsResponse,
  homeListResponse,
  siteSettingsResponse,
} from './schemas/content';

/** Every response carries `code` and `msg`; 200 means success. Named fields sit beside them. */
export type Envelope<T extends object = object> = { code: number; msg: string } & T;

export type ApiPage = z.infer<typeof apiPage>;

export type CategoryComponent =
  | 'HomePage'
  | 'ProductPage'
  | 'BlogsPage'
  | 'ContactUsPage'
  | 'PartnershipPage'
  | 'DistributorPage'
  | 'PersonalCenterPage'
  | 'ServiceCenterPage'
  | 'BuyPage'
  | 'CommonFilePage'
  | 'SupportPage'
  | 'VehicleCoveragePage'
  | 'TechSupportPage'
  | 'WarrantyPage'
  | 'DownloadsPage'
  | 'FaqsPage'
  | 'TrainingCenterPage'
  | 'FcaSgwPage'
  | 'ArticlesPage'
  | 'AboutUsPage'
  | 'CorporatePurchasePage'
  | 'InventersTestersPage'
  | 'UfluencerPage'
  | 'FunctionStockPage'
  | 'StatementPage';

export type ApiCategory = z.infer<typeof apiCategory>;

export type ApiGoods = z.infer<typeof apiGoods>;

export type ApiConfigItem = z.infer<typeof apiConfigItem>;

export type ApiSiteSettings = z.infer<typeof apiSiteSettings>;

export type ApiSocialMedia = z.infer<typeof apiSocialMedia>;

export type ApiUserInfo = z.infer<typeof apiUserInfo>;

// Response shapes of the catalogue and content endpoints (docs/api.md), from their schemas.
export type CategoryAllResponse = z.infer<typeof categoryAllResponse>;
export type CategoryDetailsResponse = z.infer<typeof categoryDetailsResponse>;
export type CategoryGoodsResponse = z.infer<typeof categoryGoodsResponse>;
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponse>;
export type HomeListResponse = z.infer<typeof homeListResponse>;
export type GoodsAllResponse = z.infer<typeof goodsAllResponse>;
/** The product detail: the goods record plus price, discount and likeCount. */
export type ApiGoodsDetails = z.infer<typeof apiGoodsDetails>;
export type GoodsDetailsFullResponse = z.infer<typeof goodsDetailsResponse>;
export type AboutListResponse = z.infer<typeof aboutListResponse>;
export type GoodsSearchResponse = z.infer<typeof goodsSearchResponse>;
/** A blog article. */
export type ApiArticle = z.infer<typeof apiArticle>;
export type ArticlesAllResponse = z.infer<typeof articlesAllResponse>;
export type ArticlesDetailsResponse = z.infer<typeof articlesDetailsResponse>;
/**
 * An article as global search returns it; the mock's default mode also sends where it lives
 * (`articles_path`, an extension the vendor does not document).
 */
export type ApiSearchArticle = z.infer<typeof apiSearchArticle> & { articles_path?: string };
export type GlobalSearchResponse = GlobalSearchGoodsResponse | GlobalSearchArticlesResponse;
export type GlobalSearchGoodsResponse = z.infer<typeof globalSearchGoodsResponse>;
export type GlobalSearchArticlesResponse = Envelope<{ data: ApiSearchArticle[] }>;

/** The site-wide config endpoint the spec implies but does not name: `GET /api/configs/site_config`. */
export type UserFindResponse = z.infer<typeof userFindResponse>;
export type CheckLogoutResponse = z.infer<typeof checkLogoutResponse>;
export type EmailAddResponse = Envelope;

export type ApiAdvertisement = z.infer<typeof apiAdvertisement>;

// Catalogue responses (docs/api.md).

// Account and support payloads served by the mock API (docs/api.md).
/** The full profile `user_find` returns (the shell reads only the ApiUserInfo part). */
export type ApiUserProfile = z.infer<typeof apiUserProfile>;

export type ApiContact = z.infer<typeof apiContact>;

export type ApiMoreService = z.infer<typeof apiMoreService>;

export type CheckLoginResponse = z.infer<typeof checkLoginResponse>;
export type ServiceContactResponse = z.infer<typeof serviceContactResponse>;

// Content, search and function-stock payloads (docs/api.md).

/** Function-stock classes: 1 Basic Functions, 2 Special Features, 3 Software Upgrade, 4 Point Card. */
export type FunctionClassId = 1 | 2 | 3 | 4;

/**
 * One item of the mock's function-stock catalogue (its own endpoint: the spec names none, and
 * the site asks nothing; its grid is placeholder.ts in features/catalogue/function-stock).
 */
export interface ApiFunctionStockItem {
  function_id: number;
  function_title: string;
  function_picture: string;
  /** USD. */
  function_price: number;
  function_class: FunctionClassId;
  function_class_name: string;
  /** A car brand, e.g. `BMW`. */
  function_brand: string;
  function_like_count: number;
  /** `yyyy-MM-dd HH:mm:ss`. */
  function_addtime: string;
  /** True when the client named by the X-Client-Id header likes it. */
  function_liked: boolean;
}

export interface ApiFunctionBrandGroup {
  /** `A-F`, `G-L`, `M-R` or `S-Z`. */
  group: string;
  /** Brand names with at least one function, A to Z. */
  brands: string[];
}

// Sign-in, sign-up, reset and binding (docs/api.md). The spec names the payload
// fields uEmail, uPassword, uRePassword, uCode and checkedAgreement and the list user_type_all;
// the user-type field and the list items' fields are not named there: they are spelt here only.

/** email_type of send_mail: 1 reset, 2 register or bind (EMAIL_TYPE in config/constants). */
export type ApiEmailType = 1 | 2;

export interface CheckLoginBody {
  uEmail: string;
  uPassword: string;
}

export interface SendMailBody {
  emailAddress: string;
  email_type: ApiEmailType;
}
export type SendMailResponse = Envelope;

export type UserTypeResponse = z.infer<typeof userTypeResponse>;

export interface CheckResettingBody {
  uEmail: string;
  uCode: string;
  uPassword: string;
  uRePassword: string;
}
export type CheckResettingResponse = Envelope;

export interface CheckRegisterBody extends CheckResettingBody {
  checkedAgreement: boolean;
  /** The chosen ApiUserType's user_type_id; absent: the default type. */
  uTypeId?: number;
}
export type CheckRegisterResponse = Envelope;

/** The sign-up fields plus the `code` query of /association, as received. */
export interface CheckBindingBody extends CheckRegisterBody {
  base64Code: string;
}
/** code 200: data is the token; code 201 (an error to the client): go to /login. */
export type CheckBindingResponse = Envelope<{ data: string }>;
