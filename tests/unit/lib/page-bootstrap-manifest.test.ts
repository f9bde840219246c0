/**
 * The framework seam of paint-first (src/lib/page-bootstrap-manifest.ts): the document reads two
 * private fields of Next's build manifest. A manifest without them fails the build with a
 * message naming them and where to read on; and Next as installed still writes and reads them
 * under those names, so an upgrade that drops or renames them fails here first, in seconds,
 * before any build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOTSTRAP_FIELDS, pageBootstrap } from '@/lib/page-bootstrap-manifest';

const NEXT_DIST = path.join(path.dirname(require.resolve('next/package.json')), 'dist');

/** A manifest shaped as Next 16 writes it for a Turbopack production build (trimmed). */
const APP_PARAMS = { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [10783] };
const PAGE_PARAMS = { otherChunks: ['static/chunks/page.js'], runtimeModuleIds: [94757] };
const MANIFEST = {
  pages: { '/_app': ['static/chunks/app.js'], '/compare': ['static/chunks/page.js'] },
  pagesChunkGroupBootstrapParams: { '/_app': APP_PARAMS, '/compare': PAGE_PARAMS },
  chunkLoadingGlobal: 'TURBOPACK',
};

describe('pageBootstrap', () => {
  it("gives the global and /_app's chunk group, then the page's, as Next's inline script pushes them", () => {
    expect(pageBootstrap(MANIFEST, '/compare')).toEqual({
      global: 'TURBOPACK',
      params: [APP_PARAMS, PAGE_PARAMS],
    });
  });

  it('gives /_app alone for a page without a chunk group of its own', () => {
    expect(pageBootstrap(MANIFEST, '/404').params).toEqual([APP_PARAMS]);
  });

  const { pagesChunkGroupBootstrapParams: _params, ...withoutParams } = MANIFEST;
  const { chunkLoadingGlobal: _global, ...withoutGlobal } = MANIFEST;
  it.each([
    ['no chunk-group parameters', withoutParams],
    ['no chunk-loading global', withoutGlobal],
    ['the parameters renamed', { ...withoutParams, pagesChunkGroupBootstrap: {} }],
    ['an empty global', { ...MANIFEST, chunkLoadingGlobal: '' }],
    ["no parameters for '/_app'", { ...MANIFEST, pagesChunkGroupBootstrapParams: {} }],
    ['no manifest at all', undefined],
  ])('refuses a manifest with %s, naming both fields and what to do', (_case, manifest) => {
    const refusal = (() => {
      try {
        pageBootstrap(manifest, '/compare');
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    })();
    for (const field of BOOTSTRAP_FIELDS) expect(refusal).toContain(field);
    expect(refusal).toContain('A Next upgrade has dropped or renamed them');
    expect(refusal).toContain('docs/architecture.md, "The framework seams"');
  });
});

describe('Next as installed', () => {
  /** Next's own readers and writers of the fields, each with what it does with them. */
  const SOURCES = [
    ['pages/_document.js', "reads them for the pages router's inline bootstrap"],
    ['shared/lib/turbopack/manifest-loader.js', 'writes them into the build manifest'],
  ] as const;

  it.each(SOURCES)('%s still names both fields (it %s)', (file) => {
    const source = readFileSync(path.join(NEXT_DIST, file), 'utf8');
    const missing = BOOTSTRAP_FIELDS.filter((field) => !source.includes(field));
    expect(missing).toEqual([]);
  });

  it('pushes each chunk group onto the global as public/page-bootstrap.js does', () => {
    const next = readFileSync(path.join(NEXT_DIST, 'server/get-page-files.js'), 'utf8');
    expect(next).toContain('(globalThis[${g}] || (globalThis[${g}] = [])).push(');
    const ours = readFileSync(path.join(process.cwd(), 'public', 'page-bootstrap.js'), 'utf8');
    expect(ours).toContain('globalThis[data.global] || (globalThis[data.global] = [])');
    expect(ours).toContain('queue.push(data.params[i])');
  });
});
