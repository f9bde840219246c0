import { callApi } from '@/lib/api-client';
import type { CheckLogoutResponse } from '@/contract/api-types';
import { USER_ENDPOINTS } from '@/contract/vendor-endpoints/user';

/** Revokes the token on the server; a failure is ignored silently. */
export function checkLogout(): Promise<CheckLogoutResponse> {
  return callApi(USER_ENDPOINTS.checkLogout, { severity: 'silent' });
}
