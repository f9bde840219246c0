/**
 * `GET /` on the mock: the dev routes, one line each, so whoever opens the mock's address finds
 * them. A browser (Accept: text/html) gets a tiny HTML page, anything else the envelope with
 * `data: [{method, path, summary}]`. Behind the dev-route guard like the routes it lists.
 */
import type { RouteDef } from '../types';

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

export function routesPage(lines: readonly RouteLine[]): string {
  const items = lines.map(
    (line) =>
      `<li><code>${escapeHtml(line.method)} ${escapeHtml(line.path)}</code>: ${escapeHtml(line.summary)}</li>`,
  );
  return [
    '<!doctype html>',
    '<html lang="en"><meta charset="utf-8"><title>Mock API</title>',
    `<h1>Mock API</h1><p>${escapeHtml(INDEX_MSG)}</p>`,
    `<ul>\n${items.join('\n')}\n</ul></html>`,
    '',
  ].join('\n');
}

/** The route; `routes` is read at request time (it lists itself among them). */
export function devIndexRoute(routes: () => readonly RouteDef[]): RouteDef {
  return {
    method: 'GET',
    path: '/',
    summary: 'This list of the dev routes (HTML for a browser, JSON otherwise)',
    handler: ({ req, res }) => {
      const lines = routes().map(({ method, path, summary }) => ({ method, path, summary }));
      if (req.accepts(['json', 'html']) === 'html') {
        res
          .status(200)
          .type('html')
          // Nothing on the page runs or loads: text and a list.
          .set('Content-Security-Policy', "default-src 'none'")
          .set('X-Content-Type-Options', 'nosniff')
          .send(routesPage(lines));
        return {};
      }
      return { msg: INDEX_MSG, data: lines };
    },
  };
}
