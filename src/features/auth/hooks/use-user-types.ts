/** The customer types offered at sign-up and bind: the call is ../api/get-user-types.ts's. */
import { useLiveRead } from '@/lib/live-read';
import type { ApiError } from '@/lib/api-client';
import { LOGIN_ENDPOINTS } from '@/contract/vendor-endpoints/login';
import type { UserTypeOption } from '../types';
import { getUserTypes } from '../api/get-user-types';

/**
 * Public data (no token in the key, the entry's path alone: importing keyOf here would re-cut
 * the shell's chunks, docs/passport.md "The JavaScript budget"); nothing is fetched until
 * `enabled`.
 */
export function useUserTypes(enabled: boolean): UserTypeOption[] {
  const { data } = useLiveRead<UserTypeOption[], ApiError, string | null>(
    enabled ? LOGIN_ENDPOINTS.userType.path : null,
    getUserTypes,
    { revalidateIfStale: false },
  );
  return data ?? [];
}
