import { callApi } from '@/lib/api-client';
import type { CheckBindingBody, CheckBindingResponse } from '@/contract/api-types';
import type { SignUpValues } from '@/features/auth/types';
import { toRegisterBody } from '@/features/auth/api/check-register';
import { LOGIN_ENDPOINTS } from '@/contract/vendor-endpoints/login';

/** The answer that means "sign in instead": the page goes to /login after 2 s. */
export const BIND_GO_TO_LOGIN_CODE = 201;

/**
 * Binds an e-mail to the Google identity in `base64Code`. Silent: code 201 is not a failure
 * to show as an error, so the page shows every answer itself (token errors still surface).
 */
export function checkBinding(
  values: SignUpValues,
  base64Code: string,
): Promise<CheckBindingResponse> {
  return callApi(LOGIN_ENDPOINTS.checkBinding, {
    body: { ...toRegisterBody(values), base64Code } satisfies CheckBindingBody,
    severity: 'silent',
  });
}
