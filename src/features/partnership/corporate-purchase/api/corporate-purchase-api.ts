/**
 * The corporate purchase calls. Browser-safe: no HTML, no sanitizer.
 */
import { apiPost } from '@/lib/api-client';
import type {
  CorporatePurchaseInput,
  PartnershipFormResponse,
} from '@/contract/partnership-api-types';
import { VENDOR_ENDPOINTS } from '@/contract/endpoints';

export const CORPORATE_PURCHASE_ALL_PATH =
  VENDOR_ENDPOINTS.corporatePurchase.corporatePurchaseAll.path;
export const CORPORATE_PURCHASE_FORM_PATH =
  VENDOR_ENDPOINTS.corporatePurchase.corporatePurchaseForm.path;

/**
 * Sends the quote form. A refusal shows the server's msg as an error toast and rejects; the
 * caller keeps what the visitor typed.
 */
export function postCorporatePurchase(
  body: CorporatePurchaseInput,
): Promise<PartnershipFormResponse> {
  return apiPost<PartnershipFormResponse>(CORPORATE_PURCHASE_FORM_PATH, {
    body,
    token: null,
    severity: 'error',
  });
}
