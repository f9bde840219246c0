/**
 * The query parameter of `/login?redirect=<path>`. Its own module so the shell's links
 * (paths.ts, on every page) do not ship the redirect check the login page needs.
 */
export const REDIRECT_PARAM = 'redirect';
