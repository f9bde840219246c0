import { callApi } from '@/lib/api-client';
import type { CheckRegisterBody, CheckRegisterResponse } from '@/contract/api-types';
import type { SignUpValues } from '../types';
import { LOGIN_ENDPOINTS } from '@/contract/vendor-endpoints/login';

/**
 * The sign-up form as the API spells it (the e-mail trimmed, the type id a number). The type
 * is optional: none chosen sends none, and the account gets the default.
 */
export function toRegisterBody(values: SignUpValues): CheckRegisterBody {
  const body: CheckRegisterBody = {
    uEmail: values.uEmail.trim(),
    uCode: values.uCode,
    uPassword: values.uPassword,
    uRePassword: values.uRePassword,
    checkedAgreement: values.checkedAgreement,
  };
  if (values.uTypeId !== '') body.uTypeId = Number(values.uTypeId);
  return body;
}

export function checkRegister(values: SignUpValues): Promise<CheckRegisterResponse> {
  return callApi(LOGIN_ENDPOINTS.checkRegister, {
    body: toRegisterBody(values),
    severity: 'error',
  });
}
