/**
 * The corporate purchase calls. Browser-safe: no HTML, no sanitizer.
 */
import { callApi } from '@/lib/api-client';
import type {
  CorporatePurchaseInput,
  PartnershipFormResponse,
} from '@/contract/partnership-api-types';
import { CORPORATE_PURCHASE_ENDPOINTS } from '@/contract/vendor-endpoints/corporate-purchase';

/**
 * Sends the quote form. A refusal shows the server's msg as an error toast and rejects; the
 * caller keeps what the visitor typed.
 */
export function postCorporatePurchase(
  body: CorporatePurchaseInput,
): Promise<PartnershipFormResponse> {
  return callApi(CORPORATE_PURCHASE_ENDPOINTS.corporatePurchaseForm, {
    body,
    token: null,
    severity: 'error',
  });
}
