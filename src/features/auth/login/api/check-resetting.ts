import { apiPost } from '@/lib/api-client';
import type { CheckResettingBody, CheckResettingResponse } from '@/contract/api-types';
import type { ResetValues } from '@/features/auth/types';
import { VENDOR_ENDPOINTS } from '@/contract/endpoints';

export const CHECK_RESETTING_PATH = VENDOR_ENDPOINTS.login.checkResetting.path;

export function checkResetting(values: ResetValues): Promise<CheckResettingResponse> {
  const body: CheckResettingBody = {
    uEmail: values.uEmail.trim(),
    uCode: values.uCode,
    uPassword: values.uPassword,
    uRePassword: values.uRePassword,
  };
  return apiPost<CheckResettingResponse>(CHECK_RESETTING_PATH, { body, severity: 'error' });
}
