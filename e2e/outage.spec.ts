/**
 * An API outage must not make pages lie. With every /api/ call answering
 * HTTP 500 (the mock's `POST /mock/outage {"mode":"error"}`), a public page keeps its last good
 * version, the search page is the site's own error page (header, message, Try again; HTTP 503,
 * not Next's bare 500) and an account list says it could not be loaded, with Retry, instead of
 * "No data".
 */
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, MOCK_API_URL, expect, test } from './fixtures';

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
