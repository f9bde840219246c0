/**
 * Issue 21, "search that forgives": one search for products and articles, the type a tab of
 * the results with its count; typos, spacing and hyphens forgiven (`scaner`, `ad 900`,
 * `OBD-II`, `batery tester` find the fixtures' real products); no results offer the nearest
 * names and popular products; article results are a list of results, never an article in
 * full; the spec's `/search?type=…&keywords=…` addresses keep working.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, MOCK_API_URL, test } from './fixtures';
import { publishEdit, undoContentEdits } from './support/cms-edits';

/** The suite's revalidation secret (scripts/e2e-stack.ts gives the stack the same). */
/** How soon a published edit must show, as on the pages (e2e/publish.spec.ts). */
const PUBLISH_BUDGET_MS = 5_000;

function tab(page: Page, name: RegExp) {
  return page.getByRole('tablist', { name: 'Result types' }).getByRole('tab', { name });
}

/** The product names of the results panel, in order. */
async function productNames(page: Page): Promise<string[]> {
  const cards = page
    .getByRole('tabpanel')
    .getByRole('list', { name: 'Products found' })
    .getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  return (await cards.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** The count a tab shows: "Products (12)" → 12. */
async function tabCount(locator: Locator): Promise<number> {
  const match = /\((\d+)\)/.exec(await locator.innerText());
  expect(match, 'the tab shows a count').not.toBeNull();
  return Number(match![1]);
}

test.describe('search that forgives', () => {
  test('a typo: "scaner" finds the scanners and scan tools', async ({ page }) => {
    const response = await page.goto('/search?keywords=scaner');
    expect(response?.status()).toBe(200);
    const names = await productNames(page);
    for (const wanted of ['AD800 Elite Scanner', 'AD600 Lite Scanner', 'AD500 OBD2 Scanner']) {
      expect(
        names.some((name) => name.includes(wanted)),
        wanted,
      ).toBe(true);
    }
    expect(names.some((name) => name.includes('AD900 Pro Scan Tool'))).toBe(true);
    expect(names.some((name) => /Battery|Paint|TPMS/.test(name))).toBe(false);
  });

  test('spacing: "ad 900" finds the AD900 first and not its neighbours', async ({ page }) => {
    await page.goto('/search?type=goods&keywords=ad%20900');
    const names = await productNames(page);
    expect(names[0]).toContain('AD900 Pro Scan Tool');
    expect(names.some((name) => /AD950|AD800|AD300/.test(name))).toBe(false);
  });

  test('hyphens and numerals: "OBD-II" finds the OBD2 tools and articles', async ({ page }) => {
    await page.goto('/search?type=goods&keywords=OBD-II');
    const names = await productNames(page);
    for (const wanted of [
      'AD500 OBD2 Scanner',
      'CR200 OBD2 Code Reader',
      'CR450 Wireless OBD2 Adapter',
    ]) {
      expect(
        names.slice(0, 3).some((name) => name.includes(wanted)),
        wanted,
      ).toBe(true);
    }
    await tab(page, /^Articles/).click();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('link', { name: 'What Is an OBD2 Port and Where Do I Find It?' }),
    ).toBeVisible();
  });

  test('a typo in two words: "batery tester" finds the battery testers first', async ({ page }) => {
    await page.goto('/search?keywords=batery%20tester');
    const names = await productNames(page);
    expect(names[0]).toMatch(/Battery Tester/);
    for (const wanted of ['BT300 Battery Tester', 'BT400 Pro Battery Tester']) {
      expect(
        names.some((name) => name.includes(wanted)),
        wanted,
      ).toBe(true);
    }
  });
});

test.describe('search results', () => {
  test('a tab per kind with its count; the tab follows the address and the address the tab', async ({
    page,
  }) => {
    await page.goto('/search?type=goods&keywords=battery');
    const products = tab(page, /^Products \(\d+\)$/);
    const articles = tab(page, /^Articles \(\d+\)$/);
    await expect(products).toHaveAttribute('aria-selected', 'true');
    const productCount = await tabCount(products);
    const articleCount = await tabCount(articles);
    expect(productCount).toBeGreaterThan(0);
    expect(articleCount).toBeGreaterThan(0);
    expect(await productNames(page)).toHaveLength(productCount);

    await articles.click();
    await expect(articles).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/search\?type=article&keywords=battery$/);
    await expect(
      page.getByRole('list', { name: 'Articles found' }).getByRole('listitem'),
    ).toHaveCount(articleCount);

    // The spec's address with type=article opens on the articles tab.
    await page.goto('/search?type=article&keywords=battery');
    await expect(tab(page, /^Articles/)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Articles found' })).toBeVisible();
  });

  test('without a type, the page opens on the tab that has results', async ({ page }) => {
    await page.goto('/search?keywords=frankfurt');
    await expect(tab(page, /^Products \(0\)$/)).toHaveAttribute('aria-selected', 'false');
    await expect(tab(page, /^Articles \(1\)$/)).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('link', { name: 'Diagtools Opens a Service Center in Frankfurt' }),
    ).toBeVisible();
  });

  test('article results are a list: title, excerpt and link, never an article in full', async ({
    page,
  }) => {
    await page.goto('/search?type=article&keywords=battery');
    const items = page.getByRole('list', { name: 'Articles found' }).getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(1);
    const right = items.filter({ hasText: 'Testing a Car Battery the Right Way' });
    await expect(right).toContainText('Voltage alone does not tell you if a battery is healthy');
    // The article's own sections are not on the results page.
    await expect(page.getByRole('heading', { name: 'Prepare the vehicle' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0);
    for (const link of await items.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^\/blogs\/[^/]+$/);
    }
    await right.getByRole('link', { name: 'Testing a Car Battery the Right Way' }).click();
    await expect(page).toHaveURL(/\/blogs\/testing-a-car-battery-the-right-way$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Testing a Car Battery the Right Way' }),
    ).toBeVisible();
  });

  test('no results: says so, offers the nearest names and popular products', async ({ page }) => {
    const response = await page.goto('/search?keywords=AD990');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('No results for “AD990”');
    const didYouMean = main.getByRole('region', { name: 'Did you mean' });
    await expect(didYouMean.getByRole('link', { name: 'AD900 Pro Scan Tool' })).toHaveAttribute(
      'href',
      '/products/AD900-Pro-Scan-Tool',
    );
    await expect(
      didYouMean.getByRole('link', { name: 'AD950 Ultra Diagnostic Platform' }),
    ).toBeVisible();
    // Popular: the hot-badged products first.
    const popular = main.getByRole('region', { name: 'Popular products' }).getByRole('listitem');
    await expect(popular).toHaveCount(6);
    await expect(popular.first()).toContainText('Hot');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test('the header searches products and articles alike; the page refines the search', async ({
    page,
  }) => {
    await page.goto('/');
    // The search row loads on demand: a click that landed before hydration is tried again
    // (only while the toggle still says Open, so an open row is never closed).
    const toggle = page.getByRole('button', { name: 'Open search' });
    await expect(async () => {
      if (await toggle.isVisible()) await toggle.click();
      await expect(page.getByLabel('Keywords')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(page.getByLabel('Search type')).toHaveValue('');
    await page.getByLabel('Keywords').fill('batery tester');
    await page.getByLabel('Keywords').press('Enter');
    await expect(page).toHaveURL(/\/search\?keywords=batery\+tester$/);
    // The results render after the address changes: wait for them, not the address alone.
    await expect.poll(async () => (await productNames(page))[0]).toMatch(/Battery Tester/);

    const field = page.getByLabel('Search products and articles');
    await expect(field).toHaveValue('batery tester');
    await field.fill('tpms');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?type=goods&keywords=tpms$/);
    await expect
      .poll(async () => {
        const names = await productNames(page);
        return names.length > 0 && names.every((name) => /TPMS|Tire|TS\d/.test(name));
      })
      .toBe(true);
  });
});

test.describe('search index freshness', () => {
  let touched: string[] = [];

  test.afterEach(async ({ request, resetMock }) => {
    await undoContentEdits(request, resetMock, touched);
    touched = [];
  });

  test('a published product edit reaches the forgiving search within 5 s, as it reaches the pages', async ({
    page,
    request,
  }) => {
    const list = await request.get(`${MOCK_API_URL}/api/goods/goods_all?category_id=23&page=1`);
    const goods = (
      (await list.json()) as { goods_all: { goods_id: number; goods_title: string }[] }
    ).goods_all[0];
    // A word no record has; searched with a typo, so only the site's index can find it (the
    // API's own search matches exact text and reads the database afresh each time).
    const word = `zephyrquill`;
    const typo = '/search?type=goods&keywords=zephyrqill';
    await page.goto(typo);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'No results for “zephyrqill”',
    );

    const edit = await publishEdit(request, MOCK_API_URL, 'goods', goods.goods_id, {
      goods_seo_keywords: word,
    });
    touched = edit.revalidated;
    expect(edit.code).toBe(200);
    expect(edit.revalidated).toContain('/products');

    await expect
      .poll(
        async () => {
          await page.goto(typo);
          return page
            .getByRole('tabpanel')
            .getByRole('list', { name: 'Products found' })
            .getByRole('link', { name: goods.goods_title })
            .count();
        },
        { timeout: PUBLISH_BUDGET_MS },
      )
      .toBeGreaterThan(0);
  });
});
