import { apiPost } from '@/lib/api-client';
import type { EmailAddResponse } from '@/contract/api-types';

export const EMAIL_ADD_PATH = '/api/home/email_add';

/** Subscribes an address; a refusal is reported by the API client as an error toast. */
export function addMailingListEmail(eAccount: string): Promise<EmailAddResponse> {
  return apiPost<EmailAddResponse>(EMAIL_ADD_PATH, { body: { eAccount }, severity: 'error' });
}
