/**
 * The remembered path of `/login?redirect=<path>`: only a path on this site is followed, so
 * a crafted link cannot send a customer who just signed in to another host (open redirect).
 */

export { REDIRECT_PARAM } from './redirect-param';

const FALLBACK = '/';
/** Any host works as the base: only whether the URL stays on it matters. */
const PROBE_ORIGIN = 'http://site.invalid';
const LOGIN_PATH = '/login';

/**
 * The value when it is a same-origin path (`/a/b?c#d`), else `/`. Refused: anything not
 * starting with exactly one `/` (`//host`, `https:`, `javascript:`, relative paths),
 * backslashes (browsers read `/\host` as `//host`), control characters (browsers drop tabs
 * and newlines, so `/\t/host` becomes `//host`), and /login itself (a loop).
 */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string') return FALLBACK;
  if (!value.startsWith('/') || value.startsWith('//')) return FALLBACK;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return FALLBACK;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== PROBE_ORIGIN) return FALLBACK;
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  if (pathname.toLowerCase() === LOGIN_PATH) return FALLBACK;
  return value;
}
