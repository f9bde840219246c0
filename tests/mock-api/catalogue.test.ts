/** Envelope and payload shapes of the public endpoints. */
import type { ApiCategory } from '../../src/contract/api-types';
import { CATEGORY_IDS } from '../../mock-api/schema/mock-seed';
import { goodsSlug } from '../../mock-api/schema/slug';
import { expectFields, sharedEnv } from './helpers';

const env = sharedEnv();

function flatten(nodes: ApiCategory[]): ApiCategory[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

const CATEGORY_KEYS = [
  'category_id',
  'category_parent_id',
  'category_name',
  'category_paths',
  'category_component',
  'category_label',
  'category_seo_title',
  'category_seo_keywords',
  'category_seo_description',
  'category_picture',
  'category_url',
  'category_details',
  'category_introduce',
  'category_icon',
  'category_album',
  'children',
];

const GOODS_KEYS = [
  'goods_id',
  'category_id',
  'goods_title',
  'goods_picture',
  'goods_additional_picture',
  'goods_tag_id',
  'goods_album',
  'goods_video',
  'goods_banner_picture',
  'goods_describe',
  'goods_details',
  'goods_comparison_picture',
  'goods_seo_title',
  'goods_seo_keywords',
  'goods_seo_description',
  'goods_selling_price',
  'goods_crossed_price',
  'goods_recommend_id',
  'goods_status_id',
  'goods_links_all',
  'goods_accessory_all',
  'goods_details_all',
  'goods_specifications_all',
  'goods_problem_all',
];

describe('menu', () => {
  it('category_all answers the nested tree, three levels, children always present', async () => {
    const res = await env.api.get('/api/category/category_all').expect(200);
    expect(res.body).toMatchObject({ code: 200, msg: expect.any(String) });
    const tree = res.body.data as ApiCategory[];
    expect(tree.map((c) => c.category_paths)).toEqual([
      '/',
      '/products',
      '/support',
      '/service-center',
      '/where-to-buy',
      '/contact-us',
      '/blogs',
      '/partnership',
      '/function-stock',
      '/personal-center',
    ]);
    expectFields(flatten(tree), [...CATEGORY_KEYS].sort());
    for (const node of flatten(tree)) {
      expect(Array.isArray(node.children)).toBe(true);
    }
    const services = flatten(tree).find((c) => c.category_paths === '/personal-center/services');
    expect(services?.children).toHaveLength(7);
  });

  it('category_details answers one category and a clear code for unknown or bad ids', async () => {
    const res = await env.api.get(
      `/api/category/category_details?category_id=${CATEGORY_IDS.distributor}`,
    );
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      category_id: CATEGORY_IDS.distributor,
      category_name: 'Become a Distributor',
      category_details: expect.stringContaining('<h2>'),
    });
    const unknown = await env.api
      .get('/api/category/category_details?category_id=9999')
      .expect(200);
    expect(unknown.body).toEqual({ code: 404, msg: 'No category with category_id 9999' });
    const missing = await env.api.get('/api/category/category_details').expect(200);
    expect(missing.body).toEqual({ code: 400, msg: 'category_id is required' });
    const text = await env.api.get('/api/category/category_details?category_id=abc');
    expect(text.body).toEqual({ code: 400, msg: 'category_id must be a number' });
  });

  it('category_goods answers one entry per child, or the leaf itself', async () => {
    const parent = await env.api.get(
      `/api/category/category_goods?category_id=${CATEGORY_IDS.products}`,
    );
    expect(parent.body.code).toBe(200);
    expect(parent.body.data).toHaveLength(7);
    expectFields(
      parent.body.data,
      ['category_id', 'category_name', 'category_paths', 'goods_all'].sort(),
    );
    for (const entry of parent.body.data) {
      expect(entry.goods_all.length).toBeGreaterThanOrEqual(6);
    }
    const leaf = await env.api.get('/api/category/category_goods?category_id=24');
    expect(leaf.body.data).toHaveLength(1);
    expect(leaf.body.data[0]).toMatchObject({
      category_id: 24,
      category_paths: '/products/battery-service',
    });
  });
});

describe('site', () => {
  it('site_settings_find', async () => {
    const res = await env.api.get('/api/SiteSettings/site_settings_find');
    expect(res.body).toMatchObject({
      code: 200,
      site_settings_find: {
        site_settings_title: 'Diagtools',
        site_settings_picture: expect.stringMatching(/^\/uploads\//),
        site_settings_loginpicture: expect.stringMatching(/^\/uploads\//),
        site_settings_contact: expect.stringContaining('<p>'),
        site_settings_store: expect.stringContaining('<ul>'),
      },
    });
  });

  it('site_config answers the popup and box configs, settings and social media', async () => {
    const res = await env.api.get('/api/configs/site_config');
    expect(res.body.code).toBe(200);
    expect(res.body.configs_all.map((c: { configs_id: number }) => c.configs_id)).toEqual([
      33, 34, 35,
    ]);
    expect(res.body.site_settings_find.site_settings_title).toBe('Diagtools');
    expect(
      res.body.social_media_all.map((s: { social_media_name: string }) => s.social_media_name),
    ).toEqual(['Facebook', 'X', 'YouTube', 'Instagram', 'TikTok', 'LinkedIn']);
  });

  it('service_contact_all answers contacts 8, 2 and 4, services, cards, featured goods', async () => {
    const res = await env.api.get('/api/ServiceContact/service_contact_all');
    expect(res.body.code).toBe(200);
    const ids = res.body.contact_all.map((c: { contact_id: number }) => c.contact_id);
    expect(ids).toEqual(expect.arrayContaining([2, 4, 8]));
    expect(res.body.goods_all).toHaveLength(8);
    expect(res.body.more_services_all.length).toBeGreaterThan(0);
    expect(res.body.configs_all.length).toBeGreaterThan(0);
    expect(res.body.social_media_all).toHaveLength(6);
    expect(res.body.advertisement).toMatchObject({ advertisement_name: expect.any(String) });
    expect(res.body.advertisement_all).toHaveLength(1);
  });
});

describe('home', () => {
  it('homeList answers every block', async () => {
    const res = await env.api.get('/api/home/homeList?configsName=home');
    expect(res.body.code).toBe(200);
    expect(res.body.advertisementList.length).toBeGreaterThanOrEqual(3);
    expect(res.body.aboutUsFind).toMatchObject({
      configs_id: 32,
      configs_title: expect.any(String),
    });
    expect(res.body.albumCategoryList).toHaveLength(7);
    expect(res.body.supportList).toHaveLength(7);
    expect(res.body.tabsCategoryList).toHaveLength(7);
    for (const tab of res.body.tabsCategoryList) expect(tab.goodsList.length).toBeGreaterThan(0);
    expect(res.body.configsList.map((c: { configs_id: number }) => c.configs_id)).toEqual([
      9, 10, 11, 12, 28, 29, 30, 31,
    ]);
  });

  it('email_add validates, stores, and answers a duplicate the same without storing it', async () => {
    const bad = await env.api.post('/api/home/email_add').send({ eAccount: 'not-an-email' });
    expect(bad.body).toEqual({ code: 400, msg: 'Please enter valid email address!' });
    const empty = await env.api.post('/api/home/email_add').send({});
    expect(empty.body).toEqual({ code: 400, msg: 'Please enter valid email address!' });
    const number = await env.api.post('/api/home/email_add').send({ eAccount: 42 });
    expect(number.body).toEqual({ code: 400, msg: 'eAccount must be text' });
    const long = await env.api
      .post('/api/home/email_add')
      .send({ eAccount: `${'a'.repeat(300)}@example.com` });
    expect(long.body).toEqual({ code: 400, msg: 'eAccount must be at most 254 characters' });
    const array = await env.api.post('/api/home/email_add').send([1, 2]);
    expect(array.body).toEqual({ code: 400, msg: 'The request body must be a JSON object' });

    const ok = await env.api.post('/api/home/email_add').send({ eAccount: 'Reader@Example.com' });
    expect(ok.body).toMatchObject({ code: 200 });
    expect(env.mock.db.data.subscribers.some((s) => s.eAccount === 'reader@example.com')).toBe(
      true,
    );
    const again = await env.api
      .post('/api/home/email_add')
      .send({ eAccount: 'reader@example.com' });
    // The answer must not tell whether an address is already on the list.
    expect(again.body).toEqual(ok.body);
    expect(
      env.mock.db.data.subscribers.filter((s) => s.eAccount === 'reader@example.com'),
    ).toHaveLength(1);
  });
});

describe('goods', () => {
  it('goods_all answers a page, the recommended goods and the list', async () => {
    const res = await env.api.get('/api/goods/goods_all?category_id=2&page=1');
    expect(res.body.code).toBe(200);
    expect(res.body.page).toEqual({ currentPage: 1, total: expect.any(Number), listRows: 12 });
    expect(res.body.page.total).toBeGreaterThanOrEqual(42);
    expect(res.body.goods_all).toHaveLength(12);
    expect(res.body.goods_tj_all.length).toBeGreaterThan(0);
    for (const goods of res.body.goods_all) {
      expect(Object.keys(goods)).toEqual(expect.arrayContaining(GOODS_KEYS));
    }
    const sub = await env.api.get('/api/goods/goods_all?category_id=21&page=1');
    expect(sub.body.goods_all.every((g: { category_id: number }) => g.category_id === 21)).toBe(
      true,
    );
    const beyond = await env.api.get('/api/goods/goods_all?category_id=21&page=50');
    expect(beyond.body).toMatchObject({ code: 200, goods_all: [] });
    const badPage = await env.api.get('/api/goods/goods_all?category_id=21&page=0');
    expect(badPage.body).toEqual({ code: 400, msg: 'page must be 1 or more' });
  });

  it('goods_details finds a product by title or slug, any case', async () => {
    const title = 'AD900 Pro Scan Tool';
    for (const param of [title, goodsSlug(title), goodsSlug(title).toLowerCase()]) {
      const res = await env.api.get('/api/goods/goods_details').query({ goods_title: param });
      expect(res.body).toMatchObject({ code: 200, data: { goods_title: title } });
    }
    const unknown = await env.api.get('/api/goods/goods_details?goods_title=No-Such-Tool');
    expect(unknown.body).toEqual({ code: 404, msg: 'No product named "No-Such-Tool"' });
    const long = await env.api
      .get('/api/goods/goods_details')
      .query({ goods_title: 'x'.repeat(500) });
    expect(long.body).toEqual({ code: 400, msg: 'goods_title must be at most 200 characters' });
    const blank = await env.api.get('/api/goods/goods_details?goods_title=%20');
    expect(blank.body).toEqual({ code: 400, msg: 'goods_title is required' });
  });
});
