import { buildApiUrl } from '@/lib/api-client';
import { GOOGLE_LOGIN_ENDPOINTS } from '@/contract/vendor-endpoints/google-login';

/**
 * Google sign-in starts with a browser navigation to the API host (docs/api.md); it
 * returns to `/?code=TOKEN`, or to `/association?code=BASE64` for a new Google account.
 */
export function startGoogleLogin(): void {
  window.location.assign(buildApiUrl(GOOGLE_LOGIN_ENDPOINTS.gmailLogin.path));
}
