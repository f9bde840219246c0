/**
 * The interactive API reference of the mock console (`GET /mock/reference`): Swagger UI
 * (swagger-ui-dist, served from node_modules: nothing from a CDN) rendering the mock's own
 * `/openapi.json`, with a button that signs the demo customer in through the mock and hands
 * the token to "Authorize", so that "Try it out" reaches the customer's endpoints.
 */
import { escapeHtml } from '../routes/dev/index-page';

export const REFERENCE_PATH = '/mock/reference';
export const REFERENCE_SCRIPT_PATH = `${REFERENCE_PATH}/reference.js`;
export const SWAGGER_ASSETS = {
  script: `${REFERENCE_PATH}/swagger-ui-bundle.js`,
  styles: `${REFERENCE_PATH}/swagger-ui.css`,
} as const;

/**
 * The page's policy: scripts and styles from here only (Swagger UI sets inline styles), calls to
 * here only (the document's server is the mock itself), pictures from here or data: (its icons),
 * shown in the console's frame and nowhere else.
 */
export const REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
}

export function referencePage(documentUrl: string, demo: DemoAccount | undefined): string {
  const demoData = demo
    ? ` data-demo-email="${escapeHtml(demo.email)}" data-demo-password="${escapeHtml(demo.password)}"`
    : '';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="data:,">',
    '<title>API reference · mock</title>',
    `<link rel="stylesheet" href="${SWAGGER_ASSETS.styles}">`,
    '</head><body>',
    `<main><div id="reference" data-document="${escapeHtml(documentUrl)}"${demoData}></div>`,
    '<div id="swagger-ui"></div></main>',
    `<noscript><p>The document: <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a></p></noscript>`,
    `<script src="${SWAGGER_ASSETS.script}"></script>`,
    `<script src="${REFERENCE_SCRIPT_PATH}"></script>`,
    '</body></html>',
    '',
  ].join('\n');
}
