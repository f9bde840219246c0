import { useSyncExternalStore } from 'react';
import type { ApiUserInfo } from '@/contract/api-types';
import { getStoredUserInfo, USER_INFO_KEY } from '@/lib/session';
import { subscribeStoredSession } from '@/lib/use-session-token';

let cachedRaw: string | null = null;
let cachedInfo: ApiUserInfo | null = null;

/** The parsed info, the same object while the stored text is unchanged (a stable snapshot). */
function snapshot(): ApiUserInfo | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(USER_INFO_KEY);
  } catch {
    // Storage disabled: nobody is stored.
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedInfo = getStoredUserInfo();
  }
  return cachedInfo;
}

/** The user info stored at sign-in (uName, uEmail, uPicture); null on the server. */
export function useStoredUserInfo(): ApiUserInfo | null {
  return useSyncExternalStore(subscribeStoredSession, snapshot, () => null);
}
