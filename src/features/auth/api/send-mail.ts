import { callApi } from '@/lib/api-client';
import type { ApiEmailType, SendMailBody, SendMailResponse } from '@/contract/api-types';
import { LOGIN_ENDPOINTS } from '@/contract/vendor-endpoints/login';

/** Mails a verification code (email_type 1 reset, 2 register or bind). */
export function sendMail(emailAddress: string, emailType: ApiEmailType): Promise<SendMailResponse> {
  return callApi(LOGIN_ENDPOINTS.sendMail, {
    body: { emailAddress, email_type: emailType } satisfies SendMailBody,
    severity: 'error',
  });
}
