import { apiPost } from '@/lib/api-client';
import type { ApiEmailType, SendMailBody, SendMailResponse } from '@/contract/api-types';
import { LOGIN_ENDPOINTS } from '@/contract/vendor-endpoints/login';

export const SEND_MAIL_PATH = LOGIN_ENDPOINTS.sendMail.path;

/** Mails a verification code (email_type 1 reset, 2 register or bind). */
export function sendMail(emailAddress: string, emailType: ApiEmailType): Promise<SendMailResponse> {
  return apiPost<SendMailResponse>(SEND_MAIL_PATH, {
    body: { emailAddress, email_type: emailType } satisfies SendMailBody,
    severity: 'error',
  });
}
