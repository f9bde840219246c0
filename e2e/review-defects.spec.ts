/**
 * Layout and content defects, measured in the browser:
 * icon sizes, banner text inside its banner, one title per page, one heading weight, blog
 * bylines on one line, balanced last rows, small mega-menu pictures, download facts, one price
 * colour, the function-stock sample and like, the blog pager's scroll and the partnership page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

/** `inner` lies inside `outer` (1 px of rounding allowed). */
function expectInside(inner: Box, outer: Box) {
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 1);
  expect(inner.y).toBeGreaterThanOrEqual(outer.y - 1);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 1);
}

/** Text as the page compares titles: `&` read as "and", no punctuation, lower case. */
function comparable(text: string): string {
  return text
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The list's items grouped in rows by their top edge. */
async function rowsOf(list: Locator): Promise<Box[][]> {
  const boxes: Box[] = [];
  for (const item of await list.locator(':scope > *').all()) boxes.push(await box(item));
  const rows = new Map<number, Box[]>();
  for (const b of boxes) {
    const key = [...rows.keys()].find((top) => Math.abs(top - b.y) < 2) ?? b.y;
    rows.set(key, [...(rows.get(key) ?? []), b]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** A short last row sits in the middle of the list, not at its start. */
async function expectBalancedLastRow(list: Locator) {
  const rows = await rowsOf(list);
  expect(rows.length).toBeGreaterThan(1);
  const last = rows[rows.length - 1];
  expect(last.length).toBeLessThan(rows[0].length);
  const outer = await box(list);
  const left = Math.min(...last.map((b) => b.x)) - outer.x;
  const right = outer.x + outer.width - Math.max(...last.map((b) => b.x + b.width));
  expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
}

test.describe('ufluencer benefits', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`the benefit icons are small and whole at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/partnership/ufluencer-program');
      const cards = page.getByRole('region', { name: 'Program features' }).getByRole('listitem');
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) {
        const icon = card.getByRole('img');
        await icon.scrollIntoViewIfNeeded();
        await expect(icon).toHaveJSProperty('complete', true);
        // Not cut: drawn whole (contain, not cover) and inside its card.
        await expect(icon).not.toHaveCSS('object-fit', 'cover');
        // Both boxes measured again until the layout has settled (a picture or a font that
        // arrives late moves the card while the two are read one after the other).
        await expect(async () => {
          const iconBox = await box(icon);
          expect(iconBox.width).toBeLessThanOrEqual(96);
          expect(iconBox.height).toBeLessThanOrEqual(96);
          expect(iconBox.width).toBeGreaterThan(24);
          expectInside(iconBox, await box(card));
        }).toPass();
      }
    });
  }
});

test.describe('banners on a phone', () => {
  test.use({ viewport: PHONE });

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

test.describe('blog cards', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`author and date share one line at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/blogs');
      const bylines = page.getByTestId('article-card').locator('time').locator('..');
      await expect.poll(() => bylines.count()).toBeGreaterThan(3);
      await expect(async () => {
        for (const byline of await bylines.all()) {
          // The avatar is 28 px: one line of text beside it, never two.
          expect((await box(byline)).height).toBeLessThanOrEqual(32);
        }
      }).toPass();
    });
  }

  test('the pager takes the reader to the top of the page, as every navigation does', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/blogs');
    const list = page.getByRole('region', { name: 'Articles' });
    const first = list.getByTestId('article-card').first().getByRole('heading');
    const before = await first.innerText();
    const pager = page.getByRole('navigation', { name: 'Articles pages' });
    await pager.scrollIntoViewIfNeeded();
    await pager.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(first).not.toHaveText(before);
    // The page's top (the banner), not the list's, as a new page would open.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });
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

test('mega-menu pictures are fetched small', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const widths: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/_next/image') widths.push(Number(url.searchParams.get('w')));
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  widths.length = 0;
  const nav = page.getByRole('navigation', { name: 'Main' });
  /** Every width a menu picture offers (its src and its srcset). */
  const offered = () =>
    page.locator('header img').evaluateAll((images) =>
      images.flatMap((img) =>
        [img.getAttribute('src') ?? '', ...(img.getAttribute('srcset') ?? '').split(',')]
          .map((entry) => /[?&]w=(\d+)/.exec(entry)?.[1])
          .filter((w): w is string => Boolean(w))
          .map(Number),
      ),
    );
  const seen: number[] = [];
  for (const name of ['Products', 'Support', 'Partnership']) {
    await nav.getByRole('link', { name, exact: true }).hover();
    // The panel (loaded on the first hover) is open and its products, if any, have loaded.
    const panel = page.getByRole('region', { name: `${name} menu` });
    await expect(panel).toBeVisible();
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    seen.push(...(await offered()));
  }
  await page.waitForLoadState('networkidle');
  await expect.poll(() => widths.length).toBeGreaterThan(0);
  expect(seen.length).toBeGreaterThan(0);
  expect([...widths, ...seen].filter((w) => w > 640)).toEqual([]);
});

test.describe('downloads', () => {
  test('every file shows its size and date, and its version when it has one', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/support/downloads');
    const cards = page
      .getByRole('region', { name: 'Files' })
      .locator('ul')
      .first()
      .locator(':scope > li');
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    for (const card of await cards.all()) {
      await expect(card.locator('[data-fact="Size"] dd')).toHaveText(/^\d+(\.\d)? (B|KB|MB)$/);
      await expect(card.locator('[data-fact="Updated"] dd')).toHaveText(/\w{3} \d{1,2}, \d{4}/);
      const title = await card.getByRole('heading').innerText();
      const version = /\bv(\d+(\.\d+)*)/i.exec(title)?.[1];
      if (version) await expect(card.locator('[data-fact="Version"] dd')).toHaveText(version);
    }
    // The manuals carry their version in the file name.
    await expect(page.locator('[data-fact="Version"]')).not.toHaveCount(0);
    // A page the browser loads itself asks the files for their facts.
    const firstTitle = await cards.first().getByRole('heading').innerText();
    await page
      .getByRole('navigation', { name: 'Downloads pages' })
      .getByRole('button', { name: 'Go to page 2' })
      .click();
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle);
    await expect(cards.first().locator('[data-fact="Size"] dd')).toHaveText(/\d/);
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

test('the partnership page lists the four programmes with their introductions', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/partnership');
  const cards = page.getByRole('list', { name: 'Partnership pages' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(hrefs.sort()).toEqual([
    '/partnership/become-a-distributor',
    '/partnership/corporate-purchase',
    '/partnership/inventers-testers-program',
    '/partnership/ufluencer-program',
  ]);
  for (const card of await cards.all()) {
    expect((await card.locator('p').innerText()).length).toBeGreaterThan(20);
  }
  await expect(page.getByRole('main').getByRole('heading', { name: 'Partnership' })).toHaveCount(1);
});
