import type { APIRequestContext } from '@playwright/test';
import { expect, MOCK_API_URL, test } from './fixtures';

interface Category {
  category_name: string;
  category_paths: string;
  children: Category[];
}

async function menuTree(request: APIRequestContext): Promise<Category[]> {
  const response = await request.get(`${MOCK_API_URL}/api/category/category_all`);
  const body = (await response.json()) as { code: number; data: Category[] };
  expect(body.code).toBe(200);
  return body.data;
}

function flatten(tree: Category[], depth = 1): Category[] {
  if (depth > 3) return [];
  return tree.flatMap((c) => [c, ...flatten(c.children ?? [], depth + 1)]);
}

test.describe('CMS-driven routing', () => {
  test('every menu path answers 200 with its name server-rendered', async ({ request }) => {
    const categories = flatten(await menuTree(request));
    expect(categories.length).toBeGreaterThan(30);
    for (const category of categories) {
      const response = await request.get(category.category_paths, { maxRedirects: 0 });
      expect(response.status(), category.category_paths).toBe(200);
      const html = await response.text();
      expect(html, category.category_paths).toContain(
        category.category_name.replace(/&/g, '&amp;'),
      );
    }
  });

  test('an unknown path answers 404 with the spec text', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText('Oops! It seems the page you are looking for does not exist.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    for (const name of ['FAQ', 'Video tutorials', 'Contact us']) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  });

  test('an unknown product answers 404, a known one 200', async ({ request }) => {
    expect((await request.get('/products/No-Such-Gadget-9000')).status()).toBe(404);
    const goods = await request.get(`${MOCK_API_URL}/api/ServiceContact/service_contact_all`);
    const { goods_all } = (await goods.json()) as { goods_all: { goods_title: string }[] };
    const title = goods_all[0].goods_title;
    const response = await request.get(`/products/${title.replace(/ /g, '-')}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(title);
  });

  const redirects: [string, string][] = [
    ['/tech', '/support/tech-support'],
    ['/Downloads', '/support/downloads'],
    ['/training', '/support/training-center'],
    ['/vehicle', '/support/vehicle-coverage'],
    ['/ServiceCenter', '/service-center'],
    ['/ServiceAgreement', '/about-us/service-agreement'],
    ['/articles', '/blogs'],
    ['/articles/some-article', '/blogs/some-article'],
    ['/home', '/'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} redirects to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBeGreaterThanOrEqual(300);
      expect(response.status()).toBeLessThan(400);
      expect(response.headers()['location']).toBe(to);
    });
  }

  test('pages carry the security headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain(
      // The e2e stack builds for its own mock port (scripts/lib/stack-settings.ts).
      new URL(
        process.env.NEXT_PUBLIC_API_BASE_URL ||
          `http://localhost:${process.env.MOCK_API_PORT || 4000}`,
      ).origin,
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
    expect(headers['strict-transport-security']).toBeUndefined();
    const https = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers()['strict-transport-security']).toContain('max-age=');
  });

  test('each page has its SEO head', async ({ page }) => {
    await page.goto('/products/code-reader');
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/products\/code-reader$/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  });

  test('sitemap.xml and robots.txt come from the category tree', async ({ request }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    const shardUrl = /<sitemap><loc>([^<]+)<\/loc>/.exec(await index.text())?.[1];
    expect(shardUrl).toMatch(/\/sitemap\.xml\?shard=1$/);
    const shard = new URL(shardUrl!);
    const sitemap = await request.get(shard.pathname + shard.search);
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('/products/code-reader</loc>');
    expect(xml).not.toContain('/personal-center');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /personal-center');
  });

  test('on-demand revalidation needs the secret', async ({ request }) => {
    const refused = await request.post('/api/revalidate', {
      headers: { Authorization: 'Bearer wrong' },
      data: { paths: ['/products'] },
    });
    expect(refused.status()).toBe(401);
    const secret = process.env.REVALIDATE_SECRET || 'dev-revalidate-secret';
    // Never in the URL (it would land in access logs), even the right one.
    const inUrl = await request.post(`/api/revalidate?secret=${secret}`, {
      data: { paths: ['/products'] },
    });
    expect(inUrl.status()).toBe(400);
    const accepted = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${secret}` },
      data: { paths: ['/products'] },
    });
    expect(accepted.status()).toBe(200);
    expect(((await accepted.json()) as { revalidated: string[] }).revalidated).toEqual([
      '/products',
    ]);
  });

  test('on-demand revalidation refuses what is not a page, and says why', async ({ request }) => {
    const secret = process.env.REVALIDATE_SECRET || 'dev-revalidate-secret';
    const notAPage = `/nope-${Date.now()}`;
    const response = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${secret}` },
      data: { paths: ['/products', notAPage, '/../../../etc/passwd', '/blogs?page=2', 'blogs'] },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      revalidated: string[];
      refused: { path: string; reason: string }[];
    };
    expect(body.revalidated).toEqual(['/products']);
    // Invalid paths first (checked before the site's pages are), then the pages refused.
    expect(body.refused).toEqual([
      { path: '/../../../etc/passwd', reason: expect.stringMatching(/^not a valid path/) },
      { path: '/blogs?page=2', reason: expect.stringMatching(/^not a valid path/) },
      { path: 'blogs', reason: expect.stringMatching(/^not a valid path/) },
      { path: notAPage, reason: 'not a page of the site' },
    ]);
    expect((await request.get(notAPage)).status()).toBe(404);
  });
});
