/** The vendor endpoints under /api/CorporatePurchase/ (the whole list: ../endpoints.ts). */
import type {
  CorporatePurchaseAllResponse,
  CorporatePurchaseInput,
  PartnershipFormResponse,
} from '../partnership-api-types';
import { get, post } from './endpoint';

export const CORPORATE_PURCHASE_ENDPOINTS = {
  corporatePurchaseAll: get<CorporatePurchaseAllResponse>(
    '/api/CorporatePurchase/corporate_purchase_all',
  ),
  corporatePurchaseForm: post<PartnershipFormResponse, CorporatePurchaseInput>(
    '/api/CorporatePurchase/corporate_purchase_form',
  ),
} as const;
