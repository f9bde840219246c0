/**
 * Compare products: the tray (filled from cards and product pages, kept across pages and
 * reloads, reachable by keyboard, four at most), the address that alone reproduces a
 * comparison, the differences and the phone layout.
 */
import { seriousViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const AD900 = { slug: 'AD900-Pro-Scan-Tool', title: 'AD900 Pro Scan Tool' };
const AD1000 = { slug: 'AD1000-Max-Diagnostic-Tablet', title: 'AD1000 Max Diagnostic Tablet' };
const AD500 = { slug: 'AD500-OBD2-Scanner', title: 'AD500 OBD2 Scanner' };
const AD300 = { slug: 'AD300-Smart-Scan-Tool', title: 'AD300 Smart Scan Tool' };
const AD600 = { slug: 'AD600-Lite-Scanner', title: 'AD600 Lite Scanner' };
const BT500 = {
  slug: 'BT500-Battery-and-System-Tester',
  title: 'BT500 Battery and System Tester',
};
const THREE = `/compare?products=${[AD900, AD1000, AD500].map((p) => p.slug).join(',')}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** A comparison a visitor would make: three scan tools and a battery tester. */
const MIXED = `/compare?products=${[AD900, AD1000, BT500, AD500].map((p) => p.slug).join(',')}`;

const tray = (page: Page) => page.getByRole('region', { name: /^Compare \d of 4$/ });
const compareButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `Compare ${title}`, exact: true });
/** The product columns' headings of the comparison table. */
const columns = (page: Page) => page.getByRole('table').getByRole('columnheader');

test.describe('compare tray', () => {
  test('adds from a card and from a product page, and keeps them across pages and reloads', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products');
    const fromCard = compareButton(page, AD900.title).last();
    await expect(fromCard).toHaveAttribute('aria-pressed', 'false');
    await fromCard.click();
    await expect(fromCard).toHaveAttribute('aria-pressed', 'true');
    await expect(tray(page)).toBeVisible();
    await expect(tray(page).getByText(AD900.title)).toBeVisible();

    // Another page: the tray still holds it; the product page adds a second one.
    await gotoHydrated(page, `/products/${AD500.slug}`);
    await expect(tray(page).getByText(AD900.title)).toBeVisible();
    await compareButton(page, AD500.title).click();
    await expect(tray(page)).toHaveAccessibleName('Compare 2 of 4');

    await page.reload();
    await expect(tray(page)).toHaveAccessibleName('Compare 2 of 4');
    await expect(compareButton(page, AD500.title)).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/');
    await expect(tray(page).getByText(AD500.title)).toBeVisible();
  });

  test('is reached with Tab right after the page content, and opens the comparison', async ({
    page,
  }) => {
    // Keys reach the page's handlers once it has hydrated (the scripts run after the paint).
    await gotoHydrated(page, `/products/${AD900.slug}`);
    await compareButton(page, AD900.title).press('Enter');
    await expect(compareButton(page, AD900.title)).toHaveAttribute('aria-pressed', 'true');
    await gotoHydrated(page, `/products/${AD1000.slug}`);
    await compareButton(page, AD1000.title).focus();
    await page.keyboard.press('Space');
    await expect(tray(page)).toHaveAccessibleName('Compare 2 of 4');

    // From the last focusable thing of the page's content, Tab goes into the tray.
    await page
      .locator('main')
      .locator('a[href], button:not([disabled]), [tabindex="0"]')
      .last()
      .focus();
    const remove = tray(page).getByRole('button', {
      name: `Remove ${AD900.title} from comparison`,
    });
    const open = tray(page).getByRole('link', { name: 'Compare 2 products' });
    let reached = false;
    for (let i = 0; i < 6 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await tray(page).evaluate((el) => el.contains(document.activeElement));
    }
    expect(reached).toBe(true);
    // The focused control shows a ring (visible focus).
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle),
      )
      .not.toBe('none');
    await expect(remove).toBeVisible();
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/compare?products=${AD900.slug},${AD1000.slug}`);
    await expect(columns(page)).toHaveCount(2);
  });

  test('holds four at most and says why a fifth is not added', async ({ page }) => {
    await gotoHydrated(page, '/products');
    for (const product of [AD900, AD1000, AD500, AD300]) {
      const button = compareButton(page, product.title).last();
      await button.click();
      // Each choice lands before the next one (the tray's count would otherwise race them).
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(tray(page)).toHaveAccessibleName('Compare 4 of 4');
    const fifth = compareButton(page, AD600.title).last();
    await fifth.click();
    await expect(fifth).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status').filter({ hasText: 'up to 4 products' })).toHaveText(
      `You can compare up to 4 products. Remove one from the tray to add ${AD600.title}.`,
    );
    await expect(tray(page)).toHaveAccessibleName('Compare 4 of 4');
    // The tray with its message passes axe (contrast, names).
    expect(await seriousViolations(page, { include: '[data-compare-tray]' })).toEqual([]);
    // Taking one out makes room.
    await tray(page)
      .getByRole('button', { name: `Remove ${AD300.title} from comparison` })
      .click();
    await fifth.click();
    await expect(fifth).toHaveAttribute('aria-pressed', 'true');
  });
  test('the full-tray notice stays on its page; names show whole while the bar has room', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/products');
    for (const product of [AD900, AD1000, AD500, AD300]) {
      const button = compareButton(page, product.title).last();
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await compareButton(page, AD600.title).last().click();
    const notice = page.getByText(/^You can compare up to 4 products\./);
    await expect(notice).toBeVisible();
    // No name is cut short ("AD1000 Max Diagnostic Ta…"): each shows its whole text.
    for (const product of [AD900, AD1000, AD500, AD300]) {
      const name = tray(page).getByText(product.title, { exact: true });
      await expect(name).toBeVisible();
      expect(await name.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    // The notice was about that page: the comparison opens without it.
    await tray(page).getByRole('link', { name: 'Compare 4 products' }).click();
    await expect(page).toHaveURL(/\/compare\?products=/);
    await expect(columns(page)).toHaveCount(4);
    await expect(tray(page)).toHaveAccessibleName('Compare 4 of 4');
    await expect(notice).toHaveCount(0);
  });
});

test.describe('compare address', () => {
  test('the address alone reproduces the comparison, also after a reload', async ({ page }) => {
    const response = await page.goto(THREE);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('s-maxage=');
    const titles = [AD900.title, AD1000.title, AD500.title];
    await expect(columns(page)).toHaveText(titles.map((t) => new RegExp(t)));
    await page.reload();
    await expect(columns(page)).toHaveText(titles.map((t) => new RegExp(t)));
    // Server-rendered: the table is in the HTML itself.
    const html = await (await page.request.get(THREE)).text();
    for (const title of titles) expect(html).toContain(title);
    expect(html).toContain('Vehicle Coverage');
  });

  test('names an unknown product in a notice and compares the rest', async ({ page }) => {
    const response = await page.goto(`/compare?products=${AD900.slug},No-Such-Tool`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'No-Such-Tool' })).toContainText(
      'No product found for “No-Such-Tool”',
    );
    await expect(columns(page)).toHaveCount(1);
  });

  test('keeps the first four of more, naming the ones left out', async ({ page }) => {
    const five = [AD900, AD1000, AD500, AD300, AD600].map((p) => p.slug).join(',');
    await page.goto(`/compare?products=${five}`);
    await expect(columns(page)).toHaveCount(4);
    await expect(columns(page).last()).toContainText(AD300.title);
    await expect(page.getByRole('status').filter({ hasText: 'up to 4' })).toContainText(
      `“${AD600.slug}” is left out`,
    );
  });
});

test.describe('differences', () => {
  test('differing rows are marked, and the toggle shows only those', async ({ page }) => {
    await page.goto(THREE);
    const table = page.getByRole('table');
    const model = table.getByRole('row', { name: /^Model/ });
    await expect(model).toHaveAttribute('data-differs', 'true');
    await expect(model.getByText('Differs')).toBeVisible();
    const temperature = table.getByRole('row', { name: /^Operating Temperature/ });
    await expect(temperature).toHaveAttribute('data-differs', 'false');
    await expect(temperature.getByText('Differs')).toHaveCount(0);

    const differing = await table.locator('tbody tr[data-differs="true"]').count();
    expect(differing).toBeGreaterThan(0);
    await page.getByRole('checkbox', { name: 'Show only differences' }).check();
    await expect(temperature).toHaveCount(0);
    // The differing specifications, and price and badge (shown, never counted).
    await expect(table.locator('tbody tr[data-group]')).toHaveCount(differing + 2);
    await expect(table.locator('tbody tr[data-group="summary"]')).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Show only differences' }).uncheck();
    await expect(temperature).toBeVisible();
  });

  test('products of different categories: the rows they share, the rest grouped below', async ({
    page,
  }) => {
    await page.goto(MIXED);
    const table = page.getByRole('table');
    await expect(columns(page)).toHaveCount(4);
    // Price and badge are shown, never counted.
    for (const name of ['Price', 'Badge']) {
      const row = table.getByRole('row', { name: new RegExp(`^${name}`) });
      await expect(row).toBeVisible();
      await expect(row).toHaveAttribute('data-differs', 'false');
      await expect(row.getByText('Differs')).toHaveCount(0);
    }
    const partial = table.locator('tbody[data-compare-group="partial"]');
    await expect(
      partial.getByRole('rowheader', { name: 'Listed for some of these products only' }),
    ).toBeVisible();
    /** Each row: its group, whether it says it differs, its values ('' where not listed). */
    const rows = await table.locator('tbody tr[data-group]').evaluateAll((trs) =>
      trs.map((tr) => ({
        group: tr.getAttribute('data-group'),
        differs: tr.getAttribute('data-differs') === 'true',
        values: [...tr.querySelectorAll('td')].map((td) =>
          td.textContent === 'Not listed' ? '' : (td.textContent ?? '').trim(),
        ),
      })),
    );
    const shared = rows.filter((row) => row.group === 'shared');
    const others = rows.filter((row) => row.group === 'partial');
    expect(shared.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    // Shared rows are listed by all four; the others miss at least one ("Not listed").
    for (const row of shared) expect(row.values.every((value) => value !== '')).toBe(true);
    for (const row of others) expect(row.values.some((value) => value === '')).toBe(true);
    // A row differs exactly when the values that are listed differ: "Not listed" is no difference.
    for (const row of [...shared, ...others]) {
      const listed = row.values.filter((value) => value !== '');
      expect(row.differs).toBe(new Set(listed).size > 1);
    }
    const specifications = shared.length + others.length;
    const differing = [...shared, ...others].filter((row) => row.differs).length;
    await expect(page.getByText(/specifications? differs?\.$/)).toHaveText(
      `${differing} of ${specifications} specifications differ.`,
    );
    expect(differing).toBeLessThan(specifications);
  });

  test('three tools of a kind: "Show only differences" hides the specifications they share', async ({
    page,
  }) => {
    await page.goto(THREE);
    const table = page.getByRole('table');
    const all = await table.locator('tbody tr[data-group]').count();
    await page.getByRole('checkbox', { name: 'Show only differences' }).check();
    const differing = table.locator('tbody tr[data-differs="true"]');
    // Price and badge stay in view; the rest are the differing specifications only.
    await expect(table.locator('tbody tr[data-group]')).toHaveCount(
      (await differing.count()) + (await table.locator('tbody tr[data-group="summary"]').count()),
    );
    expect(await table.locator('tbody tr[data-group]').count()).toBeLessThan(all);
  });

  test('the product page compares its category models and links into /compare', async ({
    page,
  }) => {
    await gotoHydrated(page, `/products/${AD900.slug}`);
    // The goods' banner is back above the product; the title still shows at once.
    await expect(page.locator('main [data-page-banner]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    const section = page.getByRole('region', { name: 'Compare the models' });
    await expect(section.getByRole('columnheader').first()).toContainText(AD900.title);
    const link = section.getByRole('link', { name: /^Compare all \d+ specifications$/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/compare\\?products=${AD900.slug},`));
    await link.click();
    await expect(page).toHaveURL(href!);
    await expect(columns(page).first()).toContainText(AD900.title);
  });
});

test.describe('compare on a phone', () => {
  test.use({ viewport: PHONE });

  test('the row names stay put while the products scroll sideways inside the table', async ({
    page,
  }) => {
    await page.goto(THREE);
    const scroller = page.getByRole('region', { name: /vs/ });
    await expect(scroller).toBeVisible();
    // No sideways scroll of the page itself; the table's own box scrolls.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await expect
      .poll(() => scroller.evaluate((el) => el.scrollWidth - el.clientWidth))
      .toBeGreaterThan(0);

    const rowName = page.getByRole('rowheader', { name: /^Model/ });
    const before = await rowName.boundingBox();
    const firstValue = page
      .getByRole('row', { name: /^Model/ })
      .getByRole('cell')
      .first();
    const valueBefore = await firstValue.boundingBox();
    await scroller.evaluate((el) => el.scrollBy({ left: 200 }));
    await expect
      .poll(async () => (await firstValue.boundingBox())!.x)
      .toBeLessThan(valueBefore!.x - 100);
    const after = await rowName.boundingBox();
    expect(after!.x).toBeCloseTo(before!.x, 0);
    // Readable: the row names keep a column of their own, values wrap in theirs.
    expect(after!.width).toBeGreaterThanOrEqual(100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });

  test('the row names break between words, never inside one', async ({ page }) => {
    await page.goto(THREE);
    const names = page.getByRole('rowheader');
    await expect(names.first()).toBeVisible();
    // Each word of each row name ("Connectivity", "Operating Temperature") on one line.
    const split = await names.evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const text = cell.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const words: string[] = [];
        const content = text.textContent ?? '';
        for (const match of content.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) words.push(match[0]);
        }
        return words;
      }),
    );
    expect(split).toEqual([]);
  });

  test('the caption wraps above the table within the screen, also once scrolled', async ({
    page,
  }) => {
    await page.goto(THREE);
    const scroller = page.getByRole('region', { name: /vs/ });
    const caption = page.getByRole('table').locator('caption');
    await expect(caption).toHaveText(`${AD900.title} vs ${AD1000.title} vs ${AD500.title}`);
    /** The caption's box against the viewport and against the scrolling box's visible part. */
    const fits = async () => {
      const box = (await caption.boundingBox())!;
      const frame = (await scroller.boundingBox())!;
      return (
        box.x >= 0 &&
        box.x + box.width <= PHONE.width &&
        box.x >= frame.x &&
        box.x + box.width <= frame.x + frame.width
      );
    };
    await expect.poll(fits).toBe(true);
    // Three names do not fit one line of 390 px: the caption wraps instead of running on.
    const lines = () =>
      caption.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    await expect.poll(lines).toBeGreaterThan(1);
    await scroller.evaluate((el) => el.scrollBy({ left: 200 }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expect.poll(fits).toBe(true);
  });

  test('the tray fits the phone and lists its products on demand', async ({ page }) => {
    await gotoHydrated(page, `/products/${AD900.slug}`);
    await compareButton(page, AD900.title).click();
    const toggle = tray(page).getByRole('button', { name: 'Show products' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(tray(page).getByText(AD900.title)).toBeVisible();
    expect(await seriousViolations(page, { include: '[data-compare-tray]' })).toEqual([]);
    // Once it has opened (it may animate), it fits the screen and the page does not scroll sideways.
    await expect
      .poll(async () => {
        const box = (await tray(page).boundingBox())!;
        return box.x >= 0 && box.x + box.width <= PHONE.width;
      })
      .toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
  });
});
