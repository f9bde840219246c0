/**
 * Every documented endpoint's operation, keyed like VENDOR_ENDPOINTS (../endpoints.ts): the
 * single source of the OpenAPI document (./document.ts).
 */
import type { VENDOR_ENDPOINTS } from '../endpoints';
import { BUY_OPERATIONS } from './buy';
import { CAR_ISSUE_OPERATIONS } from './car-issue';
import { CATEGORY_OPERATIONS } from './category';
import {
  ABOUT_OPERATIONS,
  ARTICLES_OPERATIONS,
  HOME_OPERATIONS,
  SEARCH_OPERATIONS,
  SITE_SETTINGS_OPERATIONS,
} from './content';
import { GARAGE_OPERATIONS } from './garage';
import { API_OPERATIONS, GOODS_OPERATIONS } from './goods';
import { GOODS_VERIFY_OPERATIONS } from './goods-verify';
import { ORDER_SERVICE_OPERATIONS } from './order-service';
import { PRODUCT_OPERATIONS } from './product';
import { PRODUCT_ISSUES_OPERATIONS } from './product-issues';
import { PRODUCT_WARRANTY_OPERATIONS } from './product-warranty';
import type { OperationsOf } from './operation';
import {
  GOOGLE_LOGIN_OPERATIONS,
  LOGIN_OPERATIONS,
  USER_OPERATIONS,
  USER_TYPE_OPERATIONS,
} from './customer-ops';
import {
  BECOME_DISTRIBUTOR_OPERATIONS,
  CORPORATE_PURCHASE_OPERATIONS,
  INVENTERS_TESTERS_PROGRAM_OPERATIONS,
  UFLUENCER_PROGRAM_OPERATIONS,
} from './partnership';
import {
  DIAGOEM_OPERATIONS,
  SERVICE_CONTACT_OPERATIONS,
  TECH_SUPPORTS_OPERATIONS,
} from './service';
import {
  DOWNLOADS_ARCHIVE_OPERATIONS,
  DOWNLOADS_OPERATIONS,
  FAQS_OPERATIONS,
  SUPPORTS_OPERATIONS,
  VIDEO_OPERATIONS,
} from './support';

type Folders = typeof VENDOR_ENDPOINTS;

/** Every folder's operations: the type refuses a folder or an endpoint left out. */
export const OPERATIONS: { readonly [F in keyof Folders]: OperationsOf<Folders[F]> } = {
  about: ABOUT_OPERATIONS,
  api: API_OPERATIONS,
  articles: ARTICLES_OPERATIONS,
  becomeDistributor: BECOME_DISTRIBUTOR_OPERATIONS,
  buy: BUY_OPERATIONS,
  carIssue: CAR_ISSUE_OPERATIONS,
  garage: GARAGE_OPERATIONS,
  goodsVerify: GOODS_VERIFY_OPERATIONS,
  orderService: ORDER_SERVICE_OPERATIONS,
  product: PRODUCT_OPERATIONS,
  productIssues: PRODUCT_ISSUES_OPERATIONS,
  productWarranty: PRODUCT_WARRANTY_OPERATIONS,
  category: CATEGORY_OPERATIONS,
  corporatePurchase: CORPORATE_PURCHASE_OPERATIONS,
  diagoem: DIAGOEM_OPERATIONS,
  downloads: DOWNLOADS_OPERATIONS,
  downloadsArchive: DOWNLOADS_ARCHIVE_OPERATIONS,
  faqs: FAQS_OPERATIONS,
  goods: GOODS_OPERATIONS,
  googleLogin: GOOGLE_LOGIN_OPERATIONS,
  home: HOME_OPERATIONS,
  inventersTestersProgram: INVENTERS_TESTERS_PROGRAM_OPERATIONS,
  login: LOGIN_OPERATIONS,
  search: SEARCH_OPERATIONS,
  serviceContact: SERVICE_CONTACT_OPERATIONS,
  siteSettings: SITE_SETTINGS_OPERATIONS,
  supports: SUPPORTS_OPERATIONS,
  techSupports: TECH_SUPPORTS_OPERATIONS,
  ufluencerProgram: UFLUENCER_PROGRAM_OPERATIONS,
  user: USER_OPERATIONS,
  userType: USER_TYPE_OPERATIONS,
  video: VIDEO_OPERATIONS,
};
