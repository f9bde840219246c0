/**
 * What a page's first load costs in JavaScript, counted as e2e/budget.spec.ts counts it: every
 * `<script src>` of the server HTML (nomodule polyfills aside) and every script it preloads
 * (`<link rel=preload as=script>`, run by public/page-bootstrap.js after the first paint), each
 * gzipped at level 9.
 */
import { gzipSync } from 'node:zlib';

/** An attribute's value in a tag's attribute text, entities of `&` undone. */
function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]+)"`).exec(attributes)?.[1].replace(/&amp;/g, '&');
}

/** The scripts a browser runs on first load, in the order the HTML names them. */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/g)) {
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = attribute(attributes, 'src');
    if (src) sources.add(src);
  }
  for (const [, attributes] of html.matchAll(/<link\b([^>]*)>/g)) {
    if (attribute(attributes, 'rel') !== 'preload' || attribute(attributes, 'as') !== 'script') {
      continue;
    }
    const href = attribute(attributes, 'href');
    if (href) sources.add(href);
  }
  return [...sources];
}

/** The size the budget counts for one script's body. */
export function gzipBytes(body: Buffer | Uint8Array | string): number {
  return gzipSync(body, { level: 9 }).length;
}
