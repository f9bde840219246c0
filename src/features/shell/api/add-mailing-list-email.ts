import { callApi } from '@/lib/api-client';
import type { EmailAddResponse } from '@/contract/api-types';
import { HOME_ENDPOINTS } from '@/contract/vendor-endpoints/home';

/** Subscribes an address; a refusal is reported by the API client as an error toast. */
export function addMailingListEmail(eAccount: string): Promise<EmailAddResponse> {
  return callApi(HOME_ENDPOINTS.emailAdd, { body: { eAccount }, severity: 'error' });
}
