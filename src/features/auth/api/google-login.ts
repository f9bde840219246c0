import { buildApiUrl } from '@/lib/api-client';
import { VENDOR_ENDPOINTS } from '@/contract/endpoints';

export const GOOGLE_LOGIN_PATH = VENDOR_ENDPOINTS.googleLogin.gmailLogin.path;

/**
 * Google sign-in starts with a browser navigation to the API host (docs/api.md); it
 * returns to `/?code=TOKEN`, or to `/association?code=BASE64` for a new Google account.
 */
export function startGoogleLogin(): void {
  window.location.assign(buildApiUrl(GOOGLE_LOGIN_PATH));
}
