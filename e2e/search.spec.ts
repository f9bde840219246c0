/**
 * Search that forgives: one search for products and articles, the type a tab of
 * the results with its count; typos, spacing and hyphens forgiven (`scaner`, `ad 900`,
 * `OBD-II`, `batery tester` find the fixtures' real products); no results offer the nearest
 * names and popular products; the spec's `/search?type=…&keywords=…` addresses keep working.
 * Article results are the spec's accordion of bodies again, the
 * header box offers names while typing, nothing unrelated ("autel"), and its open row leaves
 * the fields room.
 */
import { seriousViolations } from './support/axe';
import type { Locator, Page } from '@playwright/test';
import { expect, MOCK_API_URL, test } from './fixtures';
import { SEARCH_PAGE_SIZE } from '../src/features/catalogue/search/paging';
import { publishEdit, undoEditsAfterEach } from './support/cms-edits';
import { productOfCategory23 } from './support/mock-records';

/** The suite's revalidation secret (scripts/e2e-stack.ts gives the stack the same). */
/** How soon a published edit must show, as on the pages (e2e/publish.spec.ts). */
const PUBLISH_BUDGET_MS = 5_000;
/** Results a search page shows of each list (src/features/catalogue/search/paging.ts). */
const PAGE_SIZE = SEARCH_PAGE_SIZE;
/** A keyword that finds more products than a page holds at 1x. */
const WIDE_KEYWORD = 'test';

/** The accordion buttons of the article results, one per article with its body. */
function articlePanels(page: Page) {
  return page
    .getByRole('region', { name: 'Articles found', exact: true })
    .getByRole('heading', { level: 2 })
    .getByRole('button');
}

/** Opens the header's search row (loaded on demand: a click before hydration is tried again). */
async function openHeaderSearch(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open search' });
  await expect(async () => {
    if (await toggle.isVisible()) await toggle.click();
    await expect(page.getByLabel('Keywords')).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

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
        .getByRole('button', { name: 'What Is an OBD2 Port and Where Do I Find It?' }),
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
    expect(await productNames(page)).toHaveLength(Math.min(productCount, PAGE_SIZE.goods));

    await articles.click();
    await expect(articles).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/search\?type=article&keywords=battery$/);
    // Every article found is on the tab, a page of bodies at a time: the pager leads on.
    expect(articleCount).toBeGreaterThan(PAGE_SIZE.article);
    let panels = await articlePanels(page).count();
    expect(panels).toBe(PAGE_SIZE.article);
    const pager = page.getByRole('navigation', { name: 'Articles pages' });
    for (let number = 2; panels < articleCount; number++) {
      await pager.getByRole('link', { name: 'Go to next page' }).click();
      await expect(page).toHaveURL(new RegExp(`type=article&keywords=battery&page=${number}$`));
      await expect(pager.getByRole('link', { name: `page ${number}` })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const onPage = await articlePanels(page).count();
      expect(onPage).toBeLessThanOrEqual(PAGE_SIZE.article);
      panels += onPage;
    }
    expect(panels).toBe(articleCount);
    await expect(pager.getByRole('link', { name: 'Go to next page' })).toHaveCount(0);

    // The spec's address with type=article opens on the articles tab.
    await page.goto('/search?type=article&keywords=battery');
    await expect(tab(page, /^Articles/)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Articles found', exact: true })).toBeVisible();
  });

  test('without a type, the page opens on the tab that has results', async ({ page }) => {
    await page.goto('/search?keywords=frankfurt');
    await expect(tab(page, /^Products \(0\)$/)).toHaveAttribute('aria-selected', 'false');
    await expect(tab(page, /^Articles \(1\)$/)).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('button', { name: 'Diagtools Opens a Service Center in Frankfurt' }),
    ).toBeVisible();
  });

  test('article results are an accordion whose panels show the bodies', async ({ page }) => {
    await page.goto('/search?type=article&keywords=battery');
    const found = page.getByRole('region', { name: 'Articles found', exact: true });
    const buttons = articlePanels(page);
    expect(await buttons.count()).toBeGreaterThan(1);
    // The first panel is open; the others are closed until asked for.
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');

    const right = found.getByRole('button', { name: 'Testing a Car Battery the Right Way' });
    if ((await right.getAttribute('aria-expanded')) === 'false') await right.click();
    await expect(right).toHaveAttribute('aria-expanded', 'true');
    const body = page.getByRole('region', { name: 'Testing a Car Battery the Right Way' });
    // The article's HTML body itself: its paragraphs and its own headings.
    await expect(body).toContainText('Voltage alone does not tell you if a battery is healthy');
    await expect(body.getByRole('heading', { name: 'Prepare the vehicle' })).toBeVisible();
    await expect(body.getByRole('heading', { name: 'Run the test' })).toBeVisible();
    // Sanitized: no script or inline handler reached the page.
    expect(await body.locator('script, [onclick], [onerror]').count()).toBe(0);

    // A closed panel opens on a click and shows its body.
    const closed = found.getByRole('button', { expanded: false }).first();
    const name = (await closed.innerText()).trim();
    await closed.click();
    await expect(found.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const opened = page.getByRole('region', { name, exact: true });
    await expect(opened.getByTestId('search-article-body')).toBeVisible();
    expect((await opened.getByTestId('search-article-body').innerHTML()).length).toBeGreaterThan(
      200,
    );

    // The link to the article's page stays.
    await body.getByRole('link', { name: /^Read the article/ }).click();
    await expect(page).toHaveURL(/\/blogs\/testing-a-car-battery-the-right-way$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Testing a Car Battery the Right Way' }),
    ).toBeVisible();
  });

  test('the results page stays light: one page of each list, whatever matches', async ({
    request,
  }) => {
    const response = await request.get('/search?type=article&keywords=battery');
    const html = await response.text();
    // 21 battery articles: 10 bodies and a link to the next page; markup and props well under 80 kB.
    expect(html.length).toBeLessThan(80_000);
    expect(html).toContain('href="/search?type=article&amp;keywords=battery&amp;page=2"');
    expect(html.match(/data-testid="search-article-body"/g)).toHaveLength(PAGE_SIZE.article);
    // A search matching more products than a page: one page of cards, the pager for the rest.
    const wide = await request.get(`/search?type=goods&keywords=${WIDE_KEYWORD}`);
    const data = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(
      await wide.text(),
    );
    const { result } = (
      JSON.parse(data![1]) as {
        props: {
          pageProps: { result: { goods: unknown[]; paging: { goods: { total: number } } } };
        };
      }
    ).props.pageProps;
    expect(result.paging.goods.total).toBeGreaterThan(PAGE_SIZE.goods);
    expect(result.goods).toHaveLength(PAGE_SIZE.goods);
  });

  test('a search with more products than a page pages them', async ({ page }) => {
    await page.goto(`/search?type=goods&keywords=${WIDE_KEYWORD}`);
    const count = await tabCount(tab(page, /^Products/));
    expect(count).toBeGreaterThan(PAGE_SIZE.goods);
    const first = await productNames(page);
    expect(first).toHaveLength(PAGE_SIZE.goods);
    await page
      .getByRole('navigation', { name: 'Products pages' })
      .getByRole('link', { name: 'Go to page 2' })
      .click();
    await expect(page).toHaveURL(new RegExp(`type=goods&keywords=${WIDE_KEYWORD}&page=2$`));
    await expect(tab(page, /^Products/)).toHaveText(`Products (${count})`);
    // The address changes before the new page's cards replace the old ones.
    await expect.poll(async () => (await productNames(page))[0]).not.toBe(first[0]);
    const second = await productNames(page);
    expect(second.length).toBe(Math.min(count - PAGE_SIZE.goods, PAGE_SIZE.goods));
    expect(second.some((name) => first.includes(name))).toBe(false);
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
    expect(await seriousViolations(page)).toEqual([]);
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
  const touched = undoEditsAfterEach();

  test('a published product edit reaches the forgiving search within 5 s, as it reaches the pages', async ({
    page,
    request,
  }) => {
    const goods = await productOfCategory23(MOCK_API_URL);
    // A word no record has; searched with a typo, so only the site's index can find it (the
    // API's own search matches exact text and reads the database afresh each time).
    const word = `zephyrquill`;
    const typo = '/search?type=goods&keywords=zephyrqill';
    await page.goto(typo);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'No results for “zephyrqill”',
    );

    const edit = await publishEdit(request, MOCK_API_URL, 'goods', goods.id, {
      goods_seo_keywords: word,
    });
    expect(edit.code).toBe(200);
    touched.push(...edit.revalidated);
    expect(edit.revalidated).toContain('/products');

    await expect
      .poll(
        async () => {
          await page.goto(typo);
          return page
            .getByRole('tabpanel')
            .getByRole('list', { name: 'Products found' })
            .getByRole('link', { name: goods.title })
            .count();
        },
        { timeout: PUBLISH_BUDGET_MS },
      )
      .toBeGreaterThan(0);
  });
});

test.describe('header search suggestions', () => {
  test('offers products and articles while typing; a name opens its page', async ({ page }) => {
    await page.goto('/');
    await openHeaderSearch(page);
    const field = page.getByRole('combobox', { name: 'Keywords' });
    await field.pressSequentially('ad9', { delay: 50 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    const option = list.getByRole('option', { name: /AD900 Pro Scan Tool/ });
    await expect(option).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    // The list is under the field, not clipped by the header's row.
    const fieldBox = (await field.boundingBox())!;
    const listBox = (await list.boundingBox())!;
    expect(listBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
    await option.click();
    await expect(page).toHaveURL(/\/products\/AD900-Pro-Scan-Tool$/);
  });

  test('"autel" suggests nothing unrelated, here or on the results page', async ({ page }) => {
    await page.goto('/');
    await openHeaderSearch(page);
    const field = page.getByRole('combobox', { name: 'Keywords' });
    const asked = page.waitForResponse((r) => r.url().includes('/api/suggest?keywords=autel'));
    await field.pressSequentially('autel', { delay: 30 });
    const answer = await (await asked).json();
    expect(answer.data).toEqual([]);
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?keywords=autel$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('No results for “autel”');
    await expect(main.getByText(/TPMS Sensors After/)).toHaveCount(0);
  });

  test('the open search fields keep room above the page below', async ({ page }) => {
    await page.goto('/');
    await openHeaderSearch(page);
    const header = page.locator('header').first();
    // The row opens with a transition: the room is read until it has settled.
    const room = async (field: Locator) => {
      const headerBox = (await header.boundingBox())!;
      const box = (await field.boundingBox())!;
      return headerBox.y + headerBox.height - (box.y + box.height);
    };
    for (const field of [page.getByLabel('Keywords'), page.getByLabel('Search type')]) {
      await expect.poll(() => room(field)).toBeGreaterThanOrEqual(10);
    }
  });
});
