/**
 * The first sitemap request of a new deploy does not wait for the catalogue
 * to be listed. `next build` leaves the list in the build's folder (the catch-all's
 * getStaticPaths); an instance takes the newest copy, or builds the list, at start-up
 * (warmSitemap, src/instrumentation.ts), and a request arriving meanwhile waits for that same
 * build: one build per process, shared by the instrumentation's and the pages' bundles (two
 * copies of the module here), and never a partial list. Against the mock API in this process.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GetServerSidePropsContext } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { getSitemapServerSideProps } from '@/features/routing/sitemap';
import {
  clearSitemapShards,
  settleSitemap,
  sitemapBuilds,
  warmSitemap,
} from '@/features/routing/sitemap-cache';
import { getStaticPaths } from '@/page-kinds/catch-all-data';
import { serveMockApi } from '../../../helpers/mock-api-server';
import { notingListCalls } from '../../../helpers/fetch-stub';

type SitemapCache = typeof import('@/features/routing/sitemap-cache');

const realFetch = global.fetch;
/** The list endpoints' calls since the test began. */
let listCalls: string[] = [];
let dist = '';

serveMockApi();
beforeEach(() => {
  clearSitemapShards();
  listCalls = [];
  global.fetch = notingListCalls(realFetch, (called) => listCalls.push(called));
  // The server's file copies go to a build folder of this test's own.
  dist = mkdtempSync(path.join(tmpdir(), 'sitemap-warm-'));
  process.env.NEXT_DIST_DIR = dist;
  process.env.NEXT_RUNTIME = 'nodejs';
});
afterEach(async () => {
  await settleSitemap();
  global.fetch = realFetch;
  jest.restoreAllMocks();
  delete process.env.NEXT_DIST_DIR;
  delete process.env.NEXT_RUNTIME;
  delete process.env.NEXT_PHASE;
  delete globalThis.__diagtoolsPublished;
  rmSync(dist, { recursive: true, force: true });
});

async function visit(query: Record<string, string> = {}): Promise<string> {
  let body = '';
  const res = { setHeader: () => undefined, end: (text: string) => (body = text) };
  await getSitemapServerSideProps({ query, res } as unknown as GetServerSidePropsContext);
  return body;
}

const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

const apiDown = () => {
  global.fetch = jest.fn(() => Promise.reject(new Error('the API is down'))) as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
};

/** Another copy of the module, as the instrumentation's bundle has its own. */
function otherBundle(): SitemapCache {
  let loaded: SitemapCache | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<SitemapCache>('@/features/routing/sitemap-cache');
  });
  return loaded!;
}

/** What one build of the list reads, and the shard it makes (no copy of it left behind). */
async function oneBuild(): Promise<{ calls: number; shard: string }> {
  delete process.env.NEXT_RUNTIME;
  const shard = await visit({ shard: '1' });
  process.env.NEXT_RUNTIME = 'nodejs';
  expect(sitemapBuilds()).toBe(1);
  const calls = listCalls.length;
  clearSitemapShards();
  listCalls = [];
  return { calls, shard };
}

describe('start-up warming', () => {
  it('builds the list once; requests arriving meanwhile wait for that build, whole', async () => {
    const single = await oneBuild();
    expect(single.calls).toBeGreaterThan(0);

    // The instrumentation's bundle warms; the page's bundle answers requests meanwhile.
    const instrumentation = otherBundle();
    const warming = instrumentation.warmSitemap();
    const [index, shard] = await Promise.all([visit(), visit({ shard: '1' })]);
    await warming;
    await settleSitemap();

    expect(sitemapBuilds()).toBe(1);
    expect(instrumentation.sitemapBuilds()).toBe(1);
    expect(listCalls).toHaveLength(single.calls);
    expect(shard).toBe(single.shard);
    expect(urlCount(shard)).toBeGreaterThan(100);
    expect(index).toContain('/sitemap.xml?shard=1');
  });

  it('leaves nothing half-built for later requests when the API fails meanwhile', async () => {
    apiDown();
    await warmSitemap();
    expect(sitemapBuilds()).toBe(0);
    // The API is back: the next request builds the whole list, it is not kept empty.
    global.fetch = realFetch;
    const single = await visit({ shard: '1' });
    expect(sitemapBuilds()).toBe(1);
    expect(urlCount(single)).toBeGreaterThan(100);
  });

  it('takes a copy without listing the catalogue, and the first request is served from it', async () => {
    const single = await oneBuild();
    // A copy as a previous run of this build left it.
    await visit({ shard: '1' });
    await settleSitemap(); // the copy is written behind
    clearSitemapShards();
    apiDown();
    await otherBundle().warmSitemap();
    expect(await visit({ shard: '1' })).toBe(single.shard);
    expect(sitemapBuilds()).toBe(0);
  });
});

describe('the build', () => {
  it("leaves the whole list in the build's folder, which a new deploy answers from", async () => {
    const single = await oneBuild();
    process.env.NEXT_PHASE = PHASE_PRODUCTION_BUILD;
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await getStaticPaths({});
    delete process.env.NEXT_PHASE;
    const copy = JSON.parse(readFileSync(path.join(dist, 'sitemap-list.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(copy.entries.length).toBe(urlCount(single.shard));

    // The new deploy: nothing in memory, no copy of its own yet, the API gone.
    clearSitemapShards();
    apiDown();
    expect(await visit({ shard: '1' })).toBe(single.shard);
    expect(sitemapBuilds()).toBe(0);
  });

  it('writes nothing outside a build', async () => {
    await getStaticPaths({});
    expect(() => readFileSync(path.join(dist, 'sitemap-list.json'))).toThrow();
  });
});

describe('the copies', () => {
  const write = (file: string, builtAt: number, only: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({
        format: 1,
        api: process.env.API_BASE_URL,
        builtAt,
        version: 'local:0',
        entries: [{ path: '/' }, { path: only }],
      }),
    );
  };

  it.each([
    ['the build', 2_000, 1_000, '/from-the-build'],
    ['the running site', 1_000, 2_000, '/from-the-site'],
  ])('the newest wins (%s)', async (_, buildAt, siteAt, expected) => {
    write(path.join(dist, 'sitemap-list.json'), buildAt, '/from-the-build');
    write(path.join(dist, 'cache', 'sitemap-list.json'), siteAt, '/from-the-site');
    apiDown();
    const shard = await visit({ shard: '1' });
    expect(shard).toContain(`http://localhost:3000${expected}</loc>`);
    expect(urlCount(shard)).toBe(2);
  });
});
