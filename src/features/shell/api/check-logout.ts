import { apiGet } from '@/lib/api-client';
import type { CheckLogoutResponse } from '@/contract/api-types';
import { VENDOR_ENDPOINTS } from '@/contract/endpoints';

export const CHECK_LOGOUT_PATH = VENDOR_ENDPOINTS.user.checkLogout.path;

/** Revokes the token on the server; a failure is ignored silently. */
export function checkLogout(): Promise<CheckLogoutResponse> {
  return apiGet<CheckLogoutResponse>(CHECK_LOGOUT_PATH, { severity: 'silent' });
}
