/**
 * What the current server render is, for the modules shared with the browser (the API client,
 * the site data): inside a preview render (src/features/routing/preview/preview-scope.ts) their calls
 * carry the preview credential and they keep nothing in their caches. This module imports no
 * Node module: the scope itself is kept by preview-scope.ts, which registers its reader here
 * and which only server code loads. In the browser, and outside a scope, there is none.
 */

export interface ServerScope {
  /** A draft-mode render: the API is asked for drafts, nothing may be cached. */
  preview: boolean;
  /** Headers every API call of the render carries. */
  headers: Readonly<Record<string, string>>;
}

declare global {
  // On globalThis: each page's server bundle may load its own copy of this module. (No
  // module-level statement here: the browser bundle keeps no byte of this module.)
  var __diagtoolsServerScopeReader: (() => ServerScope | undefined) | undefined;
}

/** Registers how the current scope is read (preview-scope.ts, on the server). */
export function setServerScopeReader(reader: () => ServerScope | undefined): void {
  globalThis.__diagtoolsServerScopeReader = reader;
}

/** The scope of the server render under way, if any (never in the browser). */
export function currentServerScope(): ServerScope | undefined {
  if (typeof window !== 'undefined') return undefined;
  return globalThis.__diagtoolsServerScopeReader?.();
}

/** Whether this code runs for a preview render: module caches must then be bypassed. */
export function inPreviewRender(): boolean {
  return currentServerScope()?.preview === true;
}
