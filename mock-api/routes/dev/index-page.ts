/**
 * `GET /` on the mock: a browser (Accept: text/html) gets the mock console (mock-api/console/,
 * a small page that loads /mock/console.js and drives the dev routes), anything else the dev
 * routes, one line each: the envelope with `data: [{method, path, summary}]`. Behind the
 * dev-route guard like the routes it lists.
 */
import type { RouteDef } from '../types';

/** The console's script, which the page loads (mock-api/console/route.ts serves it). */
export const CONSOLE_SCRIPT_PATH = '/mock/console.js';

export interface RouteLine {
  method: string;
  path: string;
  summary: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

export const INDEX_MSG =
  'The mock API: its dev routes. The API answers under /api/ (mock-api/README.md)';

/** The dev routes as list items (the console page's content without JavaScript). */
export function routeItems(lines: readonly RouteLine[]): string {
  return lines
    .map(
      (line) =>
        `<li><code>${escapeHtml(line.method)} ${escapeHtml(line.path)}</code>: ${escapeHtml(line.summary)}</li>`,
    )
    .join('\n');
}

/**
 * The console's policy: its one script and styles from here (MUI's emotion adds <style>
 * elements, hence 'unsafe-inline' for styles only), calls to here only, no forms, no framing.
 * Pictures of a previewed HTML field may come from any web address.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  // The API reference tab's frame (mock-api/openapi/reference-page.ts).
  "frame-src 'self'",
  "img-src 'self' data: http: https:",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The console's page: a root for the React app (with the site's address, for the preview
 * links) and its script; without JavaScript, the list of the dev routes.
 */
export function consolePage(siteUrl: string, lines: readonly RouteLine[]): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // No favicon request (it would only 404).
    '<link rel="icon" href="data:,">',
    '<title>Mock console</title></head><body>',
    `<div id="root" data-site-url="${escapeHtml(siteUrl)}"></div>`,
    `<noscript><h1>Mock API</h1><p>${escapeHtml(INDEX_MSG)}</p><ul>\n${routeItems(lines)}\n</ul></noscript>`,
    `<script src="${CONSOLE_SCRIPT_PATH}"></script>`,
    '</body></html>',
    '',
  ].join('\n');
}

/** The route; `routes` is read at request time (it lists itself among them). */
export function devIndexRoute(routes: () => readonly RouteDef[]): RouteDef {
  return {
    method: 'GET',
    path: '/',
    summary: 'The mock console in a browser; this list of the dev routes for JSON clients',
    handler: ({ req, res, ctx }) => {
      const lines = routes().map(({ method, path, summary }) => ({ method, path, summary }));
      if (req.accepts(['json', 'html']) === 'html') {
        res
          .status(200)
          .type('html')
          .set('Content-Security-Policy', CONSOLE_CSP)
          .set('X-Content-Type-Options', 'nosniff')
          .set('Referrer-Policy', 'same-origin')
          .set('Cache-Control', 'no-store')
          .send(consolePage(ctx.siteUrl, lines));
        return {};
      }
      return { msg: INDEX_MSG, data: lines };
    },
  };
}
