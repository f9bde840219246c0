/**
 * An API outage must not make pages lie. With every /api/ call answering
 * HTTP 500 (the mock's `POST /mock/outage {"mode":"error"}`), a public page keeps its last good
 * version, the search page is the site's own error page (header, message, Try again; HTTP 503,
 * not Next's bare 500) and an account list says it could not be loaded, with Retry, instead of
 * "No data".
 */
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, MOCK_API_URL, expect, gotoHydrated, test, toast } from './fixtures';
import { DESKTOP } from './support/layout-probes';

const MSG_INTERFACE_FAILED = 'Interface response failed';
const MSG_SERVICE_FAILED = 'Service response failed';

const PUBLIC_PAGE = '/products/code-reader';
const PUBLIC_HEADING = 'Code Reader';
const SEARCH = '/search?type=goods&keywords=scanner';
const SERIALS_PAGE = '/personal-center/services/serial-number';
const SERIALS_API = `${MOCK_API_URL}/api/GoodsVerify/goods_verify_all?page=1`;

async function setOutage(request: APIRequestContext, mode: 'none' | 'error' | 'down') {
  const response = await request.post(`${MOCK_API_URL}/mock/outage`, { data: { mode } });
  expect(response.ok()).toBe(true);
}

test.describe('an API outage', () => {
  // Always back to normal, whatever failed: the other specs share the mock.
  test.afterEach(async ({ request }) => {
    await setOutage(request, 'none');
  });

  test('public pages keep their content, search and account lists say what failed', async ({
    page,
    request,
    resetMock,
    signIn,
  }) => {
    await resetMock();
    // Before the outage: the pages are cached, and the server has rendered its shell once.
    expect((await request.get(PUBLIC_PAGE)).status()).toBe(200);
    expect((await request.get(SERIALS_PAGE)).status()).toBe(200);
    expect((await request.get(SEARCH)).status()).toBe(200);
    const token = await signIn(page, ACCOUNTS.demo.email, ACCOUNTS.demo.password);
    const listed = (await (
      await request.get(SERIALS_API, { headers: { Authorization: token } })
    ).json()) as { goods_verify_all: { goods_verify_serial: string }[] };

    await setOutage(request, 'error');
    try {
      // A public page: its last good version, content and all.
      const publicPage = await page.goto(PUBLIC_PAGE);
      expect(publicPage?.status()).toBe(200);
      await expect(page.getByRole('main')).toContainText(PUBLIC_HEADING);
      await expect(page.getByRole('banner')).toBeVisible();

      // The search page: the site's own error state, not "500 | An unexpected error".
      const search = await page.goto(SEARCH);
      expect(search?.status()).toBe(503);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('alert').filter({ hasText: 'Search is not available' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByText('An unexpected error has occurred')).toHaveCount(0);

      // An account list: "couldn't load" with Retry, never the empty state.
      await page.goto(SERIALS_PAGE);
      const table = page.getByRole('table', { name: 'Serial numbers' });
      await expect(table.getByText("We couldn't load your serial numbers")).toBeVisible();
      await expect(table.getByText('No serial number registered yet')).toHaveCount(0);

      // The API is back: Retry shows what it has.
      await setOutage(request, 'none');
      await table.getByRole('button', { name: 'Retry' }).click();
      await expect(table.getByText("We couldn't load your serial numbers")).toBeHidden();
      const first = listed.goods_verify_all[0]?.goods_verify_serial;
      if (first) await expect(table.getByRole('cell', { name: first })).toBeVisible();
      else await expect(table.getByText('No serial number registered yet')).toBeVisible();
    } finally {
      await setOutage(request, 'none');
    }
  });
});

test.describe('a failed request shows the error toast', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async ({ request }) => {
    await setOutage(request, 'none');
  });

  test('on a support page (no answer)', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/support/downloads');
    await setOutage(request, 'down');
    await page.getByRole('searchbox', { name: 'Search downloads' }).fill('manual');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(toast(page, MSG_INTERFACE_FAILED)).toBeVisible();
  });

  test('on a partnership page (no answer)', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/partnership/become-a-distributor');
    const form = page.getByRole('form', { name: 'Distributor application' });
    // The live form (its country look-up) loads at the first touch.
    await form.getByLabel('First name').click();
    await page.waitForLoadState('networkidle');
    await setOutage(request, 'down');
    await form.getByLabel('Region').selectOption({ index: 1 });
    await expect(toast(page, MSG_INTERFACE_FAILED)).toBeVisible();
  });

  test('on an account page (server failure)', async ({ page, request, signIn }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, ACCOUNTS.demo.email, ACCOUNTS.demo.password);
    // The page itself is served before the outage; its list is asked for from the browser.
    expect((await request.get('/personal-center/services/serial-number')).status()).toBe(200);
    await setOutage(request, 'error');
    await page.goto('/personal-center/services/serial-number');
    await expect(toast(page, MSG_SERVICE_FAILED).first()).toBeVisible();
  });
});
