/**
 * The preview of drafts (and the signed webhook the CMS publishes through): an editor's draft (saved through the mock CMS, not
 * published) shows on the real page in draft mode, under the preview bar, and nowhere else:
 * not to a visitor, not in Next's page cache; exit turns it off. Only a token signed with the
 * site's preview secret opens a preview (the link carries that token, for one page and
 * a few minutes, never the secret), and only for a path of this site.
 */
import { axeViolations } from './support/axe';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SIGNATURE_HEADER, signPreviewToken, signWebhook } from '../src/contract/cms-signing';
import { expect, MOCK_API_URL, test } from './fixtures';
import { REVALIDATE_SECRET, undoEditsAfterEach } from './support/cms-edits';
import { productOfCategory23 } from './support/mock-records';

/** Next's page cache of the e2e stack's site (its file cache: no REDIS_URL here). */
const PAGE_CACHE = path.join(process.cwd(), '.next', 'server', 'pages');

/** The cached pages (HTML and data) that contain `text`. */
function cachedPagesContaining(text: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(html|json)$/.test(name) && readFileSync(file, 'utf8').includes(text)) {
        found.push(path.relative(PAGE_CACHE, file));
      }
    }
  };
  walk(PAGE_CACHE);
  return found;
}

/** A preview link of this site for `pagePath`, its token signed with `secret`. */
const previewUrl = (pagePath: string, secret = REVALIDATE_SECRET) => {
  const token = signPreviewToken(secret, pagePath, Math.floor(Date.now() / 1000)) ?? '';
  return `/api/draft?path=${encodeURIComponent(pagePath)}&token=${encodeURIComponent(token)}`;
};

test.describe('previewing a draft', () => {
  const touched = undoEditsAfterEach();

  test('the draft shows in the preview with its bar, to nobody else, and exit turns it off', async ({
    page,
    browser,
    request,
  }) => {
    const goods = await productOfCategory23(MOCK_API_URL, 2);
    const productPath = goods.path;
    touched.push(productPath);
    // The public page is cached first: a preview must not replace it.
    expect((await request.get(productPath)).status()).toBe(200);

    const marker = `Draft marker ${Date.now()}`;
    const saved = await request.put(`${MOCK_API_URL}/mock/content/goods/${goods.id}`, {
      data: { goods_describe: marker },
    });
    expect(((await saved.json()) as { code: number }).code).toBe(200);

    // The editor opens the preview with the CMS's link: draft mode on, back on the page (the
    // token left behind), the draft and the bar.
    const link = await request.get(
      `${MOCK_API_URL}/mock/preview-link?path=${encodeURIComponent(productPath)}`,
    );
    const linkUrl = new URL(((await link.json()) as { data: { url: string } }).data.url);
    expect(linkUrl.searchParams.has('secret')).toBe(false);
    expect(linkUrl.toString()).not.toContain(REVALIDATE_SECRET);
    const opened = await page.goto(`${linkUrl.pathname}${linkUrl.search}`);
    expect(new URL(page.url()).pathname).toBe(productPath);
    expect(opened?.status()).toBe(200);
    // A preview is private: no browser or shared cache (nginx, a CDN) may keep it.
    expect(opened?.headers()['cache-control']).toMatch(/private/);
    expect(opened?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.locator('body')).toContainText(marker);
    const bar = page.getByRole('complementary', { name: 'Preview' });
    await expect(bar).toContainText('Preview of unpublished changes — exit');
    const exit = bar.getByRole('link', { name: 'exit' });
    // The bar is the first stop of the keyboard, and passes axe (contrast, landmark, names).
    await page.keyboard.press('Tab');
    await expect(exit).toBeFocused();
    const violations = await axeViolations(page, { include: 'aside[aria-label="Preview"]' });
    expect(violations.map((violation) => violation.id)).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('__prerender_bypass');

    // A visitor (another browser, no cookie) and a plain request get the published page.
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      const response = await visitorPage.goto(productPath);
      expect(response?.status()).toBe(200);
      await expect(visitorPage.locator('body')).toContainText(goods.title.trim());
      await expect(visitorPage.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
      expect(await visitorPage.content()).not.toContain(marker);
    } finally {
      await visitor.close();
    }
    for (let i = 0; i < 5; i++) {
      expect(await (await request.get(productPath)).text()).not.toContain(marker);
    }
    // Nor is the preview in Next's page cache, where a later visitor would read it.
    expect(cachedPagesContaining(marker)).toEqual([]);

    // Exit: back on the same page, draft mode off, the published text again.
    await exit.click();
    await expect(page).toHaveURL(
      new RegExp(`${productPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(marker);
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .not.toContain('__prerender_bypass');
  });

  test("only a token of the site's preview secret opens a preview, and only of a path of this site", async ({
    request,
  }) => {
    const wrong = await request.get(previewUrl('/products', 'not-the-secret'), { maxRedirects: 0 });
    expect(wrong.status()).toBe(401);
    expect(((await wrong.json()) as { msg: string }).msg).toMatch(/^Invalid token/);
    expect(wrong.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');

    const missing = await request.get('/api/draft?path=/products', { maxRedirects: 0 });
    expect(missing.status()).toBe(401);
    // The secret itself no longer opens a preview: it would land in logs and history.
    const bySecret = await request.get(
      `/api/draft?secret=${encodeURIComponent(REVALIDATE_SECRET)}&path=/products`,
      { maxRedirects: 0 },
    );
    expect(bySecret.status()).toBe(401);
    expect(bySecret.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    // A token of another page does not open this one.
    const otherPage = previewUrl('/blogs').replace('path=%2Fblogs', 'path=%2Fproducts');
    expect((await request.get(otherPage, { maxRedirects: 0 })).status()).toBe(401);

    for (const offSite of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/api/revalidate',
    ]) {
      const refused = await request.get(previewUrl(offSite), { maxRedirects: 0 });
      expect(refused.status(), offSite).toBe(400);
      expect(refused.headers().location, offSite).toBeUndefined();
      expect(refused.headers()['set-cookie'] ?? '', offSite).not.toContain('__prerender_bypass');
    }

    const ok = await request.get(previewUrl('/products'), { maxRedirects: 0 });
    expect(ok.status()).toBe(307);
    expect(ok.headers().location).toBe('/products');
    expect(ok.headers()['set-cookie']).toContain('__prerender_bypass');
  });
});

test.describe('the signed webhook, through the running site', () => {
  test('takes a signed call once: a replay, a forged or an old signature answer 401', async ({
    request,
  }) => {
    const body = JSON.stringify({ paths: ['/about-us', '/nope-1'], delivery: `e2e-${Date.now()}` });
    const now = Math.floor(Date.now() / 1000);
    const post = (signature: string, data = body) =>
      request.post('/api/revalidate', {
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
        data,
      });
    const signature = signWebhook(REVALIDATE_SECRET, body, now);

    const first = await post(signature);
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({
      revalidated: ['/about-us'],
      refused: [{ path: '/nope-1', reason: 'not a page of the site' }],
      failed: [],
    });
    const replay = await post(signature);
    expect(replay.status()).toBe(401);
    expect(((await replay.json()) as { msg: string }).msg).toMatch(/^Replayed signature/);

    const forged = await post(signWebhook('not-the-secret', body, now));
    expect(forged.status()).toBe(401);
    expect(((await forged.json()) as { msg: string }).msg).toMatch(/^Invalid signature/);
    const changed = await post(
      signWebhook(REVALIDATE_SECRET, body, now + 1),
      body.replace('nope', 'none'),
    );
    expect(changed.status()).toBe(401);
    const old = await post(signWebhook(REVALIDATE_SECRET, body, now - 301));
    expect(old.status()).toBe(401);
    expect(((await old.json()) as { msg: string }).msg).toMatch(/^Expired signature/);
    const malformed = await post('t=soon,v1=abc');
    expect(malformed.status()).toBe(401);
    expect(((await malformed.json()) as { msg: string }).msg).toMatch(/^Malformed signature/);
  });
});
