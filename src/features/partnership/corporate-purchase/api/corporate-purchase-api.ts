/**
 * The corporate purchase calls. Browser-safe: no HTML, no sanitizer.
 */
import { apiPost } from '@/lib/api-client';
import type {
  CorporatePurchaseInput,
  PartnershipFormResponse,
} from '@/contract/partnership-api-types';
import { CORPORATE_PURCHASE_ENDPOINTS } from '@/contract/vendor-endpoints/corporate-purchase';

export const CORPORATE_PURCHASE_ALL_PATH = CORPORATE_PURCHASE_ENDPOINTS.corporatePurchaseAll.path;
export const CORPORATE_PURCHASE_FORM_PATH = CORPORATE_PURCHASE_ENDPOINTS.corporatePurchaseForm.path;

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
