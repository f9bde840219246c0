/** The customer types offered at sign-up and bind: the call is ../api/get-user-types.ts's. */
import { useFetch } from '@/lib/use-fetch';
import type { ApiError } from '@/lib/api-client';
import { type ApiKey, keyOf } from '@/lib/api-key';
import type { UserTypeResponse } from '@/contract/api-types';
import { LOGIN_ENDPOINTS } from '@/contract/vendor-endpoints/login';
import type { UserTypeOption } from '../types';
import { getUserTypes } from '../api/get-user-types';

/** Public data (no token in the key); nothing is fetched until `enabled`. */
export function useUserTypes(enabled: boolean): UserTypeOption[] {
  const { data } = useFetch<UserTypeOption[], ApiError, ApiKey<UserTypeResponse>>(
    enabled ? keyOf(LOGIN_ENDPOINTS.userType, null, null) : null,
    getUserTypes,
    { revalidateIfStale: false },
  );
  return data ?? [];
}
