/**
 * The vendor API's endpoints, each named once: its method, its path and, where the site reads
 * it, the type of its answer. The site's fetchers and the mock's routes take their paths from
 * here; no other file spells a vendor path (tests/unit/repo/endpoint-literals.test.ts).
 *
 * Each folder of paths has its module in vendor-endpoints/, which the site's code imports, so a
 * page's script carries only the entries it uses. VENDOR_ENDPOINTS gathers them, the vendor's
 * documented list; MOCK_ONLY_ENDPOINTS are the few the mock also serves under /api/ that the
 * vendor does not document (the site may not call them: tests/unit/contract/endpoints.test.ts).
 */
import { type Endpoint, get, post } from './vendor-endpoints/endpoint';
import { ABOUT_ENDPOINTS } from './vendor-endpoints/about';
import { API_ENDPOINTS } from './vendor-endpoints/api';
import { ARTICLES_ENDPOINTS } from './vendor-endpoints/articles';
import { BECOME_DISTRIBUTOR_ENDPOINTS } from './vendor-endpoints/become-distributor';
import { BUY_ENDPOINTS } from './vendor-endpoints/buy';
import { CAR_ISSUE_ENDPOINTS } from './vendor-endpoints/car-issue';
import { CATEGORY_ENDPOINTS } from './vendor-endpoints/category';
import { CORPORATE_PURCHASE_ENDPOINTS } from './vendor-endpoints/corporate-purchase';
import { DIAGOEM_ENDPOINTS } from './vendor-endpoints/diagoem';
import { DOWNLOADS_ENDPOINTS } from './vendor-endpoints/downloads';
import { DOWNLOADS_ARCHIVE_ENDPOINTS } from './vendor-endpoints/downloads-archive';
import { FAQS_ENDPOINTS } from './vendor-endpoints/faqs';
import { GARAGE_ENDPOINTS } from './vendor-endpoints/garage';
import { GOODS_ENDPOINTS } from './vendor-endpoints/goods';
import { GOODS_DETAILS_ENDPOINT } from './vendor-endpoints/goods-details';
import { GOODS_VERIFY_ENDPOINTS } from './vendor-endpoints/goods-verify';
import { GOOGLE_LOGIN_ENDPOINTS } from './vendor-endpoints/google-login';
import { HOME_ENDPOINTS } from './vendor-endpoints/home';
import { INVENTERS_TESTERS_PROGRAM_ENDPOINTS } from './vendor-endpoints/inventers-testers-program';
import { LOGIN_ENDPOINTS } from './vendor-endpoints/login';
import { ORDER_SERVICE_ENDPOINTS } from './vendor-endpoints/order-service';
import { PRODUCT_ENDPOINTS } from './vendor-endpoints/product';
import { PRODUCT_ISSUES_ENDPOINTS } from './vendor-endpoints/product-issues';
import { PRODUCT_WARRANTY_ENDPOINTS } from './vendor-endpoints/product-warranty';
import { SEARCH_ENDPOINTS } from './vendor-endpoints/search';
import { SERVICE_CONTACT_ENDPOINTS } from './vendor-endpoints/service-contact';
import { SITE_SETTINGS_ENDPOINTS } from './vendor-endpoints/site-settings';
import { SUPPORTS_ENDPOINTS } from './vendor-endpoints/supports';
import { TECH_SUPPORTS_ENDPOINTS } from './vendor-endpoints/tech-supports';
import { UFLUENCER_PROGRAM_ENDPOINTS } from './vendor-endpoints/ufluencer-program';
import { USER_ENDPOINTS } from './vendor-endpoints/user';
import { USER_TYPE_ENDPOINTS } from './vendor-endpoints/user-type';
import { VIDEO_ENDPOINTS } from './vendor-endpoints/video';

export { endpointFolder } from './vendor-endpoints/endpoint';
export type { Endpoint, HttpMethod } from './vendor-endpoints/endpoint';

/** The documented endpoints by folder; a path answering both GET and POST has a key for each. */
export const VENDOR_ENDPOINTS = {
  about: ABOUT_ENDPOINTS,
  api: API_ENDPOINTS,
  articles: ARTICLES_ENDPOINTS,
  becomeDistributor: BECOME_DISTRIBUTOR_ENDPOINTS,
  buy: BUY_ENDPOINTS,
  carIssue: CAR_ISSUE_ENDPOINTS,
  category: CATEGORY_ENDPOINTS,
  corporatePurchase: CORPORATE_PURCHASE_ENDPOINTS,
  diagoem: DIAGOEM_ENDPOINTS,
  downloads: DOWNLOADS_ENDPOINTS,
  downloadsArchive: DOWNLOADS_ARCHIVE_ENDPOINTS,
  faqs: FAQS_ENDPOINTS,
  garage: GARAGE_ENDPOINTS,
  goods: { ...GOODS_ENDPOINTS, goodsDetails: GOODS_DETAILS_ENDPOINT },
  goodsVerify: GOODS_VERIFY_ENDPOINTS,
  googleLogin: GOOGLE_LOGIN_ENDPOINTS,
  home: HOME_ENDPOINTS,
  inventersTestersProgram: INVENTERS_TESTERS_PROGRAM_ENDPOINTS,
  login: LOGIN_ENDPOINTS,
  orderService: ORDER_SERVICE_ENDPOINTS,
  product: PRODUCT_ENDPOINTS,
  productIssues: PRODUCT_ISSUES_ENDPOINTS,
  productWarranty: PRODUCT_WARRANTY_ENDPOINTS,
  search: SEARCH_ENDPOINTS,
  serviceContact: SERVICE_CONTACT_ENDPOINTS,
  siteSettings: SITE_SETTINGS_ENDPOINTS,
  supports: SUPPORTS_ENDPOINTS,
  techSupports: TECH_SUPPORTS_ENDPOINTS,
  ufluencerProgram: UFLUENCER_PROGRAM_ENDPOINTS,
  user: USER_ENDPOINTS,
  userType: USER_TYPE_ENDPOINTS,
  video: VIDEO_ENDPOINTS,
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
