/**
 * The indexed catalogue reads (mock-api/store/indexes.ts) answer what a plain scan of the
 * tables answers: on a catalogue three times larger (FIXTURE_SCALE=3), and again after writes
 * that change the goods and the articles (an index must follow its table).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CATEGORY_IDS } from '../../mock-api/schema/mock-seed';
import { generateDatabase } from '../../fixtures/generate';
import { scaleDatabase } from '../../fixtures/scale';
import { writeJsonAtomicSync } from '../../mock-api/store/atomic-file';
import type { DbArticle, DbCategory, DbGoods } from '../../mock-api/schema/mock-db';
import { htmlText } from '../../mock-api/store/queries';
import { goodsSlug } from '../../mock-api/schema/slug';
import { createMockServer, type MockServer } from '../../mock-api/server';
import { fixtures } from './helpers';

let dir: string;
let mock: MockServer;
let api: ReturnType<typeof request>;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'catalogue-indexes-'));
  const dbFile = path.join(dir, 'db.json');
  writeJsonAtomicSync(dbFile, scaleDatabase(fixtures().db, 3));
  mock = createMockServer({
    dbFile,
    uploadsDir: path.join(dir, 'uploads'),
    writeLimit: 0,
    makeDatabase: generateDatabase,
  });
  api = request(mock.app);
  // Generating the fixtures hashes passwords: slow on a busy machine.
}, 60_000);
afterAll(async () => {
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

// The reference: the reads as plain scans, written out without any index.
type Data = { goods: DbGoods[]; articles: DbArticle[]; categories: DbCategory[] };
const data = () => mock.db.data as unknown as Data;
const byId = (a: DbGoods, b: DbGoods) => a.goods_id - b.goods_id;
const newest = (a: DbArticle, b: DbArticle) =>
  b.articles_addtime.localeCompare(a.articles_addtime) || b.articles_id - a.articles_id;
const has = (text: string, needle: string) => text.toLowerCase().includes(needle);

function subtree(id: number): Set<number> {
  const ids = new Set([id]);
  for (let size = 0; size !== ids.size;) {
    size = ids.size;
    for (const c of data().categories) if (ids.has(c.category_parent_id)) ids.add(c.category_id);
  }
  return ids;
}
const titles = (rows: { goods_title: string }[]) => rows.map((g) => g.goods_title);
const paths = (rows: { articles_path: string }[]) => rows.map((a) => a.articles_path);

function goodsUnder(id: number): DbGoods[] {
  const ids = subtree(id);
  return data()
    .goods.filter((g) => ids.has(g.category_id) && g.goods_status_id === 1)
    .sort(byId);
}
function searchGoods(keyword: string): DbGoods[] {
  const onSale = data()
    .goods.filter((g) => g.goods_status_id === 1)
    .sort(byId);
  const first = onSale.filter((g) => has(g.goods_title, keyword));
  return [
    ...first,
    ...onSale.filter((g) => !first.includes(g) && has(htmlText(g.goods_describe), keyword)),
  ];
}
function searchArticles(keyword: string): DbArticle[] {
  const all = [...data().articles].sort(newest);
  const first = all.filter((a) => has(a.articles_title, keyword));
  return [
    ...first,
    ...all.filter(
      (a) =>
        !first.includes(a) &&
        (has(a.articles_describe, keyword) || has(htmlText(a.articles_details), keyword)),
    ),
  ];
}
function blogList(categoryId: number, keyword: string): DbArticle[] {
  const blogs = new Set(
    data()
      .categories.filter((c) => c.category_parent_id === CATEGORY_IDS.blogs)
      .map((c) => c.category_id),
  );
  return data()
    .articles.filter((a) =>
      categoryId === CATEGORY_IDS.blogs ? blogs.has(a.category_id) : a.category_id === categoryId,
    )
    .sort(newest)
    .filter((a) => !keyword || has(a.articles_title, keyword) || has(a.articles_describe, keyword));
}

const KEYWORDS = ['scan', 'AD900', 'edition 2', 'battery', 'TPMS', 'code', 'zqxj', 'e'];

async function expectSameAnswers(): Promise<void> {
  // Product lists: every product category and the root, every page.
  const productIds = [...subtree(CATEGORY_IDS.products)];
  for (const id of productIds) {
    const all = goodsUnder(id);
    const pages = Math.max(1, Math.ceil(all.length / 12));
    for (let page = 1; page <= pages; page += 1) {
      const res = await api.get('/api/goods/goods_all').query({ category_id: id, page });
      expect(res.body.page.total).toBe(all.length);
      expect(titles(res.body.goods_all)).toEqual(titles(all.slice((page - 1) * 12, page * 12)));
    }
    const perChild = await api.get('/api/category/category_goods').query({ category_id: id });
    for (const entry of perChild.body.data as { category_id: number; goods_all: DbGoods[] }[]) {
      expect(titles(entry.goods_all)).toEqual(titles(goodsUnder(entry.category_id)));
    }
  }
  for (const keyword of KEYWORDS) {
    const needle = keyword.toLowerCase();
    const goods = await api
      .get('/api/search/global_search')
      .query({ searchTypeName: 'goods', searchKeywordsName: keyword });
    expect(titles(goods.body.data)).toEqual(titles(searchGoods(needle)));
    const goodsSearch = await api
      .get('/api/api/goods_search')
      .query({ goodsKeywordsName: keyword });
    expect(titles(goodsSearch.body.data)).toEqual(titles(searchGoods(needle)));
    const articles = await api
      .get('/api/search/global_search')
      .query({ searchTypeName: 'article', searchKeywordsName: keyword });
    expect(paths(articles.body.data)).toEqual(paths(searchArticles(needle)));
  }
  const blogIds = [CATEGORY_IDS.blogs, 71, 72, 73, 74];
  for (const id of blogIds) {
    for (const keyword of ['', 'edition', 'battery']) {
      const all = blogList(id, keyword);
      for (const page of [1, 2, Math.ceil(all.length / 9)]) {
        const res = await api
          .get('/api/articles/articles_all')
          .query({ category_id: id, page, ...(keyword ? { articlesKeyword: keyword } : {}) });
        expect(res.body.data_page.total).toBe(all.length);
        expect(paths(res.body.articles_qb_all)).toEqual(paths(all.slice((page - 1) * 9, page * 9)));
        expect(paths(res.body.articles_zx_all)).toEqual(
          paths(
            blogList(id, '')
              .filter((a) => a.articles_recommend_id === 1)
              .slice(0, 4),
          ),
        );
      }
    }
  }
  // Details: every product (by slug, upper case) and every tenth article.
  for (const g of data().goods) {
    const res = await api
      .get('/api/goods/goods_details')
      .query({ goods_title: goodsSlug(g.goods_title).toUpperCase() });
    const expected = data().goods.find(
      (x) =>
        x.goods_status_id === 1 &&
        goodsSlug(x.goods_title).toLowerCase() === goodsSlug(g.goods_title).toLowerCase(),
    );
    expect(res.body.data?.goods_id ?? null).toBe(expected?.goods_id ?? null);
  }
  for (const a of data().articles.filter((_, i) => i % 10 === 0)) {
    const res = await api
      .get('/api/articles/articles_details')
      .query({ articles_path: ` ${a.articles_path.toUpperCase()} ` });
    expect(res.body.articles_find.articles_id).toBe(a.articles_id);
    const others = data().articles.filter((x) => x.articles_id !== a.articles_id);
    const related = [
      ...others.filter((x) => x.category_id === a.category_id).sort(newest),
      ...others.filter((x) => x.category_id !== a.category_id).sort(newest),
    ].slice(0, 4);
    expect(paths(res.body.articles_xg_all)).toEqual(paths(related));
  }
}

describe('indexed catalogue reads at 3x', () => {
  it('answer the lists, searches and details a plain scan answers', async () => {
    expect(data().goods.length).toBeGreaterThan(150);
    await expectSameAnswers();
  }, 120_000);

  it('follow writes: a renamed, withdrawn, re-dated or new record is seen at once', async () => {
    const [first, second] = data().goods;
    const renamed = first.goods_title;
    const article = data().articles[5];
    await mock.db.update((draft) => {
      draft.goods[0].goods_title = 'Zqxj Renamed Tool';
      draft.goods[1].goods_status_id = 2;
      draft.goods[2].category_id = 22;
      draft.articles[5].articles_addtime = '2030-01-01 00:00:00';
      draft.articles[6].articles_path = 'a-new-path-zqxj';
      draft.articles.push({ ...draft.articles[7], articles_id: 99_999, articles_path: 'added' });
    });
    expect(
      (await api.get('/api/goods/goods_details').query({ goods_title: renamed })).body.code,
    ).toBe(404);
    const hidden = await api
      .get('/api/goods/goods_details')
      .query({ goods_title: second.goods_title });
    expect(hidden.body.code).toBe(404);
    const latest = await api.get('/api/articles/articles_all').query({ page: 1 });
    expect(latest.body.articles_qb_all[0].articles_path).toBe(article.articles_path);
    await expectSameAnswers();
  }, 120_000);
});
