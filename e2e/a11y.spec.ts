/**
 * WCAG 2.0-2.2 A/AA with axe-core on every public and customer page, at 1440 px and 390 px,
 * as a first visitor sees them (the mailing-list dialog open), plus the top bar and side
 * tab once the dialog is closed and the site's other dialogs. No serious or critical
 * violation passes. One browser page per viewport is reused for speed.
 */
import type { Browser, Page } from '@playwright/test';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '../scripts/lib/site-pages';
import { ACCOUNTS, expect, fixturesMadeOn, MOCK_API_URL, test } from './fixtures';
import { seriousViolations } from './support/axe';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Every public page kind (plus an article) and every customer page. */
const PUBLIC_PATHS = [
  ...PUBLIC_PAGES.filter((path) => path !== '/login'),
  '/blogs/diagtools-launches-the-ad1000-max-diagnostic-tablet',
];
const CUSTOMER_PATHS = ACCOUNT_PAGES;

/**
 * The first-visit state: the mailing-list dialog has opened over the page. The dialog waits
 * for load, an idle moment and then a fixed delay (PROMO_DELAY_MS); the page's clock is moved
 * on past that delay instead of waiting it out on every page (a loop, since the delay starts
 * only once the promotions' code has loaded and the page has gone idle).
 */
async function openAsFirstVisit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Join Our Mailing List' });
  await expect(async () => {
    await page.clock.fastForward(1000);
    await expect(dialog).toBeVisible({ timeout: 500 });
  }).toPass();
}

/** A fresh first-visit context: no session flags, so the promotions are due. */
async function newVisitor(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px (${viewport.name})`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      page = await newVisitor(browser, viewport);
      // Time runs as usual (from the day the fixtures were made, so their sale is on);
      // openAsFirstVisit only skips the promotions' delay.
      await page.context().clock.install({ time: fixturesMadeOn() });
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    for (const path of PUBLIC_PATHS) {
      test(`${path} with the first-visit promotions`, async () => {
        await openAsFirstVisit(page, path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('/login', async () => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the promotions after the dialog: top bar and the opened side tab', async () => {
      test.skip(viewport.name === 'phone', 'the bar and the tab are for desktop widths');
      await openAsFirstVisit(page, '/');
      await page.getByRole('button', { name: 'No, thanks' }).click();
      const tab = page.getByRole('complementary', { name: 'Need help?' });
      await expect(page.getByRole('complementary', { name: /Workshop Sale/ })).toBeVisible();
      await tab.getByRole('button', { name: 'Need help?' }).click();
      await expect(tab.getByRole('link', { name: 'Learn more' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a tech-support dialog', async () => {
      await page.goto('/support/tech-support');
      await page.getByRole('button', { name: 'Contact Tech Support' }).click();
      await expect(page.getByRole('dialog', { name: 'Contact Tech Support' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test.describe(`axe on the customer pages at ${viewport.width} px (${viewport.name})`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      page = await newVisitor(browser, viewport);
      const response = await page.request.post(`${MOCK_API_URL}/api/login/check_login`, {
        data: { uEmail: ACCOUNTS.demo.email, uPassword: ACCOUNTS.demo.password },
      });
      const { data: token } = (await response.json()) as { data: string };
      // Before the site's scripts on every navigation: the first render is signed in.
      await page
        .context()
        .addInitScript((value) => window.localStorage.setItem('token', value), token);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    for (const path of CUSTOMER_PATHS) {
      // A first visit: no promotion shows in the customer area.
      test(`${path} signed in, on a first visit`, async () => {
        await page.goto(path);
        await expect(page.locator('#account-page-title')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('an account Add dialog', async () => {
      await page.goto('/personal-center/services/serial-number');
      await page.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Serial Number' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('pinch zoom stays enabled: no maximum-scale nor user-scalable=no', async ({ page }) => {
  for (const path of ['/', '/login', '/support/tech-support']) {
    await page.goto(path);
    const viewports = await page
      .locator('meta[name="viewport"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
    expect(viewports).toHaveLength(1);
    expect(viewports[0]).toContain('width=device-width');
    expect(viewports[0]).not.toMatch(/maximum-scale|user-scalable\s*=\s*(no|0)/i);
  }
});
