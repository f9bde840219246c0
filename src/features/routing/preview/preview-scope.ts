/**
 * The preview render's scope, server side only: getStaticProps in draft mode runs its loaders
 * inside it, so every API call of that render carries the preview credential (the API then
 * answers with drafts) and the module caches are bypassed (src/lib/server-scope.ts), without
 * threading a flag through every loader. AsyncLocalStorage keeps concurrent renders apart: a
 * public render running at the same time sees no scope.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PREVIEW_HEADER, previewCredential } from '@/contract/cms-signing';
import { previewSecret } from '@/lib/secrets';
import { type ServerScope, setServerScopeReader } from '@/lib/server-scope';

// One storage per process, whichever page bundle loads this module first.
const STORAGE = Symbol.for('diagtools.previewScopeStorage');
type Holder = { [STORAGE]?: AsyncLocalStorage<ServerScope> };
const holder = globalThis as Holder;
const storage = (holder[STORAGE] ??= new AsyncLocalStorage<ServerScope>());
setServerScopeReader(() => storage.getStore());

/** The scope of a preview render, or null when previews are off (no preview secret). */
export function previewScope(secret = previewSecret()): ServerScope | null {
  const credential = previewCredential(secret);
  return credential === null ? null : { preview: true, headers: { [PREVIEW_HEADER]: credential } };
}

/** Runs a render's data loading as a preview (drafts, no caches); as is when previews are off. */
export function runAsPreview<T>(load: () => Promise<T>): Promise<T> {
  const scope = previewScope();
  return scope ? storage.run(scope, load) : load();
}
