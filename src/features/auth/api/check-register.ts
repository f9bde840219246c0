import { apiPost } from '@/lib/api-client';
import type { CheckRegisterBody, CheckRegisterResponse } from '@/lib/api-types';
import type { SignUpValues } from '../types';

export const CHECK_REGISTER_PATH = '/api/login/check_register';

/** The sign-up form as the API spells it (the e-mail trimmed, the type id a number). */
export function toRegisterBody(values: SignUpValues): CheckRegisterBody {
  return {
    uEmail: values.uEmail.trim(),
    uCode: values.uCode,
    uPassword: values.uPassword,
    uRePassword: values.uRePassword,
    checkedAgreement: values.checkedAgreement,
    uTypeId: Number(values.uTypeId),
  };
}

export function checkRegister(values: SignUpValues): Promise<CheckRegisterResponse> {
  return apiPost<CheckRegisterResponse>(CHECK_REGISTER_PATH, {
    body: toRegisterBody(values),
    severity: 'error',
  });
}
