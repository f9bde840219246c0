/**
 * A catalogue 100 times the fixtures' size (6,300 products, 4,000 articles): the build
 * pre-renders a bounded set of pages (home, the menu, the newest products and articles) reading a
 * bounded number of list pages, while the lists that must be whole (the search index, the
 * /ProductContent redirects, the pages a revalidation may regenerate) still see every record,
 * and a publish of one product names the same few pages as at 1x.
 * Runs against the mock API in this process.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import {
  clearCatalogueIndex,
  getCatalogueIndex,
} from '@/features/catalogue/search/api/catalogue-index';
import { PRERENDER_NEWEST_ARTICLES } from '@/features/content/article/api/list-article-paths';
import { pageKey } from '@/features/routing/page-key';
import { getProductContentServerSideProps } from '@/features/routing/product-content';
import { catchAllPaths } from '@/features/routing/resolve';
import { ownAccountPaths } from '@/features/account/own-page-data';
import { PRERENDER_FIRST_PRODUCTS, PRERENDER_NEWEST_PRODUCTS } from '@/lib/list-product-paths';
import { paths } from '@/lib/paths';
import { getSite } from '@/lib/site-data';
import { getStaticPaths } from '@/page-kinds/catch-all-data';
import { loadSitePages } from '@/page-kinds/site-pages';
import { publishPaths, type PathData } from '../../../../mock-api/cms/pages';
import type { Database } from '../../../../mock-api/schema/mock-db';
import { writeJsonAtomicSync } from '../../../../mock-api/store/atomic-file';
import { makeEnv, type TestEnv } from '../../../mock-api/helpers';

const SCALE = 100;
const BULK_ID = 1_000_000;

let env: TestEnv;
let server: Server;
const savedBase = process.env.API_BASE_URL;

async function serve(): Promise<void> {
  server = env.mock.app.listen(0, '127.0.0.1');
  // Longer than the slowest step: fetch reuses idle sockets, which Node's 5 s default resets.
  server.keepAliveTimeout = 120_000;
  await new Promise((resolve) => server.once('listening', resolve));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
async function stopServing(): Promise<void> {
  await new Promise((resolve) => server.close(resolve));
}

beforeAll(async () => {
  env = makeEnv();
  await serve();
});
afterAll(async () => {
  process.env.API_BASE_URL = savedBase;
  await stopServing();
  await env.cleanup();
});

/** N-1 more copies of every product and article, each with its own id, title and path. */
function scaleUp(draft: Database, scale: number): void {
  const goods = [...draft.goods];
  const articles = [...draft.articles];
  for (let copy = 1; copy < scale; copy++) {
    for (const g of goods) {
      draft.goods.push({
        ...g,
        goods_id: BULK_ID + copy * 1_000 + g.goods_id,
        goods_title: `${g.goods_title} S${copy}`,
      });
    }
    for (const a of articles) {
      draft.articles.push({
        ...a,
        articles_id: BULK_ID + copy * 1_000 + a.articles_id,
        articles_path: `${a.articles_path}-s${copy}`,
        // Older than the fixtures' own, so the newest stay the fixtures' articles.
        articles_addtime: `20${String(10 + (copy % 10)).padStart(2, '0')}-01-01 00:00:00`,
      });
    }
  }
}

/** The list requests the site makes while `run` runs, by list path. */
async function countListRequests<T>(
  run: () => Promise<T>,
): Promise<{ result: T; goods: number; articles: number }> {
  const spy = jest.spyOn(globalThis, 'fetch');
  try {
    const result = await run();
    const urls = spy.mock.calls.map(([input]) =>
      String(input instanceof Request ? input.url : input),
    );
    return {
      result,
      goods: urls.filter((url) => url.includes('/api/goods/goods_all')).length,
      articles: urls.filter((url) => url.includes('/api/articles/articles_all')).length,
    };
  } finally {
    spy.mockRestore();
  }
}

async function prerendered(): Promise<{ paths: string[]; goods: number; articles: number }> {
  const { result, goods, articles } = await countListRequests(async () => getStaticPaths({}));
  const list = result.paths.map((entry) =>
    typeof entry === 'string' ? entry : `/${(entry.params.slug ?? []).join('/')}`,
  );
  expect(result.fallback).toBe('blocking');
  return { paths: list.map(pageKey), goods, articles };
}

const productKey = (title: string) => pageKey(paths.product(title));
const articleKey = (segment: string) => pageKey(paths.article(segment));

function pathData(): PathData {
  const data = env.mock.db.data;
  return { categories: data.categories, goods: data.goods, articles: data.articles };
}

/** The pages a publish of a new description of the product names (the mock's webhook paths). */
function publishOf(goodsId: number): string[] {
  const before = env.mock.db.data.goods.find((g) => g.goods_id === goodsId)!;
  return publishPaths(pathData(), {
    collection: 'goods',
    before,
    after: { ...before },
  });
}

describe('at 1x', () => {
  it('the build pre-renders home, the menu pages, every product and every article', async () => {
    const { tree } = await getSite();
    const data = env.mock.db.data;
    const { paths: built } = await prerendered();
    // Home too: an instance that joins during an API outage with an empty Redis serves it from
    // the build's copy.
    expect(built).toContain(pageKey('/'));
    for (const path of [...catchAllPaths(tree), ...ownAccountPaths()]) {
      expect(built).toContain(pageKey(path));
    }
    for (const g of data.goods) expect(built).toContain(productKey(g.goods_title));
    for (const a of data.articles) expect(built).toContain(articleKey(a.articles_path));
  });
});

describe('at 100x', () => {
  let oneX: { publish: string[]; pages: number };
  const fixtureProduct = 5;

  beforeAll(async () => {
    oneX = { publish: publishOf(fixtureProduct), pages: (await prerendered()).paths.length };
    // Written as a new database file (as `FIXTURE_SCALE=100 npm run fixtures` would) and opened.
    const scaled = structuredClone(env.mock.db.data) as Database;
    scaleUp(scaled, SCALE);
    await stopServing();
    await env.mock.close();
    writeJsonAtomicSync(env.dbFile, scaled);
    env = env.restart();
    await serve();
    clearCatalogueIndex();
  }, 120_000);
  afterAll(() => clearCatalogueIndex());

  it('has 100 times the products and articles', () => {
    expect(env.mock.db.data.goods).toHaveLength(63 * SCALE);
    expect(env.mock.db.data.articles).toHaveLength(40 * SCALE);
  });

  it('pre-renders a bounded set, the newest included, reading a few list pages', async () => {
    const { tree } = await getSite();
    const data = env.mock.db.data;
    const { paths: built, goods, articles } = await prerendered();
    // Home, the menu's pages and the customer area's own pages (My tools).
    const homeAndMenu = 1 + catchAllPaths(tree).length + ownAccountPaths().length;
    expect(built.length).toBeLessThanOrEqual(
      homeAndMenu +
        PRERENDER_FIRST_PRODUCTS +
        PRERENDER_NEWEST_PRODUCTS +
        PRERENDER_NEWEST_ARTICLES,
    );
    expect(built.length).toBeLessThan(oneX.pages + 100);
    for (const path of [...catchAllPaths(tree), ...ownAccountPaths()]) {
      expect(built).toContain(pageKey(path));
    }
    const newestGoods = [...data.goods].sort((a, b) => b.goods_id - a.goods_id);
    for (const g of newestGoods.slice(0, PRERENDER_NEWEST_PRODUCTS)) {
      expect(built).toContain(productKey(g.goods_title));
    }
    expect(built).not.toContain(
      productKey(newestGoods[PRERENDER_NEWEST_PRODUCTS + 20].goods_title),
    );
    // The fixtures' own articles are the newest: all 40 of them.
    for (const a of data.articles.filter((x) => x.articles_id < BULK_ID)) {
      expect(built).toContain(articleKey(a.articles_path));
    }
    // 12 goods and 9 articles a page: a handful of requests, not the 525 + 445 pages.
    expect(goods).toBeLessThanOrEqual(1 + Math.ceil(PRERENDER_NEWEST_PRODUCTS / 12) + 1);
    expect(articles).toBeLessThanOrEqual(Math.ceil(PRERENDER_NEWEST_ARTICLES / 9));
  }, 120_000);

  it('the search index holds every product and article', async () => {
    const index = await getCatalogueIndex();
    expect(index.goods.size).toBe(63 * SCALE);
    expect(index.articles.size).toBe(40 * SCALE);
  }, 120_000);

  it('/ProductContent redirects the last product of the list', async () => {
    const last = env.mock.db.data.goods.reduce((a, b) => (b.goods_id > a.goods_id ? b : a));
    const answer = await getProductContentServerSideProps({
      query: { gid: String(last.goods_id) },
    } as unknown as GetServerSidePropsContext);
    expect(answer).toEqual({
      redirect: { destination: paths.product(last.goods_title), permanent: true },
    });
  }, 120_000);

  it('a publish of one product names the same pages as at 1x, all of them revalidatable', async () => {
    const publish = publishOf(fixtureProduct);
    expect(publish).toEqual(oneX.publish);
    expect(publish.length).toBeLessThanOrEqual(6);
    // A product far down the list: its publish is as small, and the site knows its page.
    const deep = env.mock.db.data.goods.find((g) => g.goods_id === BULK_ID + 77_000 + 30)!;
    const deepPublish = publishOf(deep.goods_id);
    expect(deepPublish).toContain(paths.product(deep.goods_title));
    expect(deepPublish.length).toBeLessThanOrEqual(publish.length);
    const judged = await countListRequests(() =>
      loadSitePages([...publish, ...deepPublish].map(pageKey)),
    );
    const pages = judged.result;
    // Judged by one detail look-up per product path named, not by walking the 525 list pages.
    // The one articles_all read allowed is the shell's first page (its popup and boxes), made
    // when the site's 5 s cache has run out on a slow machine; a walk would read page 2 on.
    expect(judged.goods).toBe(0);
    expect(judged.articles).toBeLessThanOrEqual(1);
    for (const path of [...publish, ...deepPublish]) {
      if (path !== '/sitemap.xml') expect(pages.has(pageKey(path))).toBe(true);
    }
  }, 120_000);
});
