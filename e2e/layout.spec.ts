/**
 * Where things sit, measured in the browser. Phones: no public page may scroll sideways (a
 * carousel's row of slides inside a grid column once widened the home page to 1,090 px on a
 * 390 px screen), and a banner's title and introduction stay inside it. Every page: one title
 * and introduction, headings of one weight, balanced grids, prices in the one price colour.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DESKTOP,
  PHONE,
  box,
  expectBalancedLastRow,
  expectInside,
  rowsOf,
} from './support/layout-probes';

/** Text as the page compares titles: `&` read as "and", no punctuation, lower case. */
function comparable(text: string): string {
  return text
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const path of [
    '/',
    '/products',
    '/products/AD900-Pro-Scan-Tool',
    '/blogs',
    '/about-us',
    '/function-stock',
    '/statement',
    '/search?type=article&keywords=scan',
    '/support/vehicle-coverage',
  ]) {
    test(`${path} fits the screen width`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });
  }

  // A banner's title and introduction stay inside it.
  for (const path of [
    '/about-us/service-agreement',
    '/about-us/warranty-return',
    '/support/warranty-return',
    '/statement',
  ]) {
    test(`${path}: the title and the introduction are inside the banner`, async ({ page }) => {
      await page.goto(path);
      const banner = page.locator('[data-page-banner]').first();
      const title = banner.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      // Measured again until the layout has settled: the boxes are read one after the other.
      await expect(async () => {
        const bannerBox = await box(banner);
        expectInside(await box(title), bannerBox);
        for (const line of await banner.locator('p').all()) {
          expectInside(await box(line), bannerBox);
        }
      }).toPass();
    });
  }
});

test.describe('one title per page', () => {
  for (const path of [
    '/about-us/service-agreement',
    '/about-us/privacy-policy',
    '/about-us/warranty-return',
    '/about-us/terms-of-service',
    '/support/warranty-return',
    '/function-stock',
    '/partnership',
  ]) {
    test(`${path} says its title and introduction once`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      const main = page.getByRole('main');
      const title = comparable(await main.getByRole('heading', { level: 1 }).innerText());
      const headings = await main.locator('h1, h2, h3').allInnerTexts();
      const repeats = headings.map(comparable).filter((text) => text.startsWith(title));
      expect(repeats).toEqual([title]);
      // Paragraphs outside lists (a card's price may repeat from card to card).
      const paragraphs = (await main.locator('p:not(li p)').allInnerTexts()).map(comparable);
      const counts = new Map<string, number>();
      for (const text of paragraphs) if (text) counts.set(text, (counts.get(text) ?? 0) + 1);
      expect([...counts.entries()].filter(([, count]) => count > 1)).toEqual([]);
    });
  }
});

test('headings have one weight across page kinds', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const weights = new Map<string, string[]>();
  for (const path of [
    '/products',
    '/blogs',
    '/function-stock',
    '/partnership',
    '/partnership/corporate-purchase',
    '/about-us/privacy-policy',
    '/support/vehicle-coverage',
    '/support/downloads',
  ]) {
    await page.goto(path);
    const found = await page
      .getByRole('main')
      .locator('h1, h2')
      .evaluateAll((headings) =>
        headings
          .filter((h) => (h as HTMLElement).offsetParent !== null)
          .map((h) => `${h.tagName} ${getComputedStyle(h).fontWeight}`),
      );
    weights.set(path, found);
  }
  const all = [...weights.values()].flat();
  expect(all.length).toBeGreaterThan(8);
  const bad = [...weights.entries()].flatMap(([path, list]) =>
    list.filter((entry) => !entry.endsWith(' 700')).map((entry) => `${path}: ${entry}`),
  );
  expect(bad).toEqual([]);
});

test.describe('balanced grids', () => {
  test('a lone card of a short last row is centred (ufluencer, tablet)', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto('/partnership/ufluencer-program');
    const list = page.getByRole('region', { name: 'Program features' }).getByRole('list');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    // Measured again until the layout has settled (the boxes are read one by one).
    await expect(() => expectBalancedLastRow(list)).toPass();
  });

  test('the cards of a row keep one height (blogs)', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/blogs');
    const list = page.getByRole('region', { name: 'Articles' }).getByTestId('article-card');
    await expect(list.first()).toBeVisible();
    const grid = page
      .getByRole('region', { name: 'Articles' })
      .locator('div:has(> [data-testid="article-card"])')
      .first();
    // Measured again until the layout has settled (a card's picture may arrive late).
    await expect(async () => {
      const rows = await rowsOf(grid);
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) {
        const heights = row.map((b) => Math.round(b.height));
        expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
      }
    }).toPass();
  });

  test('the partnership programmes fill their rows', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/partnership');
    const list = page.getByRole('list', { name: 'Partnership pages' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(async () => {
      expect((await rowsOf(list)).map((row) => row.length)).toEqual([4]);
    }).toPass();
  });
});

test('every price is in the one price colour', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const token = async (p: Page) =>
    p.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-price)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
  await page.goto('/partnership/corporate-purchase');
  const expected = await token(page);
  const bulk = page.locator('dl[aria-label^="Bulk prices of"] dd').first();
  await expect(bulk).toBeVisible();
  await expect(bulk).toHaveCSS('color', expected);
  await page.goto('/function-stock');
  const sample = page.getByRole('list', { name: 'Functions' }).getByText('$999.00').first();
  await expect(sample).toHaveCSS('color', expected);
});
