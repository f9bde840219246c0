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
  apiGoodsLink,
  apiSiteSettings,
  apiSocialMedia,
} from './schemas/catalogue';
import type { apiUserInfo, apiUserProfile } from './schemas/customer';

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

export type ApiGoodsLink = z.infer<typeof apiGoodsLink>;

export type ApiGoods = z.infer<typeof apiGoods>;

export type ApiConfigItem = z.infer<typeof apiConfigItem>;

export type ApiSiteSettings = z.infer<typeof apiSiteSettings>;

export type ApiSocialMedia = z.infer<typeof apiSocialMedia>;

export type ApiUserInfo = z.infer<typeof apiUserInfo>;

// Response shapes of the shell endpoints (docs/api.md).
export type CategoryAllResponse = Envelope<{ data: ApiCategory[] }>;
export type CategoryDetailsResponse = Envelope<{
  data: Pick<
    ApiCategory,
    'category_id' | 'category_name' | 'category_picture' | 'category_url' | 'category_details'
  >;
}>;
export type CategoryGoodsResponse = Envelope<{
  data: {
    category_id: number;
    category_name: string;
    category_paths: string;
    goods_all: ApiGoods[];
  }[];
}>;
export type SiteSettingsResponse = Envelope<{ site_settings_find: ApiSiteSettings }>;
/** The site-wide config endpoint the spec implies but does not name: `GET /api/configs/site_config`. */
export type UserFindResponse = Envelope<{ user_find: ApiUserProfile }>;
export type CheckLogoutResponse = Envelope<{ data: { code: number } }>;
export type EmailAddResponse = Envelope;

export type ApiAdvertisement = z.infer<typeof apiAdvertisement>;

// Catalogue responses (docs/api.md).
export type HomeListResponse = Envelope<{
  advertisementList: ApiAdvertisement[];
  aboutUsFind: ApiConfigItem | null;
  albumCategoryList: (Pick<
    ApiCategory,
    'category_id' | 'category_name' | 'category_paths' | 'category_album'
  > &
    Partial<Pick<ApiCategory, 'category_introduce'>>)[];
  supportList: Pick<
    ApiCategory,
    | 'category_id'
    | 'category_name'
    | 'category_paths'
    | 'category_icon'
    | 'category_picture'
    | 'category_introduce'
  >[];
  tabsCategoryList: {
    category_id: number;
    category_name: string;
    category_paths: string;
    goodsList: ApiGoods[];
  }[];
  configsList: ApiConfigItem[];
}>;
export type GoodsAllResponse = Envelope<{
  page: ApiPage;
  goods_tj_all: ApiGoods[];
  goods_all: ApiGoods[];
}>;

// Account and support payloads served by the mock API (docs/api.md).
/** The full profile `user_find` returns (the shell reads only the ApiUserInfo part). */
export type ApiUserProfile = z.infer<typeof apiUserProfile>;

export interface ApiContact {
  /** 8 is the e-mail contact; 2 and 4 the two phone-like ones. */
  contact_id: number;
  contact_name: string;
  contact_link: string;
  contact_picture: string;
}

export interface ApiMoreService {
  more_services_id: number;
  more_services_name: string;
  more_services_link: string;
  more_services_picture: string;
  more_services_describe: string;
}

export type CheckLoginResponse = Envelope<{ data: string }>;
export type ServiceContactResponse = Envelope<{
  /** Featured goods. */
  goods_all: ApiGoods[];
  contact_all: ApiContact[];
  social_media_all: ApiSocialMedia[];
  more_services_all: ApiMoreService[];
  /** The service center's "More Resources" cards. */
  configs_all: ApiConfigItem[];
  /** The service center banner (the first of advertisement_all), null if none. */
  advertisement: ApiAdvertisement | null;
  advertisement_all: ApiAdvertisement[];
}>;

// Content, search and function-stock payloads (docs/api.md).

/** The product detail's derived fields: selling price, % off, likes. */
export interface ApiGoodsDetails extends ApiGoods {
  /** The selling price (goods_selling_price). */
  price: number;
  /** Whole percent off the crossed price, 0 when there is none. */
  discount: number;
  likeCount: number;
}
/** goods_details as the mock answers it: the goods record plus price, discount and likeCount. */
export type GoodsDetailsFullResponse = Envelope<{ data: ApiGoodsDetails }>;

export type AboutListResponse = Envelope<{ configsList: ApiConfigItem[] }>;
export type GoodsSearchResponse = Envelope<{ data: ApiGoods[] }>;

/** A blog article. */
export interface ApiArticle {
  articles_id: number;
  /** The blog category (71-74). */
  category_id: number;
  articles_title: string;
  /** URL segment: the article lives at /blogs/{articles_path}. */
  articles_path: string;
  articles_picture: string;
  articles_describe: string;
  articles_author: string;
  /** `yyyy-MM-dd HH:mm:ss`. */
  articles_addtime: string;
  /** HTML with h2/h3 headings (without ids: the site builds the table of contents). */
  articles_details: string;
  articles_seo_title: string;
  articles_seo_keywords: string;
  articles_seo_description: string;
  /** The linked product, 0 for none. */
  goods_id: number;
}

export interface ApiArticlesPage {
  currentPage: number;
  listRows: number;
  total: number;
}

export type ApiBlogCategory = Pick<ApiCategory, 'category_id' | 'category_name' | 'category_paths'>;

export type ArticlesAllResponse = Envelope<{
  data_page: ApiArticlesPage;
  /** The blog categories (news, product guides, reviews, advice). */
  category_all: ApiBlogCategory[];
  /** Recommended articles of the selected category (all when none), newest first, at most 4. */
  articles_zx_all: ApiArticle[];
  /** The page of articles, newest first. */
  articles_qb_all: ApiArticle[];
  /** The selected blog category, or the blogs root (without children). */
  category_find: Omit<ApiCategory, 'children'>;
  configs_all: ApiConfigItem[];
}>;

export type ArticlesDetailsResponse = Envelope<{
  articles_find: ApiArticle;
  goods_find: ApiGoods | null;
  /** Up to 4 related articles, same category first, never the article itself. */
  articles_xg_all: ApiArticle[];
}>;

/** An article as global search returns it. */
export interface ApiSearchArticle {
  article_title: string;
  /** HTML. */
  article_details: string;
  /** Mock extra: where the article lives (/blogs/{articles_path}). */
  articles_path: string;
}

export type GlobalSearchResponse =
  Envelope<{ data: ApiGoods[] }> | Envelope<{ data: ApiSearchArticle[] }>;
export type GlobalSearchGoodsResponse = Envelope<{ data: ApiGoods[] }>;
export type GlobalSearchArticlesResponse = Envelope<{ data: ApiSearchArticle[] }>;

/** Function-stock classes: 1 Basic Functions, 2 Special Features, 3 Software Upgrade, 4 Point Card. */
export type FunctionClassId = 1 | 2 | 3 | 4;

/**
 * One item of the mock's function-stock catalogue (its own endpoint: the spec names none, and
 * the site asks nothing; its grid is api/placeholder.ts in features/catalogue/function-stock).
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

/** One customer type offered at sign-up. */
export interface ApiUserType {
  user_type_id: number;
  user_type_name: string;
}
export type UserTypeResponse = Envelope<{ user_type_all: ApiUserType[] }>;

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
