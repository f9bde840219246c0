import { apiGet } from '@/lib/api-client';
import type { CheckLogoutResponse } from '@/contract/api-types';

export const CHECK_LOGOUT_PATH = '/api/user/check_logout';

/** Revokes the token on the server; a failure is ignored silently. */
export function checkLogout(): Promise<CheckLogoutResponse> {
  return apiGet<CheckLogoutResponse>(CHECK_LOGOUT_PATH, { severity: 'silent' });
}
