/**
 * Settings read once from the environment (CONTRACT.md, "Processes, ports and settings").
 * NEXT_PUBLIC_* values are inlined into the browser bundle at build time.
 */

const DEFAULT_SERVER_API = 'http://127.0.0.1:4000';
const DEFAULT_PUBLIC_API = 'http://localhost:4000';

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Where the site's server side calls the API. */
export const SERVER_API_BASE_URL = trimSlash(process.env.API_BASE_URL || DEFAULT_SERVER_API);

/** Where browsers call the API, and the prefix of every relative picture URL. */
export const PUBLIC_API_BASE_URL = trimSlash(
  process.env.NEXT_PUBLIC_API_BASE_URL || DEFAULT_PUBLIC_API,
);

/** The base URL for a request made from here: the browser or the server. */
export function requestApiBaseUrl(): string {
  return typeof window === 'undefined' ? SERVER_API_BASE_URL : PUBLIC_API_BASE_URL;
}

/** Public origin of the site, used for canonical links, sitemap and og:url. */
export const SITE_URL = trimSlash(process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000');

export const REVALIDATE_SECRET = process.env.REVALIDATE_SECRET || 'dev-revalidate-secret';

/** Script of the footer's translation widget; loaded only when a visitor asks for it. */
export const TRANSLATE_WIDGET_URL =
  process.env.NEXT_PUBLIC_TRANSLATE_WIDGET_URL ||
  'https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit';
