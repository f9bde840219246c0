/**
 * The mock console (the mock's `/` in a browser) driven as a tester would: a code
 * copied from its outbox signs a customer up on the site; a product description edited there
 * as a draft shows in the site's preview and not on the public page until it is published;
 * a draft scheduled 10 s ahead goes public on its own; unschedule, discard and revert work
 * from it; its tabs are reached by keyboard with a visible focus and pass axe.
 */
import { seriousViolations } from './support/axe';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, MOCK_API_URL, test } from './fixtures';
import { undoContentEdits } from './support/cms-edits';
import { productOfCategory23 } from './support/mock-records';

const PUBLISH_BUDGET_MS = 5_000;

/** A fresh address per run: the mock allows one code a minute per address. */
function freshEmail(): string {
  return `console.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The text of the public page as a visitor without any cookie gets it. */
async function publicText(browser: Browser, path: string): Promise<string> {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    return await page.locator('body').innerText();
  } finally {
    await visitor.close();
  }
}

/** Opens the console's Content tab on one goods record. */
async function openRecord(consolePage: Page, goods: { id: number; title: string }) {
  await consolePage.goto(`${MOCK_API_URL}/`);
  await consolePage.getByRole('tab', { name: 'Content' }).click();
  await consolePage.getByLabel('Search records').fill(goods.title);
  await consolePage.getByRole('button', { name: new RegExp(`^#${goods.id} `) }).click();
  await expect(
    consolePage.getByRole('heading', { name: `goods #${goods.id}: ${goods.title}` }),
  ).toBeVisible();
}

/** The pages the last publishes revalidated (to regenerate from the fixtures after). */
async function revalidatedPaths(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get(`${MOCK_API_URL}/mock/publishes`);
  const { data } = (await answer.json()) as { data: { revalidated: string[] }[] };
  return data.flatMap((line) => line.revalidated);
}

// The sandboxed previews run no script (axe's neither): they hold the site's HTML anyway.
const OUTSIDE_PREVIEWS = { exclude: 'iframe[sandbox]' };

test.describe('the mock console', () => {
  let touched: string[] = [];

  test.afterEach(async ({ request, resetMock }) => {
    touched = [...new Set([...touched, ...(await revalidatedPaths(request))])];
    await undoContentEdits(request, resetMock, touched);
    touched = [];
  });

  test('sign up on the site with a code copied from the console', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: MOCK_API_URL,
    });
    const email = freshEmail();
    const password = 'Console@123';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible();

    const consolePage = await context.newPage();
    await consolePage.goto(`${MOCK_API_URL}/`);
    await consolePage.getByLabel('Filter by e-mail address').fill(email);
    const mail = consolePage.getByTestId('outbox-mail').filter({ hasText: email });
    await expect(mail).toHaveCount(1);
    await mail.getByRole('button', { name: /^Copy the code/ }).click();
    await expect(mail.getByRole('button', { name: /^Copied the code/ })).toBeVisible();
    const code = await consolePage.evaluate(() => navigator.clipboard.readText());
    expect(code).toMatch(/^\d{6}$/);
    await expect(mail).toContainText(code);

    await page.bringToFront();
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel('User type').selectOption({ index: 1 });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create an Account' }).click();
    await expect(page.getByText('Your account has been created, please sign in')).toBeVisible();
  });

  test('a draft shows in the preview only, then publishes within 5 s', async ({
    browser,
    context,
    page,
    request,
  }) => {
    const goods = await productOfCategory23(MOCK_API_URL, 0);
    const productPath = goods.path;
    touched = [productPath];
    // Cached first, so the public page is what the cache holds, not a first render.
    expect((await request.get(productPath)).status()).toBe(200);

    await openRecord(page, goods);
    const marker = `Console draft ${Date.now()}`;
    await page.getByLabel('goods_describe (HTML)').fill(`<p>${marker}</p><script>x()</script>`);
    // The sanitizer's output, in its sandboxed frame: the text kept, the script dropped.
    const kept = page.frameLocator('[data-testid="preview-goods_describe"]');
    await expect(kept.getByText(marker)).toBeVisible();
    await expect(kept.locator('script')).toHaveCount(0);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
    await expect(page.getByLabel('Page to preview')).toHaveValue(productPath);
    await page.getByRole('button', { name: 'Get the preview link' }).click();
    const link = page.getByRole('link', { name: `Open the preview of ${productPath} on the site` });
    const href = await link.getAttribute('href');
    expect(href).toContain('/api/draft?');
    // A token for that page, never the secret.
    expect(new URL(href!).searchParams.has('token')).toBe(true);
    expect(new URL(href!).searchParams.has('secret')).toBe(false);

    const preview = await context.newPage();
    await preview.goto(href!);
    await expect(preview).toHaveURL(
      new RegExp(`${productPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await expect(preview.getByText('Preview of unpublished changes')).toBeVisible();
    await expect(preview.getByText(marker)).toBeVisible();
    expect(await publicText(browser, productPath)).not.toContain(marker);

    await page.getByRole('button', { name: 'Publish now' }).click();
    // Public within 5 s: the page as any client without the preview cookie reads it.
    await expect
      .poll(async () => (await request.get(productPath)).text(), { timeout: PUBLISH_BUDGET_MS })
      .toContain(marker);
    await expect(page.getByRole('status').filter({ hasText: /[Pp]ublished/ })).toBeVisible();
    expect(await publicText(browser, productPath)).toContain(marker);
  });

  test('a draft scheduled 10 s ahead goes public on its own', async ({
    browser,
    page,
    request,
  }) => {
    const goods = await productOfCategory23(MOCK_API_URL, 1);
    const productPath = goods.path;
    touched = [productPath];
    expect((await request.get(productPath)).status()).toBe(200);

    await openRecord(page, goods);
    const marker = `Console schedule ${Date.now()}`;
    await page.getByLabel('goods_describe (HTML)').fill(`<p>${marker}</p>`);
    const at = await page.evaluate(() => {
      const time = new Date(Date.now() + 10_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
    });
    await page.getByLabel('Publish at (your local time)').fill(at);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'publishes at' })).toBeVisible();
    await expect(
      page.getByText(`goods #${goods.id} ${goods.title}`, { exact: true }),
    ).toBeVisible();
    expect(await publicText(browser, productPath)).not.toContain(marker);

    await expect
      .poll(async () => (await request.get(productPath)).text(), {
        timeout: 25_000,
        intervals: [1_000],
      })
      .toContain(marker);
    expect(await publicText(browser, productPath)).toContain(marker);
  });

  test('unschedule, discard, and revert to the version before a publish', async ({
    page,
    request,
  }) => {
    const goods = await productOfCategory23(MOCK_API_URL, 3);
    const productPath = goods.path;
    touched = [productPath];
    expect((await request.get(productPath)).status()).toBe(200);
    const publicPage = async () => (await request.get(productPath)).text();

    await openRecord(page, goods);
    const field = page.getByLabel('goods_describe (HTML)');
    const marker = `Console revert ${Date.now()}`;
    await field.fill(`<p>${marker}</p>`);
    const inAnHour = await page.evaluate(() => {
      const time = new Date(Date.now() + 3_600_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
    });
    await page.getByLabel('Publish at (your local time)').fill(inAnHour);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText(/^Publishes at /)).toBeVisible();

    await page.getByRole('button', { name: 'Unschedule' }).click();
    await expect(page.getByText(/^Publishes at /)).toHaveCount(0);
    await expect(page.getByText(/^Draft saved \d{4}-/)).toBeVisible();
    await expect(field).toHaveValue(`<p>${marker}</p>`);

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByText(/^No draft: /)).toBeVisible();
    await expect(field).not.toHaveValue(new RegExp(marker));

    await field.fill(`<p>${marker}</p>`);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect.poll(publicPage, { timeout: PUBLISH_BUDGET_MS }).toContain(marker);

    await page.getByRole('button', { name: 'Revert to version 1' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Reverted/ })).toBeVisible();
    await expect.poll(publicPage, { timeout: PUBLISH_BUDGET_MS }).not.toContain(marker);
    await expect(field).not.toHaveValue(new RegExp(marker));
  });

  test('is reachable by keyboard, with a visible focus, and passes axe on every tab', async ({
    page,
  }) => {
    await page.goto(`${MOCK_API_URL}/`);
    await expect(page.getByRole('heading', { name: 'Mock console' })).toBeVisible();
    const outboxTab = page.getByRole('tab', { name: 'Outbox' });
    for (let presses = 0; presses < 10; presses += 1) {
      if (await outboxTab.evaluate((tab) => tab === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(outboxTab).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const databaseTab = page.getByRole('tab', { name: 'Database & outage' });
    await expect(databaseTab).toBeFocused();
    await expect(databaseTab).toHaveClass(/Mui-focusVisible/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Database and outage' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^None: the API answers/ })).toBeChecked();
    expect(await seriousViolations(page, OUTSIDE_PREVIEWS)).toEqual([]);

    await page.getByRole('tab', { name: 'Outbox' }).click();
    await expect(page.getByLabel('Filter by e-mail address')).toBeVisible();
    expect(await seriousViolations(page, OUTSIDE_PREVIEWS)).toEqual([]);
    await page.getByRole('tab', { name: 'Warranty claims' }).click();
    await expect(page.getByTestId('claim').first()).toBeVisible();
    expect(await seriousViolations(page, OUTSIDE_PREVIEWS)).toEqual([]);
    await openRecord(page, await productOfCategory23(MOCK_API_URL, 2));
    await expect(page.getByLabel('goods_describe (HTML)')).toBeVisible();
    expect(await seriousViolations(page, OUTSIDE_PREVIEWS)).toEqual([]);
  });

  test('its API reference renders the document offline and tries an endpoint as the demo customer', async ({
    page,
  }) => {
    const mockOrigin = new URL(MOCK_API_URL).origin;
    const elsewhere: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.protocol.startsWith('http') && url.origin !== mockOrigin) elsewhere.push(sent.url());
    });
    await page.goto(`${MOCK_API_URL}/`);
    await page.getByRole('tab', { name: 'API reference' }).click();
    const reference = page.frameLocator('iframe[title="API reference"]');
    await expect(
      reference.getByRole('heading', { name: /Diagnostic tools vendor API/ }),
    ).toBeVisible();

    await reference.getByRole('button', { name: /^Sign in as the demo customer/ }).click();
    await expect(reference.getByRole('status')).toContainText('Signed in');
    // Swagger UI's "Authorize" now holds the token (its padlock closed).
    await expect(reference.locator('.auth-wrapper .authorize.locked')).toBeVisible();

    await reference.locator('.opblock-summary-path[data-path="/api/buy/letter_find"]').click();
    await reference.getByPlaceholder('letterKeywords').fill('U');
    await reference.getByRole('button', { name: 'Execute' }).click();
    const answer = reference.locator('.live-responses-table .response-col_description pre').first();
    await expect(answer).toContainText('"code": 200');
    await expect(answer).toContainText('"country_all"');
    expect(elsewhere).toEqual([]);
  });
});
