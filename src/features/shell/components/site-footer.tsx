/**
 * The footer as the server renders it: at once, in place (a part that waited would be
 * streamed after the page with an inline script, which our CSP refuses). The browser's
 * bundle takes site-footer.browser.tsx instead (next.config.ts, `turbopack.resolveAlias`).
 */
export { Footer as SiteFooter } from './footer';
