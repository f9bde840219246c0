/** About-us configs, the blog (list and detail) and the header's global search. */
import type { ApiArticle, ApiSearchArticle } from '../../src/contract/api-types';
import { CATEGORY_IDS } from '../../mock-api/schema/mock-seed';
import {
  ARTICLES_PAGE_SIZE,
  RECOMMENDED_ARTICLES,
  RELATED_ARTICLES,
} from '../../mock-api/routes/articles';
import { expectFields, expectRefusedGet, sharedEnv } from './helpers';

const env = sharedEnv();

const BLOG_IDS = [71, 72, 73, 74];

const ARTICLE_KEYS = [
  'articles_id',
  'category_id',
  'articles_title',
  'articles_path',
  'articles_picture',
  'articles_describe',
  'articles_author',
  'articles_addtime',
  'articles_details',
  'articles_seo_title',
  'articles_seo_keywords',
  'articles_seo_description',
  'goods_id',
].sort();

/** A refused input: HTTP 200, a non-200 code, the given message. */
const refused = (path: string, query: Record<string, string>, msg: string | RegExp) =>
  expectRefusedGet(env, path, query, msg);

function expectNewestFirst(articles: ApiArticle[]) {
  for (let i = 1; i < articles.length; i++) {
    const [a, b] = [articles[i - 1], articles[i]];
    expect(
      a.articles_addtime > b.articles_addtime ||
        (a.articles_addtime === b.articles_addtime && a.articles_id > b.articles_id),
    ).toBe(true);
  }
}

describe('aboutList', () => {
  it('answers the about configs 13 to 27', async () => {
    const res = await env.api.get('/api/about/aboutList?configsName=about');
    expect(res.body.code).toBe(200);
    expect(res.body.configsList.map((c: { configs_id: number }) => c.configs_id)).toEqual(
      Array.from({ length: 15 }, (_, i) => 13 + i),
    );
    expectFields(
      res.body.configsList,
      [
        'configs_id',
        'configs_title',
        'configs_subtitle',
        'configs_content',
        'configs_picture',
        'configs_path',
        'configs_show_id',
      ].sort(),
    );
    const byId = (id: number) =>
      res.body.configsList.find((c: { configs_id: number }) => c.configs_id === id);
    for (const id of [13, 25, 26]) expect(byId(id).configs_picture).toMatch(/^\/uploads\//);
  });

  it('defaults to about and refuses unknown or over-long names', async () => {
    const res = await env.api.get('/api/about/aboutList');
    expect(res.body.configsList).toHaveLength(15);
    await refused('/api/about/aboutList', { configsName: 'nothing' }, 'No configs named "nothing"');
    await refused(
      '/api/about/aboutList',
      { configsName: 'x'.repeat(51) },
      'configsName must be at most 50 characters',
    );
  });
});

describe('articles_all', () => {
  const list = (query: Record<string, string | number>) =>
    env.api.get('/api/articles/articles_all').query(query);

  it('answers every field: page, categories, recommended, list, category, configs', async () => {
    const res = await list({ category_id: 'all', page: 1 });
    expect(res.body.code).toBe(200);
    expect(res.body.data_page).toEqual({
      currentPage: 1,
      listRows: ARTICLES_PAGE_SIZE,
      total: env.mock.db.data.articles.length,
    });
    expect(res.body.category_all).toEqual([
      { category_id: 71, category_name: 'News', category_paths: '/blogs/news' },
      { category_id: 72, category_name: 'Product Guides', category_paths: '/blogs/product-guides' },
      { category_id: 73, category_name: 'Reviews', category_paths: '/blogs/reviews' },
      { category_id: 74, category_name: 'Advice', category_paths: '/blogs/advice' },
    ]);
    expect(res.body.articles_zx_all).toHaveLength(RECOMMENDED_ARTICLES);
    expect(res.body.articles_qb_all).toHaveLength(ARTICLES_PAGE_SIZE);
    expectFields([...res.body.articles_qb_all, ...res.body.articles_zx_all], ARTICLE_KEYS);
    expectNewestFirst(res.body.articles_qb_all);
    expect(res.body.category_find).toMatchObject({
      category_id: CATEGORY_IDS.blogs,
      category_paths: '/blogs',
    });
    expect(res.body.category_find).not.toHaveProperty('children');
    expect(Array.isArray(res.body.configs_all)).toBe(true);
  });

  it('treats the blogs root, all and nothing alike', async () => {
    const none = await env.api.get('/api/articles/articles_all');
    const all = await list({ category_id: 'ALL' });
    const root = await list({ category_id: CATEGORY_IDS.blogs });
    expect(all.body).toEqual(none.body);
    expect(root.body).toEqual(none.body);
  });

  it('pages: 1, 2 and the last, newest first overall, no repeats', async () => {
    const total = env.mock.db.data.articles.length;
    const last = Math.ceil(total / ARTICLES_PAGE_SIZE);
    const seen: ApiArticle[] = [];
    for (let page = 1; page <= last; page++) {
      const res = await list({ page });
      expect(res.body.data_page).toEqual({ currentPage: page, listRows: 9, total });
      expect(res.body.articles_qb_all).toHaveLength(
        page < last ? ARTICLES_PAGE_SIZE : total - (last - 1) * ARTICLES_PAGE_SIZE,
      );
      seen.push(...res.body.articles_qb_all);
    }
    expect(new Set(seen.map((a) => a.articles_id)).size).toBe(total);
    expectNewestFirst(seen);
    const beyond = await list({ page: last + 5 });
    expect(beyond.body).toMatchObject({ code: 200, articles_qb_all: [] });
    expect(beyond.body.data_page.total).toBe(total);
  });

  it('filters by blog category, recommended ones included', async () => {
    for (const id of BLOG_IDS) {
      const res = await list({ category_id: id });
      expect(res.body.code).toBe(200);
      expect(res.body.category_find.category_id).toBe(id);
      expect(res.body.data_page.total).toBeGreaterThanOrEqual(10);
      for (const article of [...res.body.articles_qb_all, ...res.body.articles_zx_all]) {
        expect(article.category_id).toBe(id);
      }
      expect(res.body.articles_zx_all.length).toBeGreaterThan(0);
      expect(res.body.articles_zx_all.length).toBeLessThanOrEqual(RECOMMENDED_ARTICLES);
    }
  });

  it('searches title and description, any case, within the category', async () => {
    const res = await list({ articlesKeyword: 'BATTERY' });
    expect(res.body.code).toBe(200);
    expect(res.body.data_page.total).toBeGreaterThan(2);
    for (const a of res.body.articles_qb_all) {
      expect(`${a.articles_title} ${a.articles_describe}`.toLowerCase()).toContain('battery');
    }
    const lower = await list({ articlesKeyword: 'battery' });
    expect(lower.body.articles_qb_all).toEqual(res.body.articles_qb_all);
    const inAdvice = await list({ category_id: 74, articlesKeyword: 'battery' });
    expect(inAdvice.body.data_page.total).toBeLessThan(res.body.data_page.total);
    expect(inAdvice.body.articles_qb_all.every((a: ApiArticle) => a.category_id === 74)).toBe(true);
    const none = await list({ articlesKeyword: 'zeppelin' });
    expect(none.body).toMatchObject({ code: 200, articles_qb_all: [], data_page: { total: 0 } });
  });

  it('refuses bad input clearly', async () => {
    const path = '/api/articles/articles_all';
    await refused(path, { category_id: 'news' }, 'category_id must be a category id or all');
    await refused(path, { category_id: '21' }, 'No blog category with category_id 21');
    await refused(path, { category_id: '0' }, 'No blog category with category_id 0');
    await refused(path, { page: '0' }, 'page must be 1 or more');
    await refused(path, { page: '-1' }, 'page must be 1 or more');
    await refused(path, { page: 'x' }, 'page must be a number');
    await refused(
      path,
      { articlesKeyword: 'k'.repeat(201) },
      'articlesKeyword must be at most 200 characters',
    );
  });
});

describe('articles_details', () => {
  const detail = (path: string) =>
    env.api.get('/api/articles/articles_details').query({ articles_path: path });

  it('answers the article with headings, its product and related articles', async () => {
    const linked = env.mock.db.data.articles.find((a) => a.goods_id > 0)!;
    const res = await detail(linked.articles_path);
    expect(res.body.code).toBe(200);
    expectFields([res.body.articles_find], ARTICLE_KEYS);
    expect(res.body.articles_find.articles_path).toBe(linked.articles_path);
    expect(res.body.articles_find.articles_details).toMatch(/<h2>[^<]+<\/h2>/);
    expect(res.body.articles_find.articles_details).toMatch(/<h3>[^<]+<\/h3>/);
    expect(res.body.goods_find).toMatchObject({
      goods_id: linked.goods_id,
      goods_title: expect.any(String),
    });
    const related = res.body.articles_xg_all as ApiArticle[];
    expect(related).toHaveLength(RELATED_ARTICLES);
    expect(related.map((a) => a.articles_id)).not.toContain(linked.articles_id);
    expect(related.every((a) => a.category_id === linked.category_id)).toBe(true);
  });

  it('answers goods_find null for an article without a product', async () => {
    const plain = env.mock.db.data.articles.find((a) => a.goods_id === 0)!;
    const res = await detail(plain.articles_path.toUpperCase());
    expect(res.body).toMatchObject({ code: 200, goods_find: null });
  });

  it('never relates an article to itself, for every article', async () => {
    for (const article of env.mock.db.data.articles) {
      const res = await detail(article.articles_path);
      const related = res.body.articles_xg_all as ApiArticle[];
      expect(related.length).toBeLessThanOrEqual(RELATED_ARTICLES);
      expect(related.map((a) => a.articles_id)).not.toContain(article.articles_id);
      // Same category first.
      const same = related.map((a) => a.category_id === article.category_id);
      expect(same).toEqual([...same].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it('refuses unknown, missing and over-long paths', async () => {
    const path = '/api/articles/articles_details';
    const unknown = await refused(path, { articles_path: 'no-such-article' }, 'Article not found');
    expect(unknown.code).toBe(404);
    await refused(path, {}, 'articles_path is required');
    await refused(path, { articles_path: ' ' }, 'articles_path is required');
    await refused(
      path,
      { articles_path: 'p'.repeat(201) },
      'articles_path must be at most 200 characters',
    );
  });
});

describe('global_search', () => {
  const search = (query: Record<string, string>) =>
    env.api.get('/api/search/global_search').query(query);

  it('searches goods, any case', async () => {
    const res = await search({ searchTypeName: 'goods', searchKeywordsName: 'Battery' });
    expect(res.body.code).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(3);
    expect(res.body.data[0]).toHaveProperty('goods_title');
    expect(res.body.data[0].goods_title.toLowerCase()).toContain('battery');
    const same = await env.api.get('/api/api/goods_search?goodsKeywordsName=battery');
    expect(res.body.data).toEqual(same.body.data);
  });

  it('searches articles, answering the FAQ-variant names', async () => {
    const res = await search({ searchTypeName: 'article', searchKeywordsName: 'TPMS' });
    expect(res.body.code).toBe(200);
    const data = res.body.data as ApiSearchArticle[];
    expect(data.length).toBeGreaterThan(1);
    expectFields(data, ['article_title', 'article_details', 'articles_path'].sort());
    for (const item of data) {
      expect(item.article_details).toContain('<h2>');
    }
    expect(data[0].article_title).toMatch(/tpms/i);
  });

  it('refuses a missing keyword, a bad type and an over-long keyword', async () => {
    const path = '/api/search/global_search';
    await refused(path, { searchTypeName: 'goods' }, 'Please enter keywords');
    await refused(
      path,
      { searchTypeName: 'goods', searchKeywordsName: '  ' },
      'Please enter keywords',
    );
    await refused(path, {}, 'Please enter keywords');
    await refused(path, { searchKeywordsName: 'scanner' }, 'Please select type');
    await refused(
      path,
      { searchTypeName: 'videos', searchKeywordsName: 'scanner' },
      'Please select type',
    );
    await refused(
      path,
      { searchTypeName: 'goods', searchKeywordsName: 'k'.repeat(201) },
      'searchKeywordsName must be at most 200 characters',
    );
  });
});

describe('odd input on the issue-3 endpoints', () => {
  const PARAMS: [string, string[]][] = [
    ['/api/about/aboutList', ['configsName']],
    ['/api/goods/goods_all', ['category_id', 'page']],
    ['/api/api/goods_search', ['goodsKeywordsName']],
    ['/api/goods/goods_details', ['goods_title']],
    ['/api/articles/articles_all', ['category_id', 'articlesKeyword', 'page']],
    ['/api/articles/articles_details', ['articles_path']],
    ['/api/search/global_search', ['searchTypeName', 'searchKeywordsName']],
    ['/api/FunctionStock/function_stock_all', ['brand', 'sort', 'class', 'keyword', 'page']],
  ];
  const VALUES = [
    (p: string) => `${p}=a&${p}=b`,
    (p: string) => `${p}[]=1`,
    (p: string) => `${p}=%00`,
    (p: string) => `${p}=%E0%A4%A`,
    (p: string) => `${p}=${'é'.repeat(300)}`,
    (p: string) => `${p}=1e999`,
    (p: string) => `${p}=%3Cscript%3E`,
  ];

  it.each(PARAMS)('%s never answers HTTP 5xx', async (path, params) => {
    for (const param of params) {
      for (const value of VALUES) {
        const res = await env.api.get(`${path}?${value(param)}`);
        expect({ path, query: value(param), status: res.status }).toEqual({
          path,
          query: value(param),
          status: 200,
        });
        expect(typeof res.body.code).toBe('number');
        expect(typeof res.body.msg).toBe('string');
      }
    }
  });
});
