import { apiPost } from '@/lib/api-client';
import type { CheckLoginBody, CheckLoginResponse } from '@/contract/api-types';
import { LOGIN_ENDPOINTS } from '@/contract/vendor-endpoints/login';

export const CHECK_LOGIN_PATH = LOGIN_ENDPOINTS.checkLogin.path;

/** Signs in: `data` is the token. A refusal is shown by the API client as an error toast. */
export function checkLogin(body: CheckLoginBody): Promise<CheckLoginResponse> {
  return apiPost<CheckLoginResponse>(CHECK_LOGIN_PATH, { body, severity: 'error' });
}
