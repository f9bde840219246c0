/** The signed-in customer: fetched only when a token exists, cached locally. */
import { useCallback } from 'react';
import type { ApiError } from '@/lib/api-client';
import type { ApiUserInfo, UserFindResponse } from '@/contract/api-types';
import { setStoredUserInfo } from '@/lib/session';
import { useSessionToken } from '@/lib/use-session-token';
import { type ApiKey, fetchKey, keyOf } from '@/lib/api-key';
import { useLiveRead } from '@/lib/live-read';
import { USER_ENDPOINTS } from '@/contract/vendor-endpoints/user';

export function userInfoKey(token: string | null): ApiKey<UserFindResponse> | null {
  return token ? keyOf(USER_ENDPOINTS.userFind, null, token) : null;
}

export async function getUserInfo(key: ApiKey<UserFindResponse>): Promise<ApiUserInfo> {
  const response = await fetchKey(key);
  return response.user_find;
}

export function useUserInfo(): ApiUserInfo | null {
  const token = useSessionToken();
  const { data } = useLiveRead<ApiUserInfo, ApiError, ApiKey<UserFindResponse>>(
    userInfoKey(token),
    getUserInfo,
    {
      onSuccess: (user) => setStoredUserInfo(user),
    },
  );
  return data ?? null;
}

/**
 * For a sign-in: fetches the new token's user info, stores it and seeds the cache, so the
 * header shows the customer at once. Resolves null when the fetch fails (already reported).
 */
export function useLoadUserInfo(): (token: string) => Promise<ApiUserInfo | null> {
  return useCallback(async (token: string) => {
    const key = userInfoKey(token);
    if (!key) return null;
    try {
      const user = await getUserInfo(key);
      if (!user) return null;
      setStoredUserInfo(user);
      // Into SWR's cache under the header's key, so the header shows the customer at once.
      const { mutate } = await import('swr');
      await mutate(key, user, { revalidate: false });
      return user;
    } catch {
      return null;
    }
  }, []);
}
