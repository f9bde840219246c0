/**
 * The product page and the products sub-paths: the goods' banner picture is shown;
 * the software-update terms are the record's own or the spec's sample; the gallery picture
 * fills its stage (no grey bands); Where to buy lists every store of the record
 * and leads to the dealers; landing on a category sub-path leaves the category tabs in view
 * under the sticky header.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, MOCK_API_URL, test } from './fixtures';

interface GoodsRecord {
  goods_title: string;
  goods_banner_picture: string;
  goods_links_all: { goods_links_name: string; goods_links_address: string }[];
  goods_specifications_all: {
    goods_specifications_name: string;
    goods_specifications_details: string;
  }[];
}

async function goodsRecord(request: APIRequestContext, title: string): Promise<GoodsRecord> {
  const response = await request.get(
    `${MOCK_API_URL}/api/goods/goods_details?goods_title=${encodeURIComponent(title)}`,
  );
  return ((await response.json()) as { data: GoodsRecord }).data;
}

const updatesRow = (goods: GoodsRecord) =>
  goods.goods_specifications_all.find((row) =>
    /^software updates?$/i.test(row.goods_specifications_name),
  );

test.describe('product page', () => {
  test("shows the goods' banner picture above the gallery", async ({ page, request }) => {
    const goods = await goodsRecord(request, 'BT300 Battery Tester');
    await page.goto('/products/BT300-Battery-Tester');
    const banner = page.locator('main [data-page-banner] img');
    await expect(banner).toBeVisible();
    const file = goods.goods_banner_picture
      .split('/')
      .pop()!
      .replace(/\.\w+$/, '');
    expect(await banner.getAttribute('src')).toContain(file);
    // Loaded, not a broken picture.
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const gallery = page.getByRole('region', { name: 'BT300 Battery Tester gallery' });
    const bannerBox = (await banner.boundingBox())!;
    const galleryBox = (await gallery.boundingBox())!;
    expect(galleryBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
  });

  test('the gallery picture fills its stage: no grey bands', async ({ page }) => {
    await page.goto('/products/BT300-Battery-Tester');
    const picture = page.getByRole('img', {
      name: 'BT300 Battery Tester image 1 of',
      exact: false,
    });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const { natural, drawn, fit } = await picture.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth / img.naturalHeight,
      drawn: img.clientWidth / img.clientHeight,
      fit: getComputedStyle(img).objectFit,
    }));
    // The stage has the picture's shape, so nothing is letterboxed whatever the fit...
    expect(Math.abs(natural - drawn) / natural).toBeLessThan(0.02);
    // ...and a picture of another shape would be cropped, not framed in grey.
    expect(fit).toBe('cover');
  });

  test("software updates: the spec's sample where the record has none, else the record's", async ({
    page,
    request,
  }) => {
    const without = await goodsRecord(request, 'BT300 Battery Tester');
    expect(updatesRow(without)).toBeUndefined();
    await page.goto('/products/BT300-Battery-Tester');
    await expect(page.getByTestId('update-terms')).toHaveText(
      'Software updates: Free software updates for 3 years, then an annual subscription of 99 USD.',
    );

    const own = updatesRow(await goodsRecord(request, 'AD900 Pro Scan Tool'))!;
    await page.goto('/products/AD900-Pro-Scan-Tool');
    await expect(page.getByTestId('update-terms')).toHaveText(
      `Software updates: ${own.goods_specifications_details}`,
    );
  });

  test("where to buy: every store of the record, and the dealers' page", async ({
    page,
    request,
  }) => {
    const goods = await goodsRecord(request, 'TS500 TPMS Service Tool');
    await page.goto('/products/TS500-TPMS-Service-Tool');
    const stores = page.getByRole('list', { name: 'Online stores' }).getByRole('link');
    await expect(stores).toHaveCount(goods.goods_links_all.length);
    for (const link of goods.goods_links_all) {
      await expect(
        page.getByRole('link', { name: `Buy on ${link.goods_links_name}` }),
      ).toHaveAttribute('href', link.goods_links_address);
    }
    await page.getByRole('link', { name: 'Find a dealer or retail store near you' }).click();
    await expect(page).toHaveURL(/\/where-to-buy$/);
  });
});

test.describe('products sub-path', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`landing on a category leaves its tabs in view under the sticky header (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/products/code-reader');
      const tabs = page
        .getByRole('tablist')
        .filter({ has: page.getByRole('tab', { name: 'Code Reader' }) });
      // The scroll starts after 1000 ms and is smooth: wait until it has settled.
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 })
        .toBeGreaterThan(0);
      let last = -1;
      await expect
        .poll(async () => {
          const now = await page.evaluate(() => window.scrollY);
          const settled = now === last;
          last = now;
          return settled;
        })
        .toBe(true);
      const header = (await page.locator('header').first().boundingBox())!;
      const box = (await tabs.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    });
  }
});
