/**
 * Settings read from the environment (docs/settings.md).
 * NEXT_PUBLIC_* values are inlined into the browser bundle at build time. Server-only
 * values are read inside server-only branches (or in server modules such as
 * page-kinds/revalidate.ts): a `process.env` read the browser bundle keeps would
 * ship Node's `process` polyfill to every page.
 */

const DEFAULT_SERVER_API = 'http://127.0.0.1:4000';
const DEFAULT_PUBLIC_API = 'http://localhost:4000';

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Where browsers call the API, and the prefix of every relative picture URL. */
export const PUBLIC_API_BASE_URL = trimSlash(
  process.env.NEXT_PUBLIC_API_BASE_URL || DEFAULT_PUBLIC_API,
);

/** The base URL for a request made from here: the browser or the server. */
export function requestApiBaseUrl(): string {
  // The server branch is dropped from the browser bundle (`typeof window` is inlined).
  return typeof window === 'undefined'
    ? trimSlash(process.env.API_BASE_URL || DEFAULT_SERVER_API)
    : PUBLIC_API_BASE_URL;
}

/**
 * Public origin of the site, used for canonical links, sitemap and og:url. On the server a
 * run-time `SITE_URL` wins over the inlined NEXT_PUBLIC_SITE_URL, so one build deployed behind
 * another address (a load balancer) names that address in the pages it renders from then on.
 */
export const SITE_URL = trimSlash(
  (typeof window === 'undefined' ? process.env.SITE_URL : '') ||
    process.env.NEXT_PUBLIC_SITE_URL ||
    'http://localhost:3000',
);

/** Script of the footer's translation widget; loaded only when a visitor asks for it. */
export const TRANSLATE_WIDGET_URL =
  process.env.NEXT_PUBLIC_TRANSLATE_WIDGET_URL ||
  'https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit';
