/**
 * What the vendor documents as each endpoint's input: the query parameters of a GET, the body
 * fields of a POST (the vendor's POSTs take a body and no query; its GETs take a query and no
 * body). Strict mode (./strict.ts) drops everything else before a route reads the request, as
 * the vendor's API ignores what it does not document. docs/api.md and the endpoint lists of the
 * four spec documents are the source; where a document names a form ("the order fields", "the
 * garage record") the names are that record's fields as the spec lists them.
 *
 * One table, in one place, until the runtime schemas of src/contract describe each endpoint's
 * input: then this module becomes a read of them. Every documented endpoint has an entry
 * (tests/mock-api/strict-params.test.ts).
 */
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';
import type { HttpMethod } from './endpoints';

const E = VENDOR_ENDPOINTS;

/** A list's page (1-based): every paged list of the spec, and the customer tables'. */
const PAGE = 'page';
/** The one keyword field of the customer tables' `_keyword` searches (all five spell it so). */
const TABLE_KEYWORD = 'goodsVerifyKeyword';

const SIGN_UP_FORM = ['uEmail', 'uPassword', 'uRePassword', 'uCode', 'checkedAgreement'];
/**
 * The sign-up form's user type: the spec lists the form's type options (user_type_all) but does
 * not spell the field; the site and the mock name it after the option's user_type_id.
 */
const USER_TYPE_FIELD = 'uTypeId';

const SERIAL_RECORD = ['goods_model_id', 'goods_model_name', 'goods_verify_serial'];
const ORDER_RECORD = [
  'platform_id',
  'platform_name',
  'order_service_number',
  'order_service_date',
  'goods_model_id',
  'goods_model_name',
  'order_service_serialnumber',
];
const BOX_RECORD = [
  'goods_model_id',
  'goods_model_name',
  'product_serialNumber',
  'product_warrantyPeriod',
];
const GARAGE_RECORD = [
  'garage_car_make',
  'garage_maker_id',
  'garage_car_model',
  'garage_car_name',
  'garage_car_year',
  'garage_displacement',
  'garage_drive_type_id',
  'garage_drive_type_name',
  'garage_vin',
  'country_id',
  'country_name',
  'garage_remarks',
];
const CLAIM_RECORD = [
  'product_warranty_id',
  'product_id',
  'product_warranty_content',
  'product_warranty_claim_type_id',
  'product_warranty_claim_type_name',
  'product_warranty_examine_id',
  'product_warranty_rmaCode',
  'product_warranty_returnAddress',
  'product_warranty_custom_logistics_type_id',
  'product_warranty_custom_logistics_type_name',
  'product_warranty_custom_logisticsNumber',
  'product_warranty_company_logistics_type_name',
  'product_warranty_company_logisticsNumber',
];
const PROFILE_FIELDS = [
  'uAccount',
  'uEmail',
  'uTypeName',
  'uPicture',
  'uName',
  'uFamilyName',
  'uGivenName',
  'uGender',
  'uAge',
  'uProfession',
  'uTelephone',
  'uMobilePhone',
  'uCountryId',
  'uCountryName',
  'uAddress',
  'uBusinessName',
  'uBusinessAddress',
  'uBusinessPhone',
  'uBusinessFax',
];

/** [endpoint, the names it documents]; an empty list: the endpoint takes no input. */
const TABLE: readonly (readonly [{ method: HttpMethod; path: string }, readonly string[]])[] = [
  // Shell, catalogue, sign-in
  [E.category.categoryAll, []],
  [E.category.categoryDetails, ['category_id']],
  [E.category.categoryGoods, ['category_id']],
  [E.user.userFind, []],
  [E.user.checkLogout, []],
  [E.home.homeList, ['configsName']],
  [E.about.aboutList, ['configsName']],
  [E.goods.goodsAll, ['category_id', PAGE]],
  [E.api.goodsSearch, ['goodsKeywordsName']],
  [E.goods.goodsDetails, ['goods_title']],
  [E.articles.articlesAll, ['category_id', 'articlesKeyword', PAGE]],
  [E.articles.articlesDetails, ['articles_path']],
  [E.search.globalSearch, ['searchTypeName', 'searchKeywordsName']],
  [E.serviceContact.serviceContactAll, []],
  [E.siteSettings.siteSettingsFind, []],
  [E.login.checkLogin, ['uEmail', 'uPassword']],
  [E.login.sendMail, ['emailAddress', 'email_type']],
  [E.login.checkRegister, [...SIGN_UP_FORM, USER_TYPE_FIELD]],
  [E.login.checkResetting, ['uEmail', 'uPassword', 'uRePassword', 'uCode']],
  [E.login.userType, []],
  [E.login.checkBinding, [...SIGN_UP_FORM, USER_TYPE_FIELD, 'base64Code']],
  [E.home.emailAdd, ['eAccount']],
  [E.googleLogin.gmailLogin, []],
  // Support area
  [E.diagoem.getInterface, ['requestUrl', 'requestData']],
  [
    E.techSupports.techsupportForm,
    [
      'region_name',
      'country_name',
      'message_firstname',
      'message_lastname',
      'message_emil',
      'message_phone',
      'message_serial',
      'message_subject',
      'message_body',
    ],
  ],
  [
    E.techSupports.remoteForm,
    [
      'reservation_region',
      'reservation_country',
      'reservation_timespan',
      'reservation_serial',
      'reservation_remoteid',
      'reservation_phone',
      'reservation_describe',
    ],
  ],
  [E.techSupports.regionAll, []],
  [E.techSupports.countryAll, ['region_name']],
  [E.downloads.archiveAll, ['category_id', PAGE]],
  [E.downloads.archiveSearch, ['archiveKeywordsName']],
  [E.downloadsArchive.downloads, ['archive_id']],
  [E.video.videoAll, ['category_id', PAGE]],
  [E.video.videoSearch, ['videoKeywordsName']],
  [E.supports.supportsAll, ['category_id']],
  [E.faqs.articleType, ['category_id', PAGE]],
  [E.faqs.articleAll, [PAGE]],
  [E.faqs.articleSearch, ['articleKeywordsName']],
  [E.faqs.articleSearchTest, ['category_id', 'article_type_id', 'articleKeywordsName', PAGE]],
  [E.buy.businessAll, []],
  [E.buy.letterFind, ['letterKeywords']],
  [E.buy.businessRegion, ['region_id']],
  [E.buy.businessCountry, ['country_id']],
  [E.buy.modeFind, ['mode_id']],
  [E.buy.keywordsFind, ['keywordsName']],
  // Customer area
  [E.user.userEditGet, []],
  [E.user.userEditPost, PROFILE_FIELDS],
  [E.userType.userTypeAll, []],
  [E.goodsVerify.goodsVerifyAll, [PAGE]],
  [E.goodsVerify.goodsVerifyAdd, ['goods_model_id', 'goods_verify_serial']],
  [E.goodsVerify.goodsVerifyKeyword, [TABLE_KEYWORD]],
  [E.goodsVerify.goodsVerifyUnbind, ['goods_verify_id']],
  [E.goodsVerify.goodsVerifyDel, ['goods_verify_id']],
  [E.goodsVerify.goodsVerifyEditGet, ['goods_verify_id']],
  [E.goodsVerify.goodsVerifyEditPost, ['goods_verify_id', ...SERIAL_RECORD]],
  [E.orderService.orderServiceAll, [PAGE]],
  [E.orderService.orderServiceAdd, ORDER_RECORD],
  [E.orderService.orderServiceEditPost, ['order_service_id', ...ORDER_RECORD]],
  [E.orderService.orderServiceEditGet, ['order_service_id']],
  [E.orderService.orderServiceDel, ['order_service_id']],
  [E.orderService.orderServiceKeyword, [TABLE_KEYWORD]],
  // The boxes' table pages like every customer table (its list names no parameter).
  [E.product.productAll, [PAGE]],
  [E.product.productAdd, BOX_RECORD],
  [E.product.productEditGet, ['product_id']],
  [E.product.productEditPost, ['product_id', ...BOX_RECORD]],
  [E.product.productDel, ['product_id']],
  [E.product.productKeyword, [TABLE_KEYWORD]],
  [E.productIssues.productIssuesAll, [PAGE]],
  [
    E.productIssues.productIssuesAdd,
    [
      'product_issues_content',
      'product_id',
      'product_issues_faultLight',
      'product_issues_faultCode',
    ],
  ],
  [
    E.productIssues.productTroubleshootingsSend,
    ['product_id', 'product_issues_id', 'product_troubleshootings_content'],
  ],
  [E.productIssues.productIssuesEnd, ['product_issues_id']],
  [E.productIssues.productTroubleshootingsAll, ['product_issues_id']],
  [E.productWarranty.productWarrantyAll, [PAGE]],
  [
    E.productWarranty.productWarrantyAdd,
    ['product_id', 'product_warranty_content', 'product_warranty_claim_type_id'],
  ],
  [E.productWarranty.productWarrantyKeyword, [TABLE_KEYWORD]],
  [E.productWarranty.productWarrantyEditGet, ['product_warranty_id']],
  [E.productWarranty.productWarrantyEditPost, CLAIM_RECORD],
  [E.productWarranty.productWarrantyDel, ['product_warranty_id']],
  [E.garage.garageAll, [PAGE]],
  [E.garage.garageAdd, GARAGE_RECORD],
  [E.garage.garageEditPost, ['garage_id', ...GARAGE_RECORD]],
  [E.garage.garageKeyword, [TABLE_KEYWORD]],
  [E.garage.garageEditGet, ['garage_id']],
  [E.garage.garageDel, ['garage_id']],
  [E.garage.garageMakerAll, ['garageMakerName']],
  [E.carIssue.carIssueAll, [PAGE]],
  [
    E.carIssue.carIssueAdd,
    [
      'garage_id',
      'car_issue_garage',
      'car_issue_content',
      'car_issue_symptoms',
      'car_issue_faultLight',
      'car_issue_faultCode',
    ],
  ],
  [E.carIssue.carSuggestionsSend, ['garage_id', 'car_issue_id', 'car_suggestions_content']],
  [E.carIssue.carIssueEnd, ['car_issue_id']],
  [E.carIssue.carSuggestionsAll, ['car_issue_id']],
  // Partnership and content
  [E.corporatePurchase.corporatePurchaseAll, []],
  [
    E.corporatePurchase.corporatePurchaseForm,
    [
      'purchase_name',
      'purchase_emil',
      'purchase_product',
      'purchase_quantity',
      'purchase_reason',
      'purchase_address',
      'purchase_delivery',
      'purchase_phone',
      'PrivacyPolicyChecked',
      'SubscribeChecked',
      'isAgreement',
    ],
  ],
  [E.inventersTestersProgram.inventersTestersProgramAll, []],
  [E.ufluencerProgram.ufluencerProgramAll, []],
  [
    E.ufluencerProgram.ufluencerProgramForm,
    [
      'ufluencer_firstname',
      'ufluencer_lastname',
      'ufluencer_emil',
      'ufluencer_phone',
      'ufluencer_channels',
    ],
  ],
  [E.becomeDistributor.becomeDistributorAll, []],
  [
    E.becomeDistributor.distributorForm,
    [
      'form_cooperationtype',
      'form_firstname',
      'form_lastname',
      'form_emil',
      'form_phone',
      'form_companyname',
      'form_companysize',
      'form_websiteurl',
      'form_region',
      'form_country',
      'form_address',
      'form_brand',
      'form_body',
      'isAgreement',
    ],
  ],
  [E.becomeDistributor.countryAll, ['region_name']],
];

/** `GET /api/buy/letter_find`: how the table and strict mode name an endpoint. */
export function paramsKey(method: string, path: string): string {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return `${verb} ${path.replace(/\/+$/, '').toLowerCase()}`;
}

/** Every documented endpoint's input names, by paramsKey. */
export const DOCUMENTED_PARAMS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  TABLE.map(([endpoint, names]) => [paramsKey(endpoint.method, endpoint.path), new Set(names)]),
);

/** The names `method path` documents, or undefined for an endpoint the table does not know. */
export function documentedParams(method: string, path: string): ReadonlySet<string> | undefined {
  return DOCUMENTED_PARAMS.get(paramsKey(method, path));
}
