/** The customer types offered at sign-up and bind, fetched once per visit when first needed. */
import { callApi } from '@/lib/api-client';
import type { UserTypeResponse } from '@/contract/api-types';
import type { UserTypeOption } from '../types';
import { LOGIN_ENDPOINTS } from '@/contract/vendor-endpoints/login';

export function reshapeUserTypes(response: UserTypeResponse): UserTypeOption[] {
  return (response.user_type_all ?? []).map((type) => ({
    id: type.user_type_id,
    name: type.user_type_name,
  }));
}

/** A list, so a failure is a warning (docs/api.md, "Error codes"). */
export async function getUserTypes(): Promise<UserTypeOption[]> {
  return reshapeUserTypes(await callApi(LOGIN_ENDPOINTS.userType, { severity: 'warning' }));
}
