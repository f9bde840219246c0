/**
 * The search index is as fresh as the catalogue pages: an edit of goods or articles reaches it
 * when those pages are revalidated (the CMS webhook, /api/revalidate), on this instance and on
 * every instance sharing the ISR cache's Redis, and not before; the clock stands still
 * throughout, so no timer is involved.
 */
import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { ApiArticle, ApiGoods } from '@/contract/api-types';
import { clearCatalogueIndex } from '@/features/catalogue/search/api/catalogue-index';
import { getSearch } from '@/features/catalogue/search/api/get-search';
import type { SearchResult } from '@/features/catalogue/search/types';
import { revalidateHandler } from '@/page-kinds/revalidate';
import { callsTo, type FetchMock, mockFetch } from '../../../../../mocks/fetch';
import { article, goods } from '../../../../../helpers/catalogue-records';
import { SEARCH_ENDPOINTS } from '@/contract/vendor-endpoints/search';
import { GOODS_ENDPOINTS } from '@/contract/vendor-endpoints/goods';
import { ARTICLES_ENDPOINTS } from '@/contract/vendor-endpoints/articles';

jest.mock('@/lib/site-data', () => ({
  getSite: jest.fn(async () => ({
    tree: [{ category_id: 2, category_paths: '/products', children: [] }],
    site: {},
  })),
}));
// Every path asked for is a page of the site (what the route resolution decides is tested in
// revalidate.test.ts).
jest.mock('@/page-kinds/site-pages', () => ({
  loadSitePages: jest.fn(async (keys: readonly string[]) => new Set(keys)),
}));

const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
const SECRET = 'freshness-test-secret';
const COUNTER_KEY = 'diagtools:catalogue-version';

/** The API's data as it is now: the tests edit it as the CMS would. */
let catalogue: { goods: ApiGoods[]; articles: ApiArticle[] };
let fetchMock: FetchMock;

/** The API: both lists in one page each; the vendor's exact search finds nothing. */
function api(): FetchMock {
  return mockFetch({
    [GOODS_ENDPOINTS.goodsAll.path]: () => ({
      code: 200,
      msg: 'Success',
      page: { currentPage: 1, total: catalogue.goods.length, listRows: 100 },
      goods_tj_all: [],
      goods_all: catalogue.goods,
    }),
    [ARTICLES_ENDPOINTS.articlesAll.path]: () => ({
      code: 200,
      msg: 'Success',
      data_page: { currentPage: 1, total: catalogue.articles.length, listRows: 100 },
      articles_qb_all: catalogue.articles,
    }),
    [SEARCH_ENDPOINTS.globalSearch.path]: { code: 200, msg: 'Success', data: [] },
  });
}

/** The CMS webhook after an edit: `POST /api/revalidate` with the pages the record shows on. */
async function revalidate(paths: string[]): Promise<string[]> {
  const regenerated: string[] = [];
  const res = {
    setHeader: () => res,
    status: () => res,
    json: () => res,
    revalidate: async (path: string) => {
      regenerated.push(path);
    },
  } as unknown as NextApiResponse;
  // The route reads its raw body (its body parser is off): a stream, as Next hands it over.
  const req = Object.assign(Readable.from([Buffer.from(JSON.stringify({ paths }))]), {
    method: 'POST',
    query: {},
    headers: { authorization: `Bearer ${SECRET}` },
  });
  await revalidateHandler(req as unknown as NextApiRequest, res);
  return regenerated;
}

async function goodsFound(keywords: string): Promise<string[]> {
  const result: SearchResult = await getSearch(keywords);
  if (result.kind !== 'results') throw new Error(`expected results, got ${result.kind}`);
  return result.goods.map((g) => g.title);
}

async function articlesFound(keywords: string): Promise<string[]> {
  const result: SearchResult = await getSearch(keywords);
  if (result.kind !== 'results') throw new Error(`expected results, got ${result.kind}`);
  return result.articles.map((a) => a.title);
}

const listReads = () => callsTo(fetchMock, GOODS_ENDPOINTS.goodsAll.path).length;

const savedEnv = { secret: process.env.REVALIDATE_SECRET, redis: process.env.REDIS_URL };

beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  delete process.env.REDIS_URL;
  delete globalThis.__diagtoolsRedis;
  // The clock never moves: whatever refreshes the index, it is not time.
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  catalogue = {
    goods: [goods(1, 'AD900 Pro Scan Tool'), goods(5, 'BC600 Smart Battery Charger')],
    articles: [article('battery-right-way', 'Testing a Car Battery the Right Way')],
  };
  fetchMock = api();
  clearCatalogueIndex();
});

afterEach(() => {
  jest.restoreAllMocks();
  for (const [name, value] of [
    ['REVALIDATE_SECRET', savedEnv.secret],
    ['REDIS_URL', savedEnv.redis],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  delete globalThis.__diagtoolsRedis;
});

describe('one instance', () => {
  it('a renamed product is found once its pages are revalidated, not before', async () => {
    expect(await goodsFound('voltmaster')).toEqual([]);
    catalogue.goods[1] = goods(5, 'VoltMaster Smart Battery Charger');

    // Edited in the API, its pages not yet revalidated: the index still has the old name,
    // however often it is asked, and it did not read the lists again.
    const readsBefore = listReads();
    for (let i = 0; i < 3; i += 1) expect(await goodsFound('voltmaster')).toEqual([]);
    expect(listReads()).toBe(readsBefore);

    // The webhook's paths for that goods: its page (old and new URL) and its lists.
    const regenerated = await revalidate([
      '/products/BC600-Smart-Battery-Charger',
      '/products/VoltMaster-Smart-Battery-Charger',
      '/products',
    ]);
    expect(regenerated).toContain('/products');
    expect(await goodsFound('voltmaster')).toEqual(['VoltMaster Smart Battery Charger']);
    expect(await goodsFound('bc600')).toEqual([]);
  });

  it('an article revalidated reaches the article results', async () => {
    expect(await articlesFound('alternator')).toEqual([]);
    catalogue.articles.push(article('alternator-check', 'Checking an Alternator at Home'));
    expect(await articlesFound('alternator')).toEqual([]);
    await revalidate(['/blogs/alternator-check', '/blogs']);
    expect(await articlesFound('alternator')).toEqual(['Checking an Alternator at Home']);
  });

  it('pages without goods or articles revalidated leave the index as it is', async () => {
    await goodsFound('scan');
    const readsBefore = listReads();
    catalogue.goods.push(goods(7, 'VoltMaster Tester'));
    await revalidate(['/about-us', '/', '/contact-us']);
    expect(await goodsFound('voltmaster')).toEqual([]);
    expect(listReads()).toBe(readsBefore);
  });

  it('a refused revalidation (wrong secret) does not move the index either', async () => {
    await goodsFound('scan');
    catalogue.goods.push(goods(7, 'VoltMaster Tester'));
    process.env.REVALIDATE_SECRET = 'another-secret';
    await revalidate(['/products']);
    expect(await goodsFound('voltmaster')).toEqual([]);
  });
});

describe('several instances sharing the ISR cache in Redis', () => {
  /** The shared Redis as the cache handler's client exposes it: only what the counter uses. */
  function sharedRedis() {
    const store = new Map<string, string>();
    const client = {
      isReady: true,
      get: jest.fn(async (key: string) => store.get(key) ?? null),
      incr: jest.fn(async (key: string) => {
        const next = Number(store.get(key) ?? 0) + 1;
        store.set(key, String(next));
        return next;
      }),
      set: jest.fn(async () => null),
    };
    process.env.REDIS_URL = 'redis://shared.test:6379';
    globalThis.__diagtoolsRedis = client;
    return { client, store };
  }

  it('a revalidation through another instance reaches this instance’s index', async () => {
    const { store } = sharedRedis();
    expect(await goodsFound('voltmaster')).toEqual([]);
    catalogue.goods.push(goods(7, 'VoltMaster Tester'));
    expect(await goodsFound('voltmaster')).toEqual([]);
    // Another instance took the webhook: only the shared counter moved, nothing of this
    // process did.
    store.set(COUNTER_KEY, '1');
    expect(await goodsFound('voltmaster')).toEqual(['VoltMaster Tester']);
  });

  it('a revalidation through this instance moves the shared counter for the others', async () => {
    const { client, store } = sharedRedis();
    await goodsFound('scan');
    await revalidate(['/products/AD900-Pro-Scan-Tool', '/products']);
    expect(client.incr).toHaveBeenCalledWith(COUNTER_KEY);
    expect(store.get(COUNTER_KEY)).toBe('1');
  });

  it('while Redis is unreachable, this instance’s own revalidations still reach its index', async () => {
    const { client } = sharedRedis();
    client.isReady = false;
    await goodsFound('scan');
    catalogue.goods.push(goods(7, 'VoltMaster Tester'));
    await revalidate(['/products']);
    expect(client.incr).not.toHaveBeenCalled();
    expect(await goodsFound('voltmaster')).toEqual(['VoltMaster Tester']);
  });
});
