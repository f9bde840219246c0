import { expect, MOCK_API_URL, test } from './fixtures';

const SECRET = process.env.REVALIDATE_SECRET || 'dev-revalidate-secret';
const BEARER = { Authorization: `Bearer ${SECRET}` };

async function setOutage(
  request: import('@playwright/test').APIRequestContext,
  mode: 'none' | 'error' | 'down',
) {
  const response = await request.post(`${MOCK_API_URL}/mock/outage`, { data: { mode } });
  expect(response.ok()).toBe(true);
}

test.describe('static regeneration when the API fails', () => {
  test.afterEach(async ({ request }) => {
    await setOutage(request, 'none');
  });

  for (const mode of ['error', 'down'] as const) {
    test(`an API that ${mode === 'error' ? 'answers 500' : 'is stopped'} leaves the last good page served`, async ({
      request,
    }) => {
      const path = '/products/code-reader';
      // A fresh page first: a stale one would start a background regeneration with the API
      // still up, and the on-demand one below could join it and succeed.
      const fresh = await request.post('/api/revalidate', {
        headers: BEARER,
        data: { paths: [path] },
      });
      expect(((await fresh.json()) as { revalidated: string[] }).revalidated).toEqual([path]);
      const before = await request.get(path);
      expect(before.status()).toBe(200);
      const name = 'Code Reader';
      expect(await before.text()).toContain(name);

      await setOutage(request, mode);
      const revalidate = await request.post('/api/revalidate', {
        headers: BEARER,
        data: { paths: [path] },
      });
      // The regeneration failed (getStaticProps threw): nothing was replaced.
      expect(((await revalidate.json()) as { revalidated: string[] }).revalidated).toEqual([]);

      const during = await request.get(path);
      expect(during.status()).toBe(200);
      expect(await during.text()).toContain(name);
    });
  }

  test('once the API is back, revalidation succeeds again', async ({ request }) => {
    const revalidate = await request.post('/api/revalidate', {
      headers: BEARER,
      data: { paths: ['/products/code-reader'] },
    });
    expect(((await revalidate.json()) as { revalidated: string[] }).revalidated).toEqual([
      '/products/code-reader',
    ]);
  });
});
