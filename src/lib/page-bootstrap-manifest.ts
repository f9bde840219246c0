/**
 * The two private fields of Next's build manifest that paint-first relies on
 * (src/pages/_document.tsx, public/page-bootstrap.js): each page's Turbopack chunk-group
 * parameters and the global the Turbopack runtime drains them from. Next writes them for a
 * Turbopack production build with `turbopackSharedRuntime` and reads them in its own
 * `getInlineBootstrapScript` (next/dist/pages/_document.js), an inline script our CSP refuses;
 * the document writes the same data as JSON for the static script instead.
 *
 * They are not a public API, so a Next upgrade may drop or rename them. Without them the
 * shared runtime never starts and every page stays without JavaScript, so this refuses a
 * manifest that lacks them: `next build` renders the document for each pre-rendered page, and
 * fails there with the message below rather than shipping a site that does not hydrate.
 */

/** The fields, as Next 16 names them. */
export const BOOTSTRAP_FIELDS = ['pagesChunkGroupBootstrapParams', 'chunkLoadingGlobal'] as const;

/** What the page's static bootstrap script needs: the global and the chunk groups to push. */
interface PageBootstrap {
  global: string;
  params: unknown[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a Next upgrade broke paint-first, and what to do. */
function seamBrokenMessage(what: string): string {
  return (
    `Paint-first (src/pages/_document.tsx, public/page-bootstrap.js) reads Next's private ` +
    `build-manifest fields ${BOOTSTRAP_FIELDS.map((field) => `\`${field}\``).join(' and ')}, ` +
    `and this build's manifest ${what}. A Next upgrade has dropped or renamed them: find what ` +
    `Next's own inline bootstrap now reads (getInlineBootstrapScript in ` +
    `node_modules/next/dist/pages/_document.js) and follow docs/architecture.md, ` +
    `"The framework seams".`
  );
}

/**
 * The bootstrap of one page: the shared `/_app` chunk group, then the page's own (when it has
 * one), in the order Next's inline script pushes them. Throws when the manifest lacks the
 * fields or `/_app`'s parameters.
 */
export function pageBootstrap(manifest: unknown, page: string): PageBootstrap {
  const fields = isRecord(manifest) ? manifest : {};
  const byPage = fields.pagesChunkGroupBootstrapParams;
  const global = fields.chunkLoadingGlobal;
  if (!isRecord(byPage)) {
    throw new Error(seamBrokenMessage('has no `pagesChunkGroupBootstrapParams` object'));
  }
  if (typeof global !== 'string' || global === '') {
    throw new Error(seamBrokenMessage('has no `chunkLoadingGlobal` string'));
  }
  if (!isRecord(byPage['/_app'])) {
    throw new Error(seamBrokenMessage("has no chunk-group parameters for '/_app'"));
  }
  const params = ['/_app', page].map((name) => byPage[name]).filter((entry) => entry !== undefined);
  return { global, params };
}
