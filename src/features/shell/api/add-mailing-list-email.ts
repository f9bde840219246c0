import { apiPost } from '@/lib/api-client';
import type { EmailAddResponse } from '@/contract/api-types';
import { HOME_ENDPOINTS } from '@/contract/vendor-endpoints/home';

export const EMAIL_ADD_PATH = HOME_ENDPOINTS.emailAdd.path;

/** Subscribes an address; a refusal is reported by the API client as an error toast. */
export function addMailingListEmail(eAccount: string): Promise<EmailAddResponse> {
  return apiPost<EmailAddResponse>(EMAIL_ADD_PATH, { body: { eAccount }, severity: 'error' });
}
