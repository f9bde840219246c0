import { callApi } from '@/lib/api-client';
import type { CheckResettingBody, CheckResettingResponse } from '@/contract/api-types';
import type { ResetValues } from '@/features/auth/types';
import { LOGIN_ENDPOINTS } from '@/contract/vendor-endpoints/login';

export function checkResetting(values: ResetValues): Promise<CheckResettingResponse> {
  const body: CheckResettingBody = {
    uEmail: values.uEmail.trim(),
    uCode: values.uCode,
    uPassword: values.uPassword,
    uRePassword: values.uRePassword,
  };
  return callApi(LOGIN_ENDPOINTS.checkResetting, { body, severity: 'error' });
}
