/**
 * Payload types of the vendor API, spelt as the API spells them.
 * Views never import these directly: feature fetchers reshape them at the boundary.
 */

/** Every response carries `code` and `msg`; 200 means success. Named fields sit beside them. */
export type Envelope<T extends object = object> = { code: number; msg: string } & T;

export interface ApiPage {
  currentPage: number;
  total: number;
  listRows: number;
}

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

export interface ApiCategory {
  category_id: number;
  category_parent_id: number;
  category_name: string;
  /** Absolute site path, e.g. `/products/code-reader`. */
  category_paths: string;
  category_component: CategoryComponent | string;
  category_label: string;
  category_seo_title: string;
  category_seo_keywords: string;
  category_seo_description: string;
  category_picture: string;
  category_url: string;
  category_details: string;
  category_introduce: string;
  category_icon: string;
  category_album: string[];
  goods_all?: ApiGoods[];
  children: ApiCategory[];
}

export interface ApiGoodsLink {
  goods_links_name: string;
  goods_links_address: string;
  goods_links_picture: string;
}

export interface ApiGoods {
  goods_id: number;
  category_id: number;
  goods_title: string;
  goods_picture: string;
  goods_additional_picture: string;
  /** 1 none, 2 new, 3 hot, 5 a third badge in the header menu cards. */
  goods_tag_id: number;
  goods_album: string[];
  goods_video: string[];
  goods_banner_picture: string;
  goods_describe: string;
  goods_details: string;
  goods_comparison_picture: string;
  goods_seo_title: string;
  goods_seo_keywords: string;
  goods_seo_description: string;
  goods_selling_price: number;
  goods_crossed_price: number;
  goods_recommend_id: number;
  goods_status_id: number;
  goods_links_all: ApiGoodsLink[];
  goods_accessory_all: { goods_accessory_name: string; goods_accessory_picture: string }[];
  goods_details_all: {
    goods_details_name: string;
    goods_details_content: string;
    goods_details_picture: string;
  }[];
  goods_specifications_all: {
    goods_specifications_name: string;
    goods_specifications_details: string;
  }[];
  goods_problem_all: { goods_problem_name: string; goods_problem_details: string }[];
}

export interface ApiConfigItem {
  configs_id: number;
  configs_title: string;
  configs_subtitle: string;
  /** HTML. */
  configs_content: string;
  configs_picture: string;
  configs_path: string;
  /** 1 means visible. */
  configs_show_id: number;
}

export interface ApiSiteSettings {
  site_settings_title: string;
  site_settings_picture: string;
  site_settings_loginpicture: string;
  /** HTML. */
  site_settings_contact: string;
  /** HTML. */
  site_settings_store: string;
}

export interface ApiSocialMedia {
  social_media_id: number;
  social_media_name: string;
  social_media_link: string;
  social_media_picture: string;
}

export interface ApiUserInfo {
  uId: number;
  uName: string;
  uEmail: string;
  uPicture: string;
}

// Response shapes of the shell endpoints (spec 1, section 7).
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
export type SiteConfigResponse = Envelope<{
  configs_all: ApiConfigItem[];
  site_settings_find: ApiSiteSettings;
  social_media_all: ApiSocialMedia[];
}>;
export type UserFindResponse = Envelope<{ user_find: ApiUserProfile }>;
export type CheckLogoutResponse = Envelope<{ data: { code: number } }>;
export type EmailAddResponse = Envelope;

export interface ApiAdvertisement {
  advertisement_id: number;
  advertisement_name: string;
  advertisement_introduce: string;
  advertisement_picture: string;
  advertisement_url: string;
}

// Catalogue responses (spec 1, section 7).
export type HomeListResponse = Envelope<{
  advertisementList: ApiAdvertisement[];
  aboutUsFind: ApiConfigItem | null;
  albumCategoryList: Pick<
    ApiCategory,
    'category_id' | 'category_name' | 'category_paths' | 'category_album'
  >[];
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
export type GoodsDetailsResponse = Envelope<{ data: ApiGoods }>;

// Account and support payloads served by the mock API (spec 1 section 7, spec 2 section 3, spec 3 "User info").
/** The full profile `user_find` returns (the shell reads only the ApiUserInfo part). */
export interface ApiUserProfile extends ApiUserInfo {
  uAccount: string;
  uTypeId: number;
  uTypeName: string;
  uFamilyName: string;
  uGivenName: string;
  /** 1 male, 2 female, 0 not given. */
  uGender: number;
  uAge: number;
  uProfession: string;
  uTelephone: string;
  uMobilePhone: string;
  uCountryId: number;
  uCountryName: string;
  uAddress: string;
  uBusinessName: string;
  uBusinessAddress: string;
  uBusinessPhone: string;
  uBusinessFax: string;
}

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
