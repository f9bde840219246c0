/**
 * The shared cache serves the build's pre-rendered pages under the keys Next looks
 * them up by. The library's seeding wrote them under `/<path>` while Next reads
 * `/route-cache/PAGES/<hash>/$/<path>`, so with Redis restarted empty (or never seeded) and the
 * API down every such page was a failed render (500). cache-build-copy.mjs reads each page's
 * key from its `.meta` file; cache-handler.mjs answers a miss from the build's copy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPages, readBuildCopy, seedBuildPages } from '../../cache-build-copy.mjs';

type Handler = typeof import('../../cache-handler.mjs').default;

const KEY =
  '/route-cache/PAGES/e6581b505e28f2c45163e00013987806ae5eb88c6f4501e76715dbde40abb881/$/about-us';
const HOME_KEY =
  '/route-cache/PAGES/8a5edab282632443219e051e4ade2d1d5bbc671c781051bf1437897cbdfea0f1/$/index';
const BUILT_AGO_MS = 10 * 60_000;

let dist = '';

/** A build folder with two pre-rendered pages (about-us, home) and one page without a key. */
function fakeBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-copy-'));
  const pages = path.join(root, 'server', 'pages');
  fs.mkdirSync(pages, { recursive: true });
  const route = (dataRoute: string, revalidate: number) => ({
    initialRevalidateSeconds: revalidate,
    srcRoute: '/[[...slug]]',
    dataRoute,
  });
  fs.writeFileSync(
    path.join(root, 'prerender-manifest.json'),
    JSON.stringify({
      version: 4,
      routes: {
        '/about-us': route('/_next/data/b/about-us.json', 300),
        '/': route('/_next/data/b/index.json', 60),
        '/no-key': route('/_next/data/b/no-key.json', 60),
      },
      dynamicRoutes: {},
    }),
  );
  const page = (name: string, key: string | null) => {
    fs.writeFileSync(path.join(pages, `${name}.html`), `<title>${name}</title>`);
    fs.writeFileSync(path.join(pages, `${name}.json`), JSON.stringify({ pageProps: { name } }));
    const meta = key ? { routeCache: { key, owner: { kind: 'PAGES' }, isFallback: false } } : {};
    fs.writeFileSync(path.join(pages, `${name}.meta`), JSON.stringify(meta));
    const built = new Date(Date.now() - BUILT_AGO_MS);
    fs.utimesSync(path.join(pages, `${name}.html`), built, built);
  };
  page('about-us', KEY);
  page('index', HOME_KEY);
  page('no-key', null);
  return path.join(root, 'server');
}

beforeAll(() => {
  dist = fakeBuild();
});

afterAll(() => {
  fs.rmSync(path.dirname(dist), { recursive: true, force: true });
});

it("knows each pre-rendered page by the key its .meta names (home's file is index)", () => {
  const pages = buildPages(dist);
  expect([...pages.keys()].sort()).toEqual([KEY, HOME_KEY].sort());
  expect(pages.get(HOME_KEY)).toMatchObject({ route: '/', revalidate: 60 });
});

it("reads the build's copy of a known key as a stale pages entry; any other key is a miss", async () => {
  const entry = await readBuildCopy(dist, KEY);
  expect(entry?.value).toMatchObject({
    kind: 'PAGES',
    html: '<title>about-us</title>',
    pageData: { pageProps: { name: 'about-us' } },
  });
  expect(Date.now() / 1000).toBeGreaterThan(entry!.lifespan!.staleAt);
  expect(await readBuildCopy(dist, '/about-us')).toBeNull();
  expect(await readBuildCopy(undefined, KEY)).toBeNull();
});

it('seeds under the keys Next reads, never under the bare path', async () => {
  const keys: string[] = [];
  const offered = await seedBuildPages(
    {
      set: async (key: string, _value: unknown, ctx: Record<string, unknown>) => {
        expect(ctx).toMatchObject({ setOnlyIfNotExists: true });
        keys.push(key);
      },
    },
    dist,
  );
  expect(offered).toBe(2);
  expect(keys.sort()).toEqual([KEY, HOME_KEY].sort());
});

describe('cache-handler.mjs (without REDIS_URL: its LRU alone, as when Redis restarted empty)', () => {
  function freshHandler(): InstanceType<Handler> {
    let Handler: Handler | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      Handler = (require('../../cache-handler.mjs') as { default: Handler }).default;
    });
    return new Handler!({ serverDistDir: dist, dev: false } as never);
  }

  it("answers a page the cache lacks from the build's copy (Next serves it stale and regenerates)", async () => {
    const handler = freshHandler();
    const entry = await handler.get(KEY, { kind: 'PAGES', isFallback: false } as never);
    expect(entry?.value).toMatchObject({ kind: 'PAGES', html: '<title>about-us</title>' });
  });

  it('a page rendered since wins over the build', async () => {
    const handler = freshHandler();
    const value = { kind: 'PAGES', html: '<p>new</p>', pageData: {}, headers: {}, status: 200 };
    await handler.set(KEY, value as never, { cacheControl: { revalidate: 300 } } as never);
    const entry = await handler.get(KEY, { kind: 'PAGES', isFallback: false } as never);
    expect(entry?.value).toMatchObject({ html: '<p>new</p>' });
  });

  it('a page the build did not pre-render is still a miss', async () => {
    const handler = freshHandler();
    const other = KEY.replace('about-us', 'products/new-one');
    expect(await handler.get(other, { kind: 'PAGES', isFallback: false } as never)).toBeNull();
  });
});
