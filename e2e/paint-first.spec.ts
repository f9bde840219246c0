/**
 * Paint first, then run the scripts (src/pages/_document.tsx, public/page-bootstrap.js), and
 * hydrate the big parts later (src/components/hydrate-later.tsx): what a production page's
 * HTML asks for, what has run when the browser draws its first frame, and that the pages
 * still answer at once.
 */
import type { Page } from '@playwright/test';
import { scriptSources } from '../scripts/lib/first-load';
import { expect, gotoHydrated, test } from './fixtures';

const COMPARE =
  '/compare?products=AD900-Pro-Scan-Tool,AD1000-Max-Diagnostic-Tablet,AD500-OBD2-Scanner';

/** The chunks the bootstrap appends, as its JSON lists them. */
function bootstrapScripts(html: string): string[] {
  const data = /<script id="__PAGE_BOOTSTRAP__" type="application\/json">([^<]*)<\/script>/.exec(
    html,
  );
  expect(data, 'the page bootstrap data').not.toBeNull();
  return (JSON.parse(data?.[1] ?? '{}') as { scripts: string[] }).scripts;
}

/** The markup of each Activity boundary (`<!--&-->` … `<!--/&-->`) of a server page. */
function laterParts(html: string): string[] {
  return [...html.matchAll(/<!--&-->([\s\S]*?)<!--\/&-->/g)].map((match) => match[1]);
}

/** What the page had run when the browser's first animation frame came. */
async function atFirstFrame(page: Page): Promise<{ chunks: number; next: boolean }> {
  return page.evaluate(
    () => (window as unknown as { firstFrame: { chunks: number; next: boolean } }).firstFrame,
  );
}

test.describe('paint first, then run the scripts', () => {
  for (const path of ['/', '/products', COMPARE, '/where-to-buy', '/login']) {
    test(`${path}: the chunks are preloaded and listed for the bootstrap, in order`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      // No chunk runs as the HTML is parsed: none is a <script src>.
      expect(html).not.toMatch(/<script[^>]*\bsrc="\/_next\//);
      const preloaded = [
        ...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchPriority="low"\/>/g),
      ].map((match) => match[1]);
      expect(preloaded.length).toBeGreaterThan(3);
      expect(bootstrapScripts(html)).toEqual(preloaded);
      expect(html).toContain('<script src="/page-bootstrap.js" defer="">');
    });
  }

  test('no chunk has run when the first frame is drawn; the page hydrates after it', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: object }).firstFrame = {
          chunks: document.querySelectorAll('script[src*="/_next/"]').length,
          next: 'next' in window,
        };
      });
    });
    await gotoHydrated(page, COMPARE);
    expect(await atFirstFrame(page)).toEqual({ chunks: 0, next: false });
    // Every chunk was appended once, after that frame.
    const chunks = await page
      .locator('script[src*="/_next/"]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
    expect(chunks.length).toBeGreaterThan(3);
    expect(new Set(chunks).size).toBe(chunks.length);
  });
});

test.describe('big parts hydrate later', () => {
  test('where to buy: the filters, the map and the dealer list are one later part', async ({
    request,
  }) => {
    const parts = laterParts(await (await request.get('/where-to-buy')).text());
    // The map's box (the map itself comes from the site's map route) and the dealer list with
    // its first screenful of dealers (the rest are drawn in the browser).
    const page = parts.find((part) => part.includes('data-map-box='));
    expect(page, 'the filters, the map box and the list in a later part').toBeDefined();
    expect(page).toContain('id="where-to-buy-dealers"');
    expect(page).toContain('data-country=');
    expect(page).toContain('<select');
  });

  test('compare: the table is a later part; every page: the footer', async ({ request }) => {
    const parts = laterParts(await (await request.get(COMPARE)).text());
    expect(parts.some((part) => part.startsWith('<div') && part.includes('<table'))).toBe(true);
    expect(parts.some((part) => part.includes('<footer'))).toBe(true);
  });

  test('home: the product and album carousels are later parts, the banner is not', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const later = laterParts(html).join('');
    const carousels = (markup: string) =>
      markup.split('aria-roledescription="carousel"').length - 1;
    expect(later).toContain('aria-labelledby="home-tabs-title"');
    // Every carousel but the banner's (the first screen, its LCP picture).
    expect(carousels(html)).toBeGreaterThan(2);
    expect(carousels(later)).toBe(carousels(html) - 1);
    expect(later).not.toContain('aria-label="Banners"');
  });

  test('a click in a later part right after the scripts run is not lost', async ({ page }) => {
    await gotoHydrated(page, COMPARE);
    // The toolbar hydrates with the page; the table later. Show only differences at once:
    // the table must follow.
    const rows = page.locator('table tbody tr');
    const all = await rows.count();
    await page.getByLabel('Show only differences').check();
    await expect(page.getByRole('table')).toHaveAccessibleName(/differences only/);
    expect(await rows.count()).toBeLessThan(all);
  });
});

test.describe("the footer's code loads after the page", () => {
  test('not in the first load, styled from the first paint, working once loaded', async ({
    browser,
    page,
    request,
  }) => {
    const html = await (await request.get('/products')).text();
    expect(html).toContain('<footer');
    // Rendered in place by the server: nothing streamed after the page for an inline script to
    // move (the CSP refuses inline scripts).
    expect(html).not.toMatch(/<template|\$RC\(/);
    const scripts = await Promise.all(
      scriptSources(html).map(async (source) => (await request.get(source)).text()),
    );
    // Words only the footer's translation button has.
    expect(scripts.some((script) => script.includes('Translation is unavailable'))).toBe(false);

    // Without any script, the server's footer has its own styles (the page's CSS).
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/products');
    await expect(still.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(15, 27, 45)');
    await noScript.close();

    await gotoHydrated(page, '/products');
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect(page.getByRole('main')).toBeFocused();
  });
});
