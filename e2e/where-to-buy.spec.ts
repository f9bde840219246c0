/**
 * Where to buy on a map: the world map is plain SVG from the site itself (no map
 * tiles, no geometry or d3 in the browser's scripts, no request to another host), the countries
 * with dealers are marked, choosing one on the map or in the country select lists its
 * dealers only (`?country=XX`), the letter, region, keyword and mode filters still combine
 * with it, and the page stays short: the choice on a phone's first screen, under 8,000 px at
 * 390 and 1440 px.
 *
 * With no filter every dealer is listed, as a grid of legible logos using the
 * width at 1440 px; the browser's language only suggests its country; each /api/buy/* call
 * the page makes carries its one documented parameter, and combined filters still list the
 * right dealers. The page's weight: the map comes from the site's map route (cached, in a
 * box of its shape, so nothing moves when it arrives) and the dealers are in the page's data
 * once, only the first screenful of them as tiles in the HTML too (without scripts a note
 * says how many there are), the rest drawn below them in the browser without moving them, so
 * the HTML stays under 80 kB (e2e/html-budget.spec.ts).
 */
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, MOCK_API_URL, test } from './fixtures';

interface BuyCountry {
  country_id: number;
  country_name: string;
  business_all?: {
    business_name: string;
    business_url: string;
    business_album?: string;
    mode_id?: number;
  }[];
}
interface BusinessAll {
  mode_all: { mode_id: number; mode_name: string }[];
  region_all: { region_id: number; region_name: string; country_all?: BuyCountry[] }[];
  country_all: BuyCountry[];
}

const PATH = '/where-to-buy';
const MAP = 'Countries with dealers on the world map';
/** Germany and France have dealers in the fixtures (fixtures/factories/support.ts). */
const GERMANY = { code: 'DE', name: 'Germany', locale: 'de-DE' };
const FRANCE = { code: 'FR', name: 'France' };
/** The page's height at 1440 px, every dealer listed. */
const MAX_HEIGHT = 8_000;
/**
 * At 390 px every dealer is listed too, as legible logo tiles two a row, so the
 * page grows with the dealers: at most the page around the list (banner, filters, map, tabs,
 * footer) plus a heading a country and a 112 px row of tiles for every two of its dealers.
 * Tiles one a row, or taller ones, are over it (measured: 12,618 px for the fixtures' 120
 * dealers in 42 countries, of 13,700).
 */
const PHONE_FRAME = 3_200;
const PHONE_COUNTRY = 50;
const PHONE_ROW = 112;

/** The cap of the page's height at `width`, for the dealers of business_all. */
function heightCap(width: number, all: BusinessAll): number {
  if (width > 600) return MAX_HEIGHT;
  const countries = withDealers(all);
  const rows = countries.reduce(
    (sum, country) => sum + Math.ceil((country.business_all ?? []).length / 2),
    0,
  );
  return PHONE_FRAME + countries.length * PHONE_COUNTRY + rows * PHONE_ROW;
}
/**
 * The page's HTML, uncompressed: the key pages' budget (measured: 71.3 kB with the fixtures'
 * 120 dealers, 19 of them as tiles; 165 kB when the map's paths and every dealer's tile were
 * in it too).
 */
const MAX_HTML_BYTES = 80_000;
/** The site's route the browser fetches the map from. */
const MAP_ROUTE = '/api/where-to-buy-map';

async function businessAll(request: APIRequestContext): Promise<BusinessAll> {
  const response = await request.get(`${MOCK_API_URL}/api/buy/business_all`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as BusinessAll;
}

function withDealers(all: BusinessAll): BuyCountry[] {
  return all.country_all.filter((country) => (country.business_all ?? []).length > 0);
}

function dealersOf(all: BusinessAll, name: string) {
  const country = all.country_all.find((item) => item.country_name === name);
  expect(country, name).toBeDefined();
  return country?.business_all ?? [];
}

/** The country headings of the dealer list, as shown. */
function shownCountries(page: Page) {
  return page.locator('#where-to-buy-dealers').getByRole('heading', { level: 2 });
}

/** The dealer links of the list, as shown. */
function shownDealers(page: Page) {
  return page.locator('#where-to-buy-dealers').getByRole('list').getByRole('link');
}

function mapLink(page: Page, code: string) {
  return page.getByRole('group', { name: MAP }).locator(`a[data-country="${code}"]`);
}

test.describe('where to buy on a map', () => {
  // A language without a country: nothing is preselected.
  test.use({ locale: 'en' });

  test('the map is plain SVG from the site route, cached, with every country that has dealers marked; the HTML is light', async ({
    page,
    request,
  }) => {
    const all = await businessAll(request);
    const countries = withDealers(all);
    const html = await (await request.get(PATH)).text();
    // The dealers are in the page's data once, the first screenful of them as tiles too
    // (about 10 kB), the map not at all; the site's menu and footer are some 30 kB of it.
    const gzipped = gzipSync(html).length;
    test.info().annotations.push({
      type: 'html bytes',
      description: `${html.length} (${gzipped} gzipped)`,
    });
    expect(html.length, 'bytes of HTML').toBeLessThan(MAX_HTML_BYTES);
    expect(gzipped, 'bytes of gzipped HTML').toBeLessThan(MAX_HTML_BYTES / 4);
    expect(html).not.toContain('data-land');
    // The map's box, at the map's shape, holds its place before the map comes.
    const [, width, height] = /aspect-ratio:(\d+) \/ (\d+)/.exec(html) ?? [];
    expect(Number(width), 'the map box').toBe(800);
    expect(html).not.toContain('<!--$?-->');

    // The route: the map's markup, the rest of the world as one path under the marked
    // countries' links, for browsers and shared caches to keep.
    const answer = await request.get(MAP_ROUTE);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
    const svg = await answer.text();
    expect(svg).toMatch(
      new RegExp(
        `^<svg [^>]*viewBox="0 0 ${width} ${height}"[^>]*role="group"[^>]*><path d="M[^"]+" data-land=""`,
      ),
    );
    for (const code of [GERMANY.code, FRANCE.code, 'US', 'SG']) {
      expect(svg, code).toMatch(new RegExp(`<a [^>]*data-country="${code}"`));
    }

    const hosts = new Set<string>();
    const maps: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      hosts.add(url.hostname);
      if (url.pathname === MAP_ROUTE) maps.push(url.search);
    });
    await page.goto(PATH);
    await hydrated(page);
    const map = page.getByRole('group', { name: MAP });
    await expect(map).toBeVisible();
    // One link per country with dealers, each named by the country and its dealers.
    await expect(map.getByRole('link')).toHaveCount(countries.length);
    const germany = dealersOf(all, GERMANY.name).length;
    await expect(mapLink(page, GERMANY.code)).toHaveAccessibleName(
      `${GERMANY.name}, ${germany} dealers`,
    );
    // Singapore is too small for the 1:110m outline: a dot marks it.
    await expect(mapLink(page, 'SG').locator('circle')).toHaveCount(1);
    // Nothing from another host: no tiles, no map service; the map once, by its version.
    expect([...hosts].filter((host) => host !== 'localhost' && host !== '127.0.0.1')).toEqual([]);
    expect(maps).toEqual([expect.stringMatching(/^\?v=[0-9a-f]+$/)]);

    // The geometry and d3 stay on the server: no script of the page carries them.
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      expect(body, src).not.toMatch(/naturalEarth|"arcs":|topojson|geoPath/);
    }

    // Every country is listed by default.
    await expect(shownCountries(page)).toHaveCount(countries.length);
  });

  test("the map box has the map's size before the map comes: nothing moves", async ({
    page,
    browser,
  }) => {
    // The server's HTML and its styles alone, as the first paint shows them.
    const bare = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    const first = await bare.newPage();
    await first.goto(PATH);
    const before = await first.locator('[data-map-box]').boundingBox();
    await bare.close();

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PATH);
    await hydrated(page);
    await expect(page.getByRole('group', { name: MAP })).toBeVisible();
    const after = await page.locator('[data-map-box]').boundingBox();
    const svg = await page.getByRole('group', { name: MAP }).boundingBox();
    expect(before, 'the box in the HTML').not.toBeNull();
    expect(before?.height ?? 0).toBeGreaterThan(300);
    for (const box of [after, svg]) {
      expect(box?.y).toBeCloseTo(before?.y ?? 0, 0);
      expect(box?.height).toBeCloseTo(before?.height ?? 0, 0);
      expect(box?.width).toBeCloseTo(before?.width ?? 0, 0);
    }
  });

  test('choosing a country on the map, by click or keyboard, or in the select lists its dealers', async ({
    page,
    request,
  }) => {
    const all = await businessAll(request);
    await page.goto(PATH);
    await hydrated(page);

    await mapLink(page, GERMANY.code).click();
    await expect(page).toHaveURL(new RegExp(`[?&]country=${GERMANY.code}(&|$)`));
    await expect(shownCountries(page)).toHaveText([GERMANY.name]);
    await expect(shownDealers(page)).toHaveText(
      dealersOf(all, GERMANY.name).map((d) => `${d.business_name} (opens in a new tab)`),
    );
    await expect(mapLink(page, GERMANY.code)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue(GERMANY.code);

    // The select chooses too.
    await page.getByRole('combobox', { name: 'Country' }).selectOption(FRANCE.code);
    await expect(page).toHaveURL(new RegExp(`[?&]country=${FRANCE.code}(&|$)`));
    await expect(shownCountries(page)).toHaveText([FRANCE.name]);
    await expect(mapLink(page, GERMANY.code)).not.toHaveAttribute('aria-current', 'true');

    // The map's links are reached and followed with the keyboard.
    await mapLink(page, GERMANY.code).focus();
    await page.keyboard.press('Enter');
    await expect(shownCountries(page)).toHaveText([GERMANY.name]);

    // All countries again, and Back returns to the chosen one.
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'All countries' });
    await expect(page).not.toHaveURL(/[?&]country=/);
    await expect(shownCountries(page)).toHaveCount(withDealers(all).length);
    await page.goBack();
    await expect(shownCountries(page)).toHaveText([GERMANY.name]);

    // A shared address chooses the country (any case).
    await page.goto(`${PATH}?country=fr`);
    await expect(shownCountries(page)).toHaveText([FRANCE.name]);
    await expect(page).toHaveURL(/[?&]country=FR(&|$)/);
  });

  test('each dealer shows its mode, and the filters combine with the country', async ({
    page,
    request,
  }) => {
    const all = await businessAll(request);
    const modeName = new Map(all.mode_all.map((mode) => [mode.mode_id, mode.mode_name]));
    await page.goto(`${PATH}?country=${GERMANY.code}`);
    await hydrated(page);
    await expect(shownCountries(page)).toHaveText([GERMANY.name]);
    // The mock's records say each dealer's mode: the page finds it with mode_find.
    const rows = page.locator('#where-to-buy-dealers li');
    const germany = dealersOf(all, GERMANY.name);
    await expect(rows).toHaveCount(germany.length);
    for (const [index, dealer] of germany.entries()) {
      const mode = modeName.get(dealer.mode_id ?? -1);
      expect(mode, dealer.business_name).toBeDefined();
      await expect(rows.nth(index)).toContainText(mode ?? '');
    }

    // A mode tab keeps the country: Germany's dealers of that mode only.
    const mode = all.mode_all.find((item) => germany.some((d) => d.mode_id === item.mode_id));
    expect(mode).toBeDefined();
    if (!mode) return;
    await page.getByRole('tab', { name: mode.mode_name }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]mode=${mode.mode_id}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]country=${GERMANY.code}(&|$)`));
    await expect(shownDealers(page)).toHaveText(
      germany
        .filter((d) => d.mode_id === mode.mode_id)
        .map((d) => `${d.business_name} (opens in a new tab)`),
    );

    // A letter Germany does not start with: nothing is left, and the map dims Germany.
    await page.getByRole('combobox', { name: 'Letter' }).selectOption('F');
    await expect(page.locator('#where-to-buy-dealers').getByRole('status')).toHaveText(
      'No dealers match these filters.',
    );
    await expect(mapLink(page, GERMANY.code)).toHaveCSS('opacity', '0.35');
    // Its letter brings it back; the region and keyword filters keep it.
    await page.getByRole('combobox', { name: 'Letter' }).selectOption('G');
    await expect(shownCountries(page)).toHaveText([GERMANY.name]);
    const europe = all.region_all.find((region) =>
      (region.country_all ?? []).some((country) => country.country_name === GERMANY.name),
    );
    expect(europe).toBeDefined();
    await page.getByRole('combobox', { name: 'Region' }).selectOption(String(europe?.region_id));
    await page.getByRole('textbox', { name: 'Country keyword' }).fill('erm');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]keyword=erm(&|$)/);
    await expect(shownCountries(page)).toHaveText([GERMANY.name]);
    // Choosing all countries shows every country the filters leave.
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'All countries' });
    await expect(shownCountries(page)).toHaveText([GERMANY.name]);
  });
});

test("hydration keeps the server's markup: no React error, no dealer tile drawn twice", async ({
  browser,
}) => {
  // The filters, the map and the list hydrate after the page, when the router is ready: they
  // must still render what the server did then, in any language (de-DE adds the suggestion).
  for (const locale of ['en-US', GERMANY.locale]) {
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedTiles: string[] }).removedTiles = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && node.querySelector('a[target="_blank"] img')) {
              removed.push(node.outerHTML.slice(0, 80));
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(PATH);
    await hydrated(page);
    await expect(page.locator('#where-to-buy-dealers li')).toHaveCount(
      await page
        .locator('#where-to-buy-dealers')
        .getByRole('status')
        .evaluate((status) => Number(/^(\d+) dealers/.exec(status.textContent ?? '')?.[1] ?? -1)),
    );
    expect(errors, locale).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { removedTiles: string[] }).removedTiles),
      locale,
    ).toEqual([]);
    await context.close();
  }
});

test.describe('where to buy in German', () => {
  test.use({ locale: GERMANY.locale });

  test('the browser language suggests its country; the list stays whole until the visitor takes it', async ({
    page,
    request,
    browser,
  }) => {
    const all = await businessAll(request);
    // Where the map sits in the server's HTML alone, before anything is suggested.
    const bare = await browser.newContext({ javaScriptEnabled: false, locale: GERMANY.locale });
    const first = await bare.newPage();
    await first.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
    await first.goto(PATH);
    const mapBefore = await first.locator('[data-map-box]').boundingBox();
    await bare.close();

    await page.goto(PATH);
    await hydrated(page);
    const note = page.getByRole('note', { name: 'Country suggestion' });
    await expect(note).toContainText(`Dealers in ${GERMANY.name}?`);
    // The suggestion floats: it arrived after the first paint and moved nothing.
    const mapAfter = await page.locator('[data-map-box]').boundingBox();
    expect(mapBefore).not.toBeNull();
    expect(mapAfter?.y).toBeCloseTo(mapBefore?.y ?? 0, 0);
    await expect(note).toBeInViewport();
    // Suggested, not chosen: every country listed, none chosen, the address as it was.
    await expect(shownCountries(page)).toHaveCount(withDealers(all).length);
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('');
    await expect(mapLink(page, GERMANY.code)).not.toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));

    // Taking the suggestion chooses the country, as the map would.
    await note.getByRole('button', { name: `Show dealers in ${GERMANY.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]country=${GERMANY.code}(&|$)`));
    await expect(shownCountries(page)).toHaveText([GERMANY.name]);
    await expect(mapLink(page, GERMANY.code)).toHaveAttribute('aria-current', 'true');
    await expect(note).toBeHidden();

    // An address naming a country is the choice: nothing is suggested over it.
    await page.goto(`${PATH}?country=${FRANCE.code}`);
    await hydrated(page);
    await expect(shownCountries(page)).toHaveText([FRANCE.name]);
    await expect(note).toBeHidden();

    // Dismissed, the suggestion goes and the list stays whole.
    await page.goto(PATH);
    await hydrated(page);
    await note.getByRole('button', { name: 'Keep all countries' }).click();
    await expect(note).toBeHidden();
    await expect(shownCountries(page)).toHaveCount(withDealers(all).length);
  });
});

test.describe('every dealer as a grid of logos at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });

  test('no filter lists every dealer, each a legible logo opening its site in a new tab, over the whole width', async ({
    page,
    request,
  }) => {
    const all = await businessAll(request);
    const dealers = withDealers(all).flatMap((country) => country.business_all ?? []);
    await page.goto(PATH);
    await hydrated(page);
    // Every dealer of business_all, the United States' included (en-US preselected it once).
    await expect(shownCountries(page)).toHaveCount(withDealers(all).length);
    await expect(shownDealers(page)).toHaveCount(dealers.length);
    await expect(page.locator('#where-to-buy-dealers').getByRole('status')).toHaveText(
      `${dealers.length} dealers in ${withDealers(all).length} countries`,
    );

    // Each tile is one link to the dealer's site, in a new tab, with its logo in it.
    const first = shownDealers(page).first();
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(first.locator('img')).toHaveCount(1);

    // Legible logos (they were ~28 px marks) and a list as wide as the page's content (it
    // was a 400 px column under the map).
    const boxes = await page.locator('#where-to-buy-dealers li').evaluateAll((items) =>
      items.slice(0, 40).map((item) => {
        const box = item.getBoundingClientRect();
        const logo = item.querySelector('img')?.getBoundingClientRect();
        return { left: box.left, right: box.right, top: box.top, logo: logo?.width ?? 0 };
      }),
    );
    expect(Math.min(...boxes.map((box) => box.logo)), 'logo width').toBeGreaterThanOrEqual(120);
    const span = Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
    const content = await page
      .locator('#where-to-buy-dealers')
      .evaluate((panel) => panel.getBoundingClientRect().width);
    expect(span, 'width the tiles span').toBeGreaterThan(content * 0.85);
    const rows = new Set(boxes.map((box) => Math.round(box.top))).size;
    expect(boxes.length / rows, 'tiles a row').toBeGreaterThanOrEqual(4);
  });
});

/**
 * The first screenful of the unfiltered list is in the server's HTML (a visitor without
 * scripts, a crawler or a slow phone sees dealers at once): the first whole countries of
 * business_all up to 21 dealers (src/features/support/where-to-buy/first-screen.ts: 19 tiles
 * in four rows at 1440 px with the fixtures). The rest come below them once hydrated.
 */
const FIRST_SCREEN_MIN = 15;

/** The dealers of business_all in the list's order, before the filters. */
function listOrder(all: BusinessAll) {
  return withDealers(all).flatMap((country) => country.business_all ?? []);
}

/** The boxes of the list's tiles, in the page (scrolled or not). */
function tileBoxes(page: Page) {
  return page.locator('#where-to-buy-dealers li').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height };
    }),
  );
}

test.describe('without scripts: the first screenful of dealers is in the HTML', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 }, locale: 'en' });

  test("the first dealers are links opening their sites in a new tab, in the full list's order; a note says how many there are", async ({
    page,
    request,
  }) => {
    const all = await businessAll(request);
    const order = listOrder(all);
    await page.goto(PATH);
    const links = shownDealers(page);
    const count = await links.count();
    expect(count, 'dealers in the HTML').toBeGreaterThanOrEqual(FIRST_SCREEN_MIN);
    expect(count, 'not all of them').toBeLessThan(order.length);
    // The same dealers, in the same order, as the first of the full list.
    const hrefs = await links.evaluateAll((items) => items.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(order.slice(0, count).map((dealer) => dealer.business_url));
    for (const index of [0, count - 1]) {
      await expect(links.nth(index)).toHaveAttribute('target', '_blank');
      await expect(links.nth(index)).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(links.nth(index).locator('img')).toHaveCount(1);
    }
    // Whole countries: the first ones of business_all.
    const countries = withDealers(all);
    const headings = await shownCountries(page).allTextContents();
    expect(headings).toEqual(countries.slice(0, headings.length).map((c) => c.country_name));
    // The count is the whole list's, and the note for visitors without scripts says so.
    await expect(page.locator('#where-to-buy-dealers').getByRole('status')).toHaveText(
      `${order.length} dealers in ${countries.length} countries`,
    );
    // (Playwright's text queries skip <noscript>: read the shown paragraph in it.)
    const note = page.locator('#where-to-buy-dealers noscript > p');
    await expect(note).toHaveText(`Turn on JavaScript to see all ${order.length} dealers.`);
    await expect(note).toBeVisible();
    // And the page ends after it: no room held for the rest, which never comes without scripts.
    const noteBox = await note.boundingBox();
    const footer = await page.locator('footer').first().boundingBox();
    expect((footer?.y ?? 0) - ((noteBox?.y ?? 0) + (noteBox?.height ?? 0))).toBeLessThan(120);
  });
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test.describe(`the rest of the dealers, once hydrated, at ${width} px`, () => {
    test.use({ viewport: { width, height }, locale: 'en' });

    test("come below the server's first screenful: every dealer listed, and nothing of the first moves", async ({
      page,
      browser,
      request,
    }) => {
      const order = listOrder(await businessAll(request));
      const bare = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height },
        locale: 'en',
      });
      const first = await bare.newPage();
      await first.goto(PATH);
      const before = await tileBoxes(first);
      await bare.close();
      expect(before.length).toBeGreaterThanOrEqual(FIRST_SCREEN_MIN);

      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(PATH);
      await hydrated(page);
      await expect(shownDealers(page)).toHaveCount(order.length);
      const hrefs = await shownDealers(page).evaluateAll((items) =>
        items.map((a) => a.getAttribute('href')),
      );
      expect(hrefs).toEqual(order.map((dealer) => dealer.business_url));
      const after = await tileBoxes(page);
      for (const [index, box] of before.entries()) {
        const now = after[index];
        expect(now?.x, `tile ${index}: x`).toBeCloseTo(box.x, 0);
        expect(now?.y, `tile ${index}: y`).toBeCloseTo(box.y, 0);
        expect(now?.width, `tile ${index}: width`).toBeCloseTo(box.width, 0);
        expect(now?.height, `tile ${index}: height`).toBeCloseTo(box.height, 0);
      }
      // The rest start below or beside the last of the first (never above it).
      const last = before[before.length - 1];
      for (const box of after.slice(before.length)) {
        expect(box.y).toBeGreaterThanOrEqual(last?.y ?? 0);
      }
      await expect(page.getByText(/Turn on JavaScript/)).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
}

test.describe('filters against an API that takes one parameter a call', () => {
  test.use({ locale: 'en' });

  /** The documented parameter of each filter call. */
  const OWN: Record<string, string> = {
    letter_find: 'letterKeywords',
    business_region: 'region_id',
    business_country: 'country_id',
    mode_find: 'mode_id',
    keywords_find: 'keywordsName',
  };

  test('a letter plus a region plus a mode lists the right dealers, each call with its own parameter only', async ({
    page,
    request,
  }) => {
    const all = await businessAll(request);
    const countries = withDealers(all);
    // The first letter, region and mode whose combination leaves dealers, but fewer than
    // the letter, the region or the mode alone (so each filter counts).
    const combos = all.region_all.flatMap((region) =>
      all.mode_all.flatMap((mode) =>
        [...new Set(countries.map((c) => c.country_name[0] ?? ''))].map((letter) => {
          const inRegion = new Set((region.country_all ?? []).map((c) => c.country_id));
          const expected = countries.flatMap((c) => {
            if (!c.country_name.startsWith(letter) || !inRegion.has(c.country_id)) return [];
            return (c.business_all ?? []).filter((b) => b.mode_id === mode.mode_id);
          });
          const letterAlone = countries.filter((c) => c.country_name.startsWith(letter));
          return { region, mode, letter, expected, letterAlone };
        }),
      ),
    );
    const combo = combos.find(
      (item) =>
        item.expected.length > 0 &&
        item.letterAlone.some(
          (c) => !(item.region.country_all ?? []).some((r) => r.country_id === c.country_id),
        ) &&
        item.letterAlone.some((c) =>
          (c.business_all ?? []).some((b) => b.mode_id !== item.mode.mode_id),
        ),
    );
    expect(combo, 'a letter, region and mode that each narrow').toBeDefined();
    if (!combo) return;

    const calls: URL[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/buy/')) calls.push(url);
    });
    await page.goto(PATH);
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Letter' }).selectOption(combo.letter);
    await page
      .getByRole('combobox', { name: 'Region' })
      .selectOption(String(combo.region.region_id));
    await page.getByRole('tab', { name: combo.mode.mode_name }).click();
    await expect(shownDealers(page)).toHaveText(
      combo.expected.map((b) => `${b.business_name} (opens in a new tab)`),
    );
    // A reload of the address gives the same list.
    await page.reload();
    await hydrated(page);
    await expect(shownDealers(page)).toHaveText(
      combo.expected.map((b) => `${b.business_name} (opens in a new tab)`),
    );

    // Every call the browser made carried its endpoint's one parameter and nothing else.
    expect(calls.length).toBeGreaterThan(0);
    for (const url of calls) {
      const name = url.pathname.split('/').at(-1) ?? '';
      expect([...url.searchParams.keys()], url.href).toEqual([OWN[name]]);
    }
  });
});

/** The page's height once hydrated and settled: every one of `dealers` listed. */
async function pageHeight(page: Page, dealers: number): Promise<number> {
  await hydrated(page);
  await expect(page.locator('#where-to-buy-dealers li')).toHaveCount(dealers);
  return page.evaluate(() => document.documentElement.scrollHeight);
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  for (const locale of ['en', 'en-US']) {
    test.describe(`where to buy at ${width} px, ${locale}`, () => {
      test.use({ viewport: { width, height }, locale });

      test(`the first screen shows the country choice and the page stays short`, async ({
        page,
        request,
      }) => {
        const all = await businessAll(request);
        const cap = heightCap(width, all);
        await page.goto(PATH);
        const total = await pageHeight(page, listOrder(all).length);
        test.info().annotations.push({ type: 'height', description: `${total} px of ${cap}` });
        expect(total).toBeLessThan(cap);
        const select = page.getByRole('combobox', { name: 'Country' });
        await expect(select).toBeVisible();
        const box = await select.boundingBox();
        expect(box, 'the country select').not.toBeNull();
        expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
      });
    });
  }
}
