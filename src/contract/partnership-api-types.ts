/**
 * Payloads of the partnership pages' endpoints (docs/api.md), as the API sends
 * them; the mock API stores and answers these shapes.
 */
import type { z } from 'zod';
import type { Envelope } from './api-types';
import type { apiCountry, apiRegion } from './schemas/service';
import type {
  apiFaqArticle,
  apiPartnerBusiness,
  apiPartnershipCategory,
  apiPurchaseProduct,
  becomeDistributorAllResponse,
  corporatePurchaseAllResponse,
  distributorCountryResponse,
  inventersTestersAllResponse,
  ufluencerAllResponse,
} from './schemas/partnership';

/** The category record a partnership endpoint answers (`category_find`). */
export type ApiPartnershipCategory = z.infer<typeof apiPartnershipCategory>;

/** An FAQ entry of the corporate purchase and influencer pages. */
export type ApiFaqArticle = z.infer<typeof apiFaqArticle>;

/** A product with bulk prices (the corporate purchase carousel). */
export type ApiPurchaseProduct = z.infer<typeof apiPurchaseProduct>;

/** An outstanding partner (the distributor page's carousel). */
export type ApiPartnerBusiness = z.infer<typeof apiPartnerBusiness>;

export type ApiPartnershipRegion = z.infer<typeof apiRegion>;

export type ApiPartnershipCountry = z.infer<typeof apiCountry>;

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

export type CorporatePurchaseAllResponse = z.infer<typeof corporatePurchaseAllResponse>;
export type InventersTestersAllResponse = z.infer<typeof inventersTestersAllResponse>;
export type UfluencerAllResponse = z.infer<typeof ufluencerAllResponse>;
export type BecomeDistributorAllResponse = z.infer<typeof becomeDistributorAllResponse>;
export type DistributorCountryResponse = z.infer<typeof distributorCountryResponse>;
/** The form posts answer code and msg only. */
export type PartnershipFormResponse = Envelope;
