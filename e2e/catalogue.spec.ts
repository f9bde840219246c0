import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, MOCK_API_URL, test } from './fixtures';
import { DESKTOP, PHONE, box } from './support/layout-probes';

interface Goods {
  goods_title: string;
  goods_specifications_all: {
    goods_specifications_name: string;
    goods_specifications_details: string;
  }[];
  goods_problem_all: { goods_problem_name: string }[];
  likeCount: number;
}

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${MOCK_API_URL}${path}`);
  const body = (await response.json()) as { code: number } & T;
  expect(body.code).toBe(200);
  return body;
}

test.describe('catalogue', () => {
  test('home to a product detail through the mega menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const products = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Products',
      exact: true,
    });
    await products.hover();
    const menu = page.getByRole('region', { name: 'Products menu' });
    await expect(menu.getByRole('link', { name: /View all/ }).first()).toBeVisible();
    const link = menu.locator('a[href^="/products/"]:not([aria-label^="View all"])').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await page.waitForURL(`**${href}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the products list: page 1 in the HTML, pages and tabs in the browser', async ({
    page,
    request,
  }) => {
    const first = await apiJson<{ goods_all: Goods[]; page: { total: number } }>(
      request,
      '/api/goods/goods_all?page=1',
    );
    const html = await (await request.get('/products')).text();
    expect(html).toContain(first.goods_all[0].goods_title);
    expect(html).toContain(`Total ${first.page.total}`);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/products');
    const list = page.getByRole('tabpanel');
    await expect(list.getByRole('link', { name: first.goods_all[0].goods_title })).toBeVisible();

    const second = await apiJson<{ goods_all: Goods[] }>(request, '/api/goods/goods_all?page=2');
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(list.getByRole('link', { name: second.goods_all[0].goods_title })).toBeVisible();

    const codeReaders = await apiJson<{ goods_all: Goods[] }>(
      request,
      '/api/goods/goods_all?category_id=23&page=1',
    );
    await page.getByRole('tab', { name: 'Code Reader' }).click();
    await expect(page.getByRole('tab', { name: 'Code Reader' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      list.getByRole('link', { name: codeReaders.goods_all[0].goods_title }),
    ).toBeVisible();
  });

  test('product search on /products', async ({ page, request }) => {
    const found = await apiJson<{ data: Goods[] }>(
      request,
      '/api/api/goods_search?goodsKeywordsName=reader',
    );
    expect(found.data.length).toBeGreaterThan(0);
    await page.goto('/products');
    const field = page.getByLabel('Search products');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please enter a keyword')).toBeVisible();

    await field.fill('reader');
    await field.press('Enter');
    await expect(page.getByRole('tab', { name: 'Search Results' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Search results for' })).toContainText(
      `${found.data.length} product`,
    );
    await expect(
      page.getByRole('tabpanel').getByRole('link', { name: found.data[0].goods_title }),
    ).toBeVisible();
    await expect(field).toHaveValue('');
  });

  test('a category sub-path lists its own goods', async ({ request }) => {
    const codeReaders = await apiJson<{ goods_all: Goods[] }>(
      request,
      '/api/goods/goods_all?category_id=23&page=1',
    );
    const html = await (await request.get('/products/code-reader')).text();
    for (const goods of codeReaders.goods_all) expect(html).toContain(goods.goods_title);
  });

  test('product detail shows the record: title, likes, specs, FAQ, JSON-LD', async ({
    page,
    request,
  }) => {
    const title = 'AD900 Pro Scan Tool';
    const { data } = await apiJson<{ data: Goods }>(
      request,
      `/api/goods/goods_details?goods_title=${encodeURIComponent(title)}`,
    );
    const response = await request.get('/products/AD900-Pro-Scan-Tool');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"@type":"BreadcrumbList"');

    await page.goto('/products/AD900-Pro-Scan-Tool');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const spec = data.goods_specifications_all[0];
    const specs = page.getByRole('region', { name: 'Specifications' });
    await expect(specs.getByText(spec.goods_specifications_name, { exact: true })).toBeVisible();
    await expect(specs.getByText(spec.goods_specifications_details, { exact: true })).toBeVisible();
    const faq = data.goods_problem_all[0].goods_problem_name;
    await expect(page.getByRole('button', { name: `Q: ${faq}` })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`${data.likeCount.toLocaleString('en-US')} likes`)),
    ).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Read More' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Retract' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByRole('heading', { name: 'Keep Exploring' })).toBeVisible();
  });
});

test.describe('function stock', () => {
  test('the sample is 999, half of the crossed 1,998', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/function-stock');
    const card = page.getByRole('list', { name: 'Functions' }).getByRole('listitem').first();
    await expect(card.getByText('$999.00')).toBeVisible();
    await expect(card.locator('s')).toHaveText(/\$1,998\.00/);
    await expect(card.getByText('50% off')).toBeVisible();
  });

  test('a phone sees products on its first screen; the filters fold', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/function-stock');
    const first = page.getByRole('list', { name: 'Functions' }).getByRole('listitem').first();
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Measured once the filters have folded, until the layout has settled.
    await expect.poll(async () => (await box(first)).y).toBeLessThan(PHONE.height - 80);
    const allBrands = page.getByRole('button', { name: 'All Brands', exact: true });
    await expect(allBrands).toBeHidden();
    await toggle.click();
    await expect(allBrands).toBeVisible();
  });

  test('a like makes no request and stays after a reload', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/function-stock');
    await page.waitForLoadState('networkidle');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType())) calls.push(request.url());
    });
    const like = page.getByRole('button', { name: /^Like / }).first();
    const name = (await like.getAttribute('aria-label')) ?? '';
    await like.click();
    await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').getByText('Liked')).toBeVisible();
    await page.waitForTimeout(500);
    expect(calls).toEqual([]);
    await page.reload();
    await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  });
});

test('the id-5 badge is "Special" in the mega menu and in the product grid', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/');
  const products = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Products', exact: true });
  await products.hover();
  const panel = page.getByRole('region', { name: 'Products menu' });
  // AD950 Ultra Diagnostic Platform carries tag 5 in the fixtures.
  const inMenu = panel.getByRole('link', { name: /AD950 Ultra Diagnostic Platform/ });
  await expect(inMenu).toContainText('Special');
  await expect(panel.getByText('Featured', { exact: true })).toHaveCount(0);

  await gotoHydrated(page, '/products/automotive-diagnostic-tool');
  const card = page
    .getByRole('main')
    .locator('article, li')
    .filter({ hasText: 'AD950 Ultra Diagnostic Platform' })
    .first();
  await expect(card).toContainText('Special');
  await expect(page.getByRole('main').getByText('Featured', { exact: true })).toHaveCount(0);
});
