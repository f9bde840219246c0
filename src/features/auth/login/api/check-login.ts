import { callApi } from '@/lib/api-client';
import type { CheckLoginBody, CheckLoginResponse } from '@/contract/api-types';
import { LOGIN_ENDPOINTS } from '@/contract/vendor-endpoints/login';

/** Signs in: `data` is the token. A refusal is shown by the API client as an error toast. */
export function checkLogin(body: CheckLoginBody): Promise<CheckLoginResponse> {
  return callApi(LOGIN_ENDPOINTS.checkLogin, { body, severity: 'error' });
}
