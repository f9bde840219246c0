/**
 * The vendor API's endpoints, each named once: its method, its path and, where the site reads
 * it, the type of its answer. The site's fetchers and the mock's routes take their paths from
 * here; no other file spells a vendor path (tests/unit/endpoint-literals.test.ts).
 *
 * VENDOR_ENDPOINTS is the vendor's documented list, grouped by the path's folder; MOCK_ONLY_ENDPOINTS
 * are the few the mock also serves under /api/ that the vendor does not document (the site may
 * not call them: tests/unit/documented-endpoints.test.ts).
 */
import type {
  CarIssueAllResponse,
  CarSuggestionSendResponse,
  CarSuggestionsResponse,
  GarageAllResponse,
  GarageKeywordResponse,
  GarageModelsResponse,
  OrderAllResponse,
  OrderKeywordResponse,
  ProductAllResponse,
  ProductIssueAllResponse,
  ProductIssueMessagesResponse,
  ProductIssueSendResponse,
  ProductKeywordResponse,
  SerialAllResponse,
  SerialKeywordResponse,
  UserTypeAllResponse,
  WarrantyAllResponse,
  WarrantyKeywordResponse,
} from './account-api-types';
import type {
  AboutListResponse,
  ArticlesAllResponse,
  ArticlesDetailsResponse,
  CategoryAllResponse,
  CategoryDetailsResponse,
  CategoryGoodsResponse,
  CheckBindingResponse,
  CheckLoginResponse,
  CheckLogoutResponse,
  CheckRegisterResponse,
  CheckResettingResponse,
  EmailAddResponse,
  GlobalSearchResponse,
  GoodsAllResponse,
  GoodsDetailsFullResponse,
  GoodsSearchResponse,
  HomeListResponse,
  SendMailResponse,
  ServiceContactResponse,
  SiteSettingsResponse,
  UserFindResponse,
  UserTypeResponse,
} from './api-types';
import type {
  BecomeDistributorAllResponse,
  CorporatePurchaseAllResponse,
  DistributorCountryResponse,
  InventersTestersAllResponse,
  PartnershipFormResponse,
  UfluencerAllResponse,
} from './partnership-api-types';
import type { ArchiveDownloadResponse } from './support/downloads-api-types';
import type {
  ArticleAllResponse,
  ArticleSearchResponse,
  ArticleTypeResponse,
} from './support/faqs-api-types';
import type { SupportsAllResponse } from './support/library-api-types';
import type {
  CountryAllResponse,
  FormResponse,
  RegionAllResponse,
} from './support/tech-support-api-types';
import type { InterfaceEnvelope } from './support/vehicle-coverage-api-types';
import type { BusinessAllResponse, BuyCountryResponse } from './support/where-to-buy-api-types';
import type { Envelope } from './api-types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint: `Res` is the answer's type (only a type: no value carries it). */
export interface Endpoint<Res extends Envelope = Envelope, M extends HttpMethod = HttpMethod> {
  readonly method: M;
  readonly path: string;
  /** Never set: it only carries the answer's type to the caller. */
  readonly response?: Res;
}

function get<Res extends Envelope = Envelope>(path: string): Endpoint<Res, 'GET'> {
  return { method: 'GET', path };
}

function post<Res extends Envelope = Envelope>(path: string): Endpoint<Res, 'POST'> {
  return { method: 'POST', path };
}

/** The documented endpoints; a path answering both GET and POST has a key for each. */
export const VENDOR_ENDPOINTS = {
  about: {
    aboutList: get<AboutListResponse>('/api/about/aboutList'),
  },
  api: {
    goodsSearch: get<GoodsSearchResponse>('/api/api/goods_search'),
  },
  articles: {
    articlesAll: get<ArticlesAllResponse>('/api/articles/articles_all'),
    articlesDetails: get<ArticlesDetailsResponse>('/api/articles/articles_details'),
  },
  becomeDistributor: {
    becomeDistributorAll: get<BecomeDistributorAllResponse>(
      '/api/BecomeDistributor/become_distributor_all',
    ),
    countryAll: get<DistributorCountryResponse>('/api/BecomeDistributor/country_all'),
    distributorForm: post<PartnershipFormResponse>('/api/BecomeDistributor/distributor_form'),
  },
  buy: {
    businessAll: get<BusinessAllResponse>('/api/buy/business_all'),
    businessCountry: get<BuyCountryResponse>('/api/buy/business_country'),
    businessRegion: get<BuyCountryResponse>('/api/buy/business_region'),
    keywordsFind: get<BuyCountryResponse>('/api/buy/keywords_find'),
    letterFind: get<BuyCountryResponse>('/api/buy/letter_find'),
    modeFind: get<BuyCountryResponse>('/api/buy/mode_find'),
  },
  carIssue: {
    carIssueAdd: post('/api/CarIssue/car_issue_add'),
    carIssueAll: get<CarIssueAllResponse>('/api/CarIssue/car_issue_all'),
    carIssueEnd: get('/api/CarIssue/car_issue_end'),
    carSuggestionsAll: get<CarSuggestionsResponse>('/api/CarIssue/car_suggestions_all'),
    carSuggestionsSend: post<CarSuggestionSendResponse>('/api/CarIssue/car_suggestions_send'),
  },
  category: {
    categoryAll: get<CategoryAllResponse>('/api/category/category_all'),
    categoryDetails: get<CategoryDetailsResponse>('/api/category/category_details'),
    categoryGoods: get<CategoryGoodsResponse>('/api/category/category_goods'),
  },
  corporatePurchase: {
    corporatePurchaseAll: get<CorporatePurchaseAllResponse>(
      '/api/CorporatePurchase/corporate_purchase_all',
    ),
    corporatePurchaseForm: post<PartnershipFormResponse>(
      '/api/CorporatePurchase/corporate_purchase_form',
    ),
  },
  diagoem: {
    getInterface: post<InterfaceEnvelope>('/api/diagoem/get_interface'),
  },
  downloads: {
    archiveAll: get('/api/downloads/archive_all'),
    archiveSearch: get('/api/downloads/archive_search'),
  },
  downloadsArchive: {
    downloads: get<ArchiveDownloadResponse>('/api/DownloadsArchive/downloads'),
  },
  faqs: {
    articleAll: post<ArticleAllResponse>('/api/faqs/article_all'),
    articleSearch: get('/api/faqs/article_search'),
    articleSearchTest: post<ArticleSearchResponse>('/api/faqs/article_search_test'),
    articleType: post<ArticleTypeResponse>('/api/faqs/article_type'),
  },
  garage: {
    garageAdd: post('/api/garage/garage_add'),
    garageAll: get<GarageAllResponse>('/api/garage/garage_all'),
    garageDel: get('/api/garage/garage_del'),
    garageEditGet: get('/api/garage/garage_edit'),
    garageEditPost: post('/api/garage/garage_edit'),
    garageKeyword: post<GarageKeywordResponse>('/api/garage/garage_keyword'),
    garageMakerAll: get<GarageModelsResponse>('/api/garage/garage_maker_all'),
  },
  goods: {
    goodsAll: get<GoodsAllResponse>('/api/goods/goods_all'),
    goodsDetails: get<GoodsDetailsFullResponse>('/api/goods/goods_details'),
  },
  goodsVerify: {
    goodsVerifyAdd: post('/api/GoodsVerify/goods_verify_add'),
    goodsVerifyAll: get<SerialAllResponse>('/api/GoodsVerify/goods_verify_all'),
    goodsVerifyDel: post('/api/GoodsVerify/goods_verify_del'),
    goodsVerifyEditGet: get('/api/GoodsVerify/goods_verify_edit'),
    goodsVerifyEditPost: post('/api/GoodsVerify/goods_verify_edit'),
    goodsVerifyKeyword: post<SerialKeywordResponse>('/api/GoodsVerify/goods_verify_keyword'),
    goodsVerifyUnbind: post('/api/GoodsVerify/goods_verify_unbind'),
  },
  googleLogin: {
    gmailLogin: get('/api/GoogleLogin/gmail_login'),
  },
  home: {
    emailAdd: post<EmailAddResponse>('/api/home/email_add'),
    homeList: get<HomeListResponse>('/api/home/homeList'),
  },
  inventersTestersProgram: {
    inventersTestersProgramAll: get<InventersTestersAllResponse>(
      '/api/InventersTestersProgram/inventers_testers_program_all',
    ),
  },
  login: {
    checkBinding: post<CheckBindingResponse>('/api/login/check_binding'),
    checkLogin: post<CheckLoginResponse>('/api/login/check_login'),
    checkRegister: post<CheckRegisterResponse>('/api/login/check_register'),
    checkResetting: post<CheckResettingResponse>('/api/login/check_resetting'),
    sendMail: post<SendMailResponse>('/api/login/send_mail'),
    userType: post<UserTypeResponse>('/api/login/user_type'),
  },
  orderService: {
    orderServiceAdd: post('/api/OrderService/order_service_add'),
    orderServiceAll: get<OrderAllResponse>('/api/OrderService/order_service_all'),
    orderServiceDel: get('/api/OrderService/order_service_del'),
    orderServiceEditGet: get('/api/OrderService/order_service_edit'),
    orderServiceEditPost: post('/api/OrderService/order_service_edit'),
    orderServiceKeyword: post<OrderKeywordResponse>('/api/OrderService/order_service_keyword'),
  },
  product: {
    productAdd: post('/api/product/product_add'),
    productAll: get<ProductAllResponse>('/api/product/product_all'),
    productDel: get('/api/product/product_del'),
    productEditGet: get('/api/product/product_edit'),
    productEditPost: post('/api/product/product_edit'),
    productKeyword: post<ProductKeywordResponse>('/api/product/product_keyword'),
  },
  productIssues: {
    productIssuesAdd: post('/api/ProductIssues/product_issues_add'),
    productIssuesAll: get<ProductIssueAllResponse>('/api/ProductIssues/product_issues_all'),
    productIssuesEnd: get('/api/ProductIssues/product_issues_end'),
    productTroubleshootingsAll: get<ProductIssueMessagesResponse>(
      '/api/ProductIssues/product_troubleshootings_all',
    ),
    productTroubleshootingsSend: post<ProductIssueSendResponse>(
      '/api/ProductIssues/product_troubleshootings_send',
    ),
  },
  productWarranty: {
    productWarrantyAdd: post('/api/ProductWarranty/product_warranty_add'),
    productWarrantyAll: get<WarrantyAllResponse>('/api/ProductWarranty/product_warranty_all'),
    productWarrantyDel: get('/api/ProductWarranty/product_warranty_del'),
    productWarrantyEditGet: get('/api/ProductWarranty/product_warranty_edit'),
    productWarrantyEditPost: post('/api/ProductWarranty/product_warranty_edit'),
    productWarrantyKeyword: post<WarrantyKeywordResponse>(
      '/api/ProductWarranty/product_warranty_keyword',
    ),
  },
  search: {
    globalSearch: get<GlobalSearchResponse>('/api/search/global_search'),
  },
  serviceContact: {
    serviceContactAll: get<ServiceContactResponse>('/api/ServiceContact/service_contact_all'),
  },
  siteSettings: {
    siteSettingsFind: get<SiteSettingsResponse>('/api/SiteSettings/site_settings_find'),
  },
  supports: {
    supportsAll: get<SupportsAllResponse>('/api/supports/supports_all'),
  },
  techSupports: {
    countryAll: get<CountryAllResponse>('/api/TechSupports/country_all'),
    regionAll: post<RegionAllResponse>('/api/TechSupports/region_all'),
    remoteForm: post<FormResponse>('/api/TechSupports/remote_form'),
    techsupportForm: post<FormResponse>('/api/TechSupports/techsupport_form'),
  },
  ufluencerProgram: {
    ufluencerProgramAll: get<UfluencerAllResponse>('/api/UfluencerProgram/ufluencer_program_all'),
    ufluencerProgramForm: post<PartnershipFormResponse>(
      '/api/UfluencerProgram/ufluencer_program_form',
    ),
  },
  user: {
    checkLogout: get<CheckLogoutResponse>('/api/user/check_logout'),
    userEditGet: get('/api/user/user_edit'),
    userEditPost: post('/api/user/user_edit'),
    userFind: get<UserFindResponse>('/api/user/user_find'),
  },
  userType: {
    userTypeAll: get<UserTypeAllResponse>('/api/UserType/user_type_all'),
  },
  video: {
    videoAll: post('/api/video/video_all'),
    videoSearch: post('/api/video/video_search'),
  },
} as const;

/** Served by the mock under /api/ without being documented by the vendor. */
export const MOCK_ONLY_ENDPOINTS = {
  /** The site-wide config the vendor's pages imply but do not name. */
  siteConfig: get('/api/configs/site_config'),
  /** The Google sign-in stand-in's return leg. */
  gmailCallback: get('/api/GoogleLogin/gmail_callback'),
  /** The function-stock grid's rows and likes (the site shows sample data instead). */
  functionStockAll: get('/api/FunctionStock/function_stock_all'),
  functionLike: post('/api/FunctionStock/function_like'),
} as const;

type Areas = typeof VENDOR_ENDPOINTS;
/** Every documented endpoint, in the vendor's order (by path, case-insensitively, then method). */
export const VENDOR_ENDPOINT_LIST: readonly Endpoint[] = Object.values(
  VENDOR_ENDPOINTS as { [A in keyof Areas]: Record<string, Endpoint> },
).flatMap((area) => Object.values(area));

/** Every path under /api/ that the contract names (documented or not). */
export const CONTRACT_PATHS: readonly string[] = [
  ...new Set([...VENDOR_ENDPOINT_LIST, ...Object.values(MOCK_ONLY_ENDPOINTS)].map((e) => e.path)),
];

/** The folder of an endpoint's path, e.g. `/api/garage` for `/api/garage/garage_all`. */
export function endpointFolder(endpoint: Endpoint): string {
  return endpoint.path.slice(0, endpoint.path.lastIndexOf('/'));
}
