/**
 * The preview link's token, the part both sides share without Node (the mock console computes
 * it in the browser with WebCrypto; src/contract/cms-signing.ts signs and checks it on the
 * server): `/api/draft?path=<page>&token=<expires>.<hex>`, where `expires` is a unix time in
 * seconds and `hex` the HMAC-SHA256, under the preview secret, of previewTokenText(path,
 * expires). A token opens the preview of that one page, for a few minutes: the link may land
 * in an access log or a browser's history, the secret never does.
 */

/** How long a preview link opens the preview (the mock and the console mint it this long). */
export const PREVIEW_TOKEN_TTL_S = 300;
/** A token dated further ahead than this is refused (no long-lived link, even by the secret's holder). */
export const PREVIEW_TOKEN_MAX_AHEAD_S = PREVIEW_TOKEN_TTL_S + 60;

/** The text a token signs: the page, and until when. */
export function previewTokenText(path: string, expiresS: number): string {
  return `diagtools preview token v1\n${path}\n${expiresS}`;
}

/** The query string value: `<expires>.<hex>`. */
export function formatPreviewToken(expiresS: number, hex: string): string {
  return `${expiresS}.${hex}`;
}

/** The parts of a token, or null when it is not one. */
export function parsePreviewToken(token: unknown): { expiresS: number; hex: string } | null {
  if (typeof token !== 'string') return null;
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/i.exec(token);
  if (!match) return null;
  return { expiresS: Number(match[1]), hex: (match[2] ?? '').toLowerCase() };
}

/** The draft-mode link of the site at `siteUrl` for `path`, with its token. */
export function previewLinkUrl(siteUrl: string, path: string, token: string): string {
  const url = new URL('/api/draft', `${siteUrl.replace(/\/+$/, '')}/`);
  url.searchParams.set('path', path);
  url.searchParams.set('token', token);
  return url.toString();
}
