import { apiGet } from '@/lib/api-client';
import type { CheckLogoutResponse } from '@/contract/api-types';
import { USER_ENDPOINTS } from '@/contract/vendor-endpoints/user';

export const CHECK_LOGOUT_PATH = USER_ENDPOINTS.checkLogout.path;

/** Revokes the token on the server; a failure is ignored silently. */
export function checkLogout(): Promise<CheckLogoutResponse> {
  return apiGet<CheckLogoutResponse>(CHECK_LOGOUT_PATH, { severity: 'silent' });
}
