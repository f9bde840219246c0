/**
 * The sitemap after a publish and after a restart, against the mock
 * API in this process. A publish dates the pages it regenerated at once, from the kept list,
 * without listing the catalogue again; a record the list does not hold rebuilds it behind the
 * kept one; a new instance answers from the copy a built list left in the shared Redis.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GetServerSidePropsContext } from 'next';
import { getSitemapServerSideProps } from '@/features/routing/sitemap';
import { clearSitemapShards, settleSitemap, sitemapBuilds } from '@/features/routing/sitemap-cache';
import {
  clearPublished,
  notePublished,
  readPublished,
  w3cTime,
} from '@/features/routing/sitemap-published';
import { bumpCatalogueVersion } from '@/lib/search-index/catalogue-version';
import { paths } from '@/lib/paths';
import type { SharedRedis, SharedRedisStore } from '@/lib/shared-redis';
import { addArticle, type TestEnv } from '../../../mock-api/helpers';
import { serveMockApi } from '../../../helpers/mock-api-server';
import { notingListCalls } from '../../../helpers/fetch-stub';

let env: TestEnv;
const realFetch = global.fetch;
/** The list endpoints' calls since the test began. */
let listCalls: string[] = [];

serveMockApi((ready) => {
  env = ready;
});
beforeEach(() => {
  clearSitemapShards();
  clearPublished();
  listCalls = [];
  global.fetch = notingListCalls(realFetch, (called) => listCalls.push(called));
});
afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});

async function visit(query: Record<string, string> = {}): Promise<string> {
  let body = '';
  const res = { setHeader: () => undefined, end: (text: string) => (body = text) };
  await getSitemapServerSideProps({ query, res } as unknown as GetServerSidePropsContext);
  return body;
}

function lastmodOf(xml: string, path: string): string | undefined {
  const loc = `http://localhost:3000${path}`.replace(/[.?]/g, '\\$&');
  return new RegExp(`<loc>${loc}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
}

const product = () => {
  const goods = [...env.mock.db.data.goods].sort((a, b) => a.goods_id - b.goods_id)[0];
  return { path: paths.product(goods.goods_title), addtime: goods.goods_addtime.slice(0, 10) };
};

describe('a publish', () => {
  it("dates the product's URL and the index by its time, without listing the catalogue again", async () => {
    const { path, addtime } = product();
    expect(lastmodOf(await visit({ shard: '1' }), path)).toBe(addtime);
    expect(sitemapBuilds()).toBe(1);
    const calls = listCalls.length;
    expect(calls).toBeGreaterThan(0);

    const at = new Date('2099-03-04T05:06:07Z');
    // As the publish webhook does: the time of the pages regenerated, then the version moves.
    await notePublished([path, '/products/code-reader'], at);
    await bumpCatalogueVersion();
    const shard = await visit({ shard: '1' });
    expect(lastmodOf(shard, path)).toBe('2099-03-04T05:06:07+00:00');
    expect(lastmodOf(shard, '/products/code-reader')).toBe('2099-03-04T05:06:07+00:00');
    expect(lastmodOf(await visit(), '/sitemap.xml?shard=1')).toBe('2099-03-04T05:06:07+00:00');
    await settleSitemap();
    // Served from the kept list: no list call, no build.
    expect(listCalls).toHaveLength(calls);
    expect(sitemapBuilds()).toBe(1);
  });

  it('keeps the newer of the record date and the publish time', async () => {
    const { path, addtime } = product();
    await visit();
    await notePublished([path], new Date('2001-01-01T00:00:00Z'));
    await bumpCatalogueVersion();
    expect(lastmodOf(await visit({ shard: '1' }), path)).toBe(addtime);
  });

  it('of a record the list does not hold rebuilds the list behind the kept one', async () => {
    await visit();
    await addArticle(env, {
      id: 99_101,
      path: 'sitemap-published-article',
      addtime: '2001-01-02 03:04:05',
    });
    try {
      const fresh = paths.article('sitemap-published-article');
      await notePublished([fresh]);
      await bumpCatalogueVersion();
      // Answered at once from the kept list; the rebuild runs behind it.
      const kept = await visit({ shard: '1' });
      await settleSitemap();
      expect(sitemapBuilds()).toBe(2);
      const shard = await visit({ shard: '1' });
      expect(kept).not.toContain(fresh);
      expect(lastmodOf(shard, fresh)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    } finally {
      await env.mock.db.update((draft) => {
        draft.articles = draft.articles.filter((a) => a.articles_id !== 99_101);
      });
    }
  });

  it('dates to the second, in UTC', () => {
    expect(w3cTime(new Date('2026-12-07T15:04:05.678Z'))).toBe('2026-12-07T15:04:05+00:00');
  });
});

describe('a restart without Redis', () => {
  it('keeps the publish times (a file in the build cache folder) and the list', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'sitemap-dist-'));
    process.env.NEXT_DIST_DIR = dist;
    process.env.NEXT_RUNTIME = 'nodejs';
    try {
      const { path: productPath } = product();
      await visit();
      await notePublished([productPath], new Date('2099-05-06T07:08:09Z'));
      await new Promise((resolve) => setTimeout(resolve, 100)); // the list's copy is written behind
      // A restarted process: nothing in memory, the API gone.
      delete globalThis.__diagtoolsPublished;
      clearSitemapShards();
      global.fetch = jest.fn(() => Promise.reject(new Error('the API is down'))) as typeof fetch;
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect((await readPublished()).get(productPath)).toBe('2099-05-06T07:08:09+00:00');
      expect(lastmodOf(await visit({ shard: '1' }), productPath)).toBe('2099-05-06T07:08:09+00:00');
      expect(sitemapBuilds()).toBe(0);
    } finally {
      delete process.env.NEXT_DIST_DIR;
      delete process.env.NEXT_RUNTIME;
      delete globalThis.__diagtoolsPublished;
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('a new instance', () => {
  const savedUrl = process.env.REDIS_URL;
  afterEach(() => {
    delete globalThis.__diagtoolsRedis;
    if (savedUrl === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = savedUrl;
  });

  it('answers from the copy in the shared Redis, without listing the catalogue', async () => {
    const store = new Map<string, string>();
    const hashes = new Map<string, Record<string, string>>();
    const redis: SharedRedis & SharedRedisStore = {
      isReady: true,
      get: async (key) => store.get(key) ?? null,
      incr: async (key) => {
        const next = Number(store.get(key) ?? 0) + 1;
        store.set(key, String(next));
        return next;
      },
      set: async (key: string, value: string) => {
        store.set(key, value);
        return 'OK';
      },
      hSet: async (key, field, value) => {
        hashes.set(key, { ...hashes.get(key), [field]: value });
        return 1;
      },
      hGetAll: async (key) => ({ ...hashes.get(key) }),
    };
    globalThis.__diagtoolsRedis = redis;
    process.env.REDIS_URL = 'redis://test';

    const first = await visit({ shard: '1' });
    expect(sitemapBuilds()).toBe(1);
    // Another instance (or this one restarted): nothing kept in its memory, the API gone.
    clearSitemapShards();
    listCalls = [];
    global.fetch = jest.fn(() => Promise.reject(new Error('the API is down'))) as typeof fetch;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await visit({ shard: '1' })).toBe(first);
    expect(sitemapBuilds()).toBe(0);
  });
});
