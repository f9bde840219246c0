/**
 * Payloads of the partnership pages' endpoints (docs/api.md), as the API sends
 * them; the mock API stores and answers these shapes.
 */
import type { ApiCategory, ApiConfigItem, ApiGoods, Envelope } from './api-types';

/** The category record a partnership endpoint answers (`category_find`). */
export type ApiPartnershipCategory = Omit<ApiCategory, 'children' | 'goods_all'>;

/** An FAQ entry of the corporate purchase and influencer pages. */
export interface ApiFaqArticle {
  article_id: number;
  article_title: string;
  /** HTML. */
  article_details: string;
}

export interface ApiPurchaseSpecification {
  /** e.g. "10-49 units". */
  purchase_product_specifications_quantity: string;
  /** e.g. "$279.00". */
  purchase_product_specifications_price: string;
}

/** A product with bulk prices (the corporate purchase carousel). */
export interface ApiPurchaseProduct {
  purchase_product_id: number;
  purchase_product_title: string;
  purchase_product_picture: string;
  purchase_product_specifications_all: ApiPurchaseSpecification[];
}

/** An outstanding partner (the distributor page's carousel). */
export interface ApiPartnerBusiness {
  business_id: number;
  business_name: string;
  business_url: string;
  business_album: string;
  country_name: string;
  /** e.g. "Since 2019". */
  business_cooperatetime: string;
}

export interface ApiPartnershipRegion {
  region_id: number;
  region_name: string;
}

export interface ApiPartnershipCountry {
  country_id: number;
  country_name: string;
}

/** 1 when the terms (or statement) box is ticked, otherwise 2. */
export type AgreementFlag = 1 | 2;

/** POST /api/CorporatePurchase/corporate_purchase_form. */
export interface CorporatePurchaseInput {
  purchase_name: string;
  /** Spelt as the API spells it. */
  purchase_emil: string;
  purchase_product: string;
  purchase_quantity: string;
  purchase_reason: string;
  purchase_address: string;
  /** yyyy-MM-dd, '' when not given. */
  purchase_delivery: string;
  purchase_phone: string;
  PrivacyPolicyChecked: boolean;
  SubscribeChecked: boolean;
  isAgreement: AgreementFlag;
}

/** POST /api/UfluencerProgram/ufluencer_program_form. */
export interface UfluencerInput {
  ufluencer_firstname: string;
  ufluencer_lastname: string;
  ufluencer_emil: string;
  ufluencer_phone: string;
  ufluencer_channels: string;
}

/** POST /api/BecomeDistributor/distributor_form. */
export interface DistributorInput {
  /** One of the cooperation type options. */
  form_cooperationtype: string;
  form_firstname: string;
  form_lastname: string;
  form_emil: string;
  form_phone: string;
  form_companyname: string;
  form_companysize: string;
  form_websiteurl: string;
  /** A region name. */
  form_region: string;
  /** A country name. */
  form_country: string;
  form_address: string;
  form_brand: string;
  form_body: string;
  isAgreement: AgreementFlag;
}

export type CorporatePurchaseAllResponse = Envelope<{
  category_find: ApiPartnershipCategory;
  article_all: ApiFaqArticle[];
  purchase_product_all: ApiPurchaseProduct[];
  configs_all: ApiConfigItem[];
}>;
export type InventersTestersAllResponse = Envelope<{
  category_find: ApiPartnershipCategory;
  goods_all: ApiGoods[];
  configs_all: ApiConfigItem[];
}>;
export type UfluencerAllResponse = Envelope<{
  category_find: ApiPartnershipCategory;
  configs_all: ApiConfigItem[];
  article_all: ApiFaqArticle[];
}>;
export type BecomeDistributorAllResponse = Envelope<{
  category_find: ApiPartnershipCategory;
  region_all: ApiPartnershipRegion[];
  business_all: ApiPartnerBusiness[];
  configs_all: ApiConfigItem[];
}>;
export type DistributorCountryResponse = Envelope<{ data: ApiPartnershipCountry[] }>;
/** The form posts answer code and msg only. */
export type PartnershipFormResponse = Envelope;
