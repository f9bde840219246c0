/**
 * Customer accounts made through the mock's API, with the code read back from its outbox as a
 * customer reads their mail.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, MOCK_API_URL } from '../fixtures';

interface OutboxAnswer {
  code: number;
  data: { emailAddress: string; email_type: number; code: string; sent_at: string }[];
}

/** The newest code the outbox holds for `email`, polled until it has one. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(
        `${MOCK_API_URL}/mock/outbox?email=${encodeURIComponent(email)}`,
      );
      const body = (await response.json()) as OutboxAnswer;
      code = body.data[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Signs up `email` through the API as the sign-up form does, with no user type (the form's is
 * optional): a code mailed (email_type 2), then check_register with it. Its answer.
 */
export async function register(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ code: number; msg: string }> {
  await request.post(`${MOCK_API_URL}/api/login/send_mail`, {
    data: { emailAddress: email, email_type: 2 },
  });
  const response = await request.post(`${MOCK_API_URL}/api/login/check_register`, {
    data: {
      uEmail: email,
      uCode: await latestCode(request, email),
      uPassword: password,
      uRePassword: password,
      checkedAgreement: true,
    },
  });
  return (await response.json()) as { code: number; msg: string };
}
