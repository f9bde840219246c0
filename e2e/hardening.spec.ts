/**
 * Spec fixes seen from outside: sitemap.xml (an index of shards) lists
 * every product and article (with lastmod for articles), /ProductContent?gid=N redirects to the
 * product page (404 otherwise), and a sign-up without a user type goes through.
 */
import { expect, MOCK_API_URL, test } from './fixtures';
import { register } from './support/accounts';

interface Goods {
  goods_id: number;
  goods_title: string;
}

async function allGoods(request: import('@playwright/test').APIRequestContext): Promise<Goods[]> {
  const goods: Goods[] = [];
  for (let page = 1; page < 20; page++) {
    const response = await request.get(
      `${MOCK_API_URL}/api/goods/goods_all?category_id=2&page=${page}`,
    );
    const body = (await response.json()) as {
      goods_all: Goods[];
      page: { total: number; listRows: number };
    };
    goods.push(...body.goods_all);
    if (page * body.page.listRows >= body.page.total) break;
  }
  return goods;
}

test.describe('sitemap.xml', () => {
  test('an index of one dated shard at 1x; unknown shards are 404', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const shards = [
      ...xml.matchAll(
        /<sitemap><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}\+00:00)?)<\/lastmod>/g,
      ),
    ];
    expect(shards.map((m) => new URL(m[1]).pathname + new URL(m[1]).search)).toEqual([
      '/sitemap.xml?shard=1',
    ]);
    for (const name of ['2', '0', '01', 'one']) {
      const missing = await request.get(`/sitemap.xml?shard=${name}`, { maxRedirects: 0 });
      expect(missing.status(), name).toBe(404);
    }
  });

  test('lists every product page and every article, articles with lastmod', async ({ request }) => {
    const response = await request.get('/sitemap.xml?shard=1');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs.length).toBeGreaterThan(130);
    expect(locs.filter((p) => p.startsWith('/products/')).length).toBeGreaterThanOrEqual(63);
    const articles = xml.match(
      /<url><loc>[^<]+\/blogs\/[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}\+00:00)?<\/lastmod><\/url>/g,
    );
    expect(articles?.length ?? 0).toBeGreaterThanOrEqual(40);
    // A listed product page really answers.
    const product = locs.find((p) => p.startsWith('/products/') && p.split('/').length === 3);
    expect((await request.get(product!, { maxRedirects: 0 })).status()).toBe(200);
  });
});

test.describe('/ProductContent?gid=', () => {
  test('redirects to the product page; unknown or missing gid is the 404 page', async ({
    page,
    request,
  }) => {
    const goods = (await allGoods(request))[3];
    const redirect = await request.get(`/ProductContent?gid=${goods.goods_id}`, {
      maxRedirects: 0,
    });
    expect([301, 308]).toContain(redirect.status());
    const location = redirect.headers()['location'];
    await page.goto(`/ProductContent?gid=${goods.goods_id}`);
    await expect(page).toHaveURL(new RegExp(`${location.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(goods.goods_title);

    for (const bad of [
      '/ProductContent?gid=999999',
      '/ProductContent',
      '/ProductContent?gid=0x1',
    ]) {
      const response = await request.get(bad, { maxRedirects: 0 });
      expect(response.status(), bad).toBe(404);
    }
  });
});

test('check_register accepts a sign-up without a user type', async ({ request }) => {
  const email = `typeless.${Date.now()}@example.com`;
  expect((await register(request, email, 'Typeless#1')).code).toBe(200);
});
