/** Product lists (real pagination), product search and the detail page's derived fields. */
import type { ApiGoods } from '../../src/contract/api-types';
import { CATEGORY_IDS, PRODUCT_CATEGORIES } from '../../mock-api/schema/mock-seed';
import { GOODS_PAGE_SIZE, discountPercent } from '../../mock-api/routes/goods';
import { expectRefusedGet, sharedEnv } from './helpers';

const env = sharedEnv();

const ids = (goods: ApiGoods[]) => goods.map((g) => g.goods_id);

/** A refused input: HTTP 200, a non-200 code, the given message. */
const refused = (path: string, query: Record<string, string>, msg: string | RegExp) =>
  expectRefusedGet(env, path, query, msg);

describe('goods_all', () => {
  const list = (query: Record<string, string | number>) =>
    env.api.get('/api/goods/goods_all').query(query);

  it('pages through every product of the root: page 1, 2 and the last, stable order', async () => {
    const total = env.mock.db.data.goods.filter((g) => g.goods_status_id === 1).length;
    expect(total).toBeGreaterThanOrEqual(60);
    const lastPage = Math.ceil(total / GOODS_PAGE_SIZE);
    const seen: number[] = [];
    for (let page = 1; page <= lastPage; page++) {
      const res = await list({ category_id: CATEGORY_IDS.products, page });
      expect(res.body.code).toBe(200);
      expect(res.body.page).toEqual({ currentPage: page, total, listRows: GOODS_PAGE_SIZE });
      const expected = page < lastPage ? GOODS_PAGE_SIZE : total - (lastPage - 1) * GOODS_PAGE_SIZE;
      expect(res.body.goods_all).toHaveLength(expected);
      seen.push(...ids(res.body.goods_all));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const again = await list({ category_id: CATEGORY_IDS.products, page: 2 });
    expect(ids(again.body.goods_all)).toEqual(seen.slice(GOODS_PAGE_SIZE, 2 * GOODS_PAGE_SIZE));
  });

  it('defaults to the products root and page 1', async () => {
    const res = await env.api.get('/api/goods/goods_all');
    const explicit = await list({ category_id: CATEGORY_IDS.products, page: 1 });
    expect(res.body).toEqual(explicit.body);
    expect(res.body.page.currentPage).toBe(1);
  });

  it('filters by sub-category, with that category’s recommended goods', async () => {
    for (const [categoryId] of PRODUCT_CATEGORIES) {
      const res = await list({ category_id: categoryId });
      expect(res.body.code).toBe(200);
      expect(res.body.page.total).toBeGreaterThanOrEqual(6);
      for (const goods of [...res.body.goods_all, ...res.body.goods_tj_all]) {
        expect(goods.category_id).toBe(categoryId);
      }
      expect(res.body.goods_tj_all.length).toBeGreaterThan(0);
      expect(res.body.goods_tj_all.every((g: ApiGoods) => g.goods_recommend_id === 1)).toBe(true);
    }
  });

  it('answers an empty page past the end, with the right total', async () => {
    const res = await list({ category_id: 21, page: 99999 });
    expect(res.body).toMatchObject({
      code: 200,
      goods_all: [],
      page: { currentPage: 99999, listRows: 12, total: expect.any(Number) },
    });
    expect(res.body.page.total).toBeGreaterThan(0);
  });

  it('refuses bad pages and categories clearly', async () => {
    const path = '/api/goods/goods_all';
    await refused(path, { page: '0' }, 'page must be 1 or more');
    await refused(path, { page: '-1' }, 'page must be 1 or more');
    await refused(path, { page: 'x' }, 'page must be a number');
    await refused(path, { page: '2.5' }, 'page must be a whole number');
    await refused(path, { page: '100001' }, 'page is too large');
    await refused(path, { category_id: 'abc' }, 'category_id must be a number');
    await refused(path, { category_id: '9999' }, 'No category with category_id 9999');
    await refused(path, { category_id: String(CATEGORY_IDS.blogs) }, /No product category/);
  });
});

describe('goods_search', () => {
  const search = (keyword: string) =>
    env.api.get('/api/api/goods_search').query({ goodsKeywordsName: keyword });

  it('finds goods by title, any case', async () => {
    const lower = await search('tpms');
    const upper = await search('  TPMS ');
    expect(lower.body.code).toBe(200);
    expect(upper.body.data).toEqual(lower.body.data);
    const titles = lower.body.data.map((g: ApiGoods) => g.goods_title);
    expect(titles).toEqual(expect.arrayContaining(['TS500 TPMS Service Tool']));
    // Title matches come first, then description matches.
    const inTitle = titles.map((t: string) => /tpms/i.test(t));
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
    expect(inTitle).toContain(false);
  });

  it('searches the description text without its HTML', async () => {
    const res = await search('strong');
    // "<strong>" appears in every description's HTML, the word itself in none.
    expect(res.body).toEqual({ code: 200, msg: 'Success', data: [] });
    const text = await search('bidirectional');
    expect(text.body.data.length).toBeGreaterThan(0);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await search('no such gadget');
    expect(res.body).toMatchObject({ code: 200, data: [] });
  });

  it('refuses an empty, blank or over-long keyword', async () => {
    const path = '/api/api/goods_search';
    await refused(path, {}, 'Please enter a keyword');
    await refused(path, { goodsKeywordsName: '' }, 'Please enter a keyword');
    await refused(path, { goodsKeywordsName: '   ' }, 'Please enter a keyword');
    await refused(
      path,
      { goodsKeywordsName: 'x'.repeat(201) },
      'goodsKeywordsName must be at most 200 characters',
    );
  });
});

describe('goods_details', () => {
  it('adds price, discount and likeCount', async () => {
    const res = await env.api.get('/api/goods/goods_details?goods_title=AD900-Pro-Scan-Tool');
    const goods = res.body.data;
    expect(res.body.code).toBe(200);
    expect(goods.price).toBe(goods.goods_selling_price);
    expect(Number.isInteger(goods.discount)).toBe(true);
    expect(goods.discount).toBe(
      Math.round((1 - goods.goods_selling_price / goods.goods_crossed_price) * 100),
    );
    expect(goods.discount).toBeGreaterThan(0);
    expect(goods.discount).toBeLessThan(100);
    const stored = env.mock.db.data.goods.find((g) => g.goods_id === goods.goods_id)!;
    expect(goods.likeCount).toBe(stored.goods_like_count);
  });

  it('computes whole-percent discounts, 0 without a higher crossed price', () => {
    expect(discountPercent(50, 100)).toBe(50);
    expect(discountPercent(999, 1998)).toBe(50);
    expect(discountPercent(66.99, 99.99)).toBe(33);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
  });
});
