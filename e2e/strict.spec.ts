/**
 * Against the vendor's API: a strict mock (MOCK_API_STRICT=1 answers only the spec's endpoints)
 * on this spec's own ports, and a `next start` of the existing build pointed at it. Every
 * public page renders with its header, footer and content. Pages are asked in draft mode, so
 * each one renders now against the strict mock (not the build's copy) and none is cached.
 * The browser's own API calls (the build inlined another API's URL) are sent to the strict
 * mock too. Every process is stopped in afterAll.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { SPEC_ENDPOINTS } from '../mock-api/routes/endpoints';
import { articlePath, PUBLIC_PAGES } from '../scripts/lib/site-pages';
import { ROOT, startMock, startSiteInstance, stopEvery, waitFor200 } from './support/processes';

const SITE_PORT = Number(process.env.STRICT_SITE_PORT || 3500);
const MOCK_PORT = Number(process.env.STRICT_MOCK_PORT || 4500);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
/**
 * Where the build's browser code calls the API: the NEXT_PUBLIC_API_BASE_URL it inlined, which
 * the build records beside itself (scripts/lib/build.ts, BUILD_SETTINGS_FILE); it follows
 * MOCK_API_PORT, so a run on other ports than 4000 is caught too.
 */
function browserApi(): string {
  const record = path.join(ROOT, '.next', 'stack-settings.json');
  const inlined = fs.existsSync(record)
    ? (JSON.parse(fs.readFileSync(record, 'utf8')) as { NEXT_PUBLIC_API_BASE_URL?: string })
        .NEXT_PUBLIC_API_BASE_URL
    : undefined;
  return (inlined || process.env.NEXT_PUBLIC_API_BASE_URL || 'http://localhost:4000').replace(
    /\/+$/,
    '',
  );
}
const DOCUMENTED = new Set(SPEC_ENDPOINTS.map(([method, p]) => `${method} ${p}`.toLowerCase()));

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let dir = '';
let pages: string[] = [];
let previewId = '';

/** The cookie that puts a request in draft mode: the build's preview id. */
function previewModeId(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, '.next', 'prerender-manifest.json'), 'utf8'),
  ) as { preview: { previewModeId: string } };
  return manifest.preview.previewModeId;
}

/**
 * A browser in draft mode (the build's preview cookie) whose API calls go to the strict mock;
 * `asked` lists them, for a check.
 */
async function strictContext(
  browser: Browser,
): Promise<{ context: BrowserContext; asked: string[] }> {
  const context = await browser.newContext({ baseURL: SITE });
  await context.addCookies([{ name: '__prerender_bypass', value: previewId, url: SITE }]);
  const asked: string[] = [];
  const api = browserApi();
  await context.route(
    (url) => url.href.startsWith(`${api}/`),
    async (route) => {
      const request = route.request();
      const target = `${MOCK}${request.url().slice(api.length)}`;
      const { pathname } = new URL(target);
      if (pathname.startsWith('/api/') && request.method() !== 'OPTIONS') {
        asked.push(`${request.method()} ${pathname}`);
      }
      await route.fulfill({ response: await route.fetch({ url: target }) });
    },
  );
  return { context, asked };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  expect(fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')), 'a build (next build)').toBe(true);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'strict-spec-'));
  fs.copyFileSync(path.join(ROOT, 'fixtures', 'db.json'), path.join(dir, 'db.json'));
  startMock(
    MOCK_PORT,
    path.join(dir, 'db.json'),
    { url: '', secret: '' },
    { MOCK_API_STRICT: '1', SITE_ORIGINS: `${SITE},http://localhost:${SITE_PORT}` },
  );
  startSiteInstance('strict-site', SITE_PORT, {
    apiBaseUrl: MOCK,
    redisUrl: '',
    secret: 'strict-spec-secret',
  });
  await Promise.all([waitFor200(`${MOCK}/mock/health`, 60_000), waitFor200(`${SITE}/`, 90_000)]);
  previewId = previewModeId();
  const article = await articlePath(MOCK);
  expect(article, 'an article from the strict mock').not.toBeNull();
  pages = [...PUBLIC_PAGES, article as string];
});

test.afterAll(async () => {
  await stopEvery();
  if (dir && !process.env.STRICT_KEEP) fs.rmSync(dir, { recursive: true, force: true });
});

test('the mock is strict: what the site used to call is refused', async () => {
  for (const route of ['/api/configs/site_config', '/api/FunctionStock/function_stock_all']) {
    const body = (await (await fetch(`${MOCK}${route}`)).json()) as { code: number };
    expect(body.code, route).toBe(404);
  }
  // The mock's own config group (the popup and boxes): a value the document does not list.
  const site = (await (await fetch(`${MOCK}/api/about/aboutList?configsName=site`)).json()) as {
    code: number;
  };
  expect(site.code).toBe(400);
  const settings = (await (await fetch(`${MOCK}/api/SiteSettings/site_settings_find`)).json()) as {
    code: number;
  };
  expect(settings.code).toBe(200);
});

test('every public page renders with header, footer and content', async ({ browser }) => {
  const { context, asked } = await strictContext(browser);
  const page = await context.newPage();
  const failures: string[] = [];
  for (const pagePath of pages) {
    const response = await page.goto(pagePath);
    const status = response?.status();
    // A fresh render in draft mode, not the build's copy.
    expect(response?.headers()['cache-control'], pagePath).toContain('no-store');
    const main = page.getByRole('main');
    const title = await page.title();
    const problems = [
      status !== 200 && `status ${status}`,
      /^(404|500)\b/.test(title) && `error page "${title}"`,
      !(await main.isVisible()) && 'no main',
      (await main.getByRole('heading').count()) === 0 && 'no heading in main',
    ];
    if (pagePath !== '/login') {
      // The login page has no header and no footer (its own layout).
      const nav = page.getByRole('navigation', { name: 'Main' });
      const footer = page.getByRole('contentinfo');
      problems.push(
        (await nav.getByRole('link').count()) === 0 && 'no header menu',
        !(await footer.isVisible()) && 'no footer',
        (await footer.getByRole('link', { name: /opens in a new tab/ }).count()) === 0 &&
          'no social links in the footer',
      );
    }
    const found = problems.filter((p): p is string => typeof p === 'string');
    if (found.length > 0) failures.push(`${pagePath}: ${found.join(', ')}`);
  }
  expect(failures).toEqual([]);
  // What the browser asked the API on the way, if anything: documented endpoints only.
  expect(asked.filter((call) => !DOCUMENTED.has(call.toLowerCase()))).toEqual([]);
  await context.close();
});

test('function stock shows the sample grid, and the promotions come from documented configs', async ({
  browser,
}) => {
  const { context, asked } = await strictContext(browser);
  const page = await context.newPage();
  await page.goto('/function-stock');
  const popup = page.getByRole('dialog').filter({
    has: page.getByRole('button', { name: 'Subscribe Now' }),
  });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  const grid = page.getByRole('list', { name: 'Functions' });
  await expect(grid.getByRole('listitem')).toHaveCount(12);
  await expect(grid.getByText('$999.00').first()).toBeVisible();
  // Filters work on the sample grid with no call, and so does a like.
  await page.getByRole('button', { name: 'Point Card', exact: true }).click();
  await expect(grid.getByRole('heading')).toHaveText([
    'Ford 100 Point Card',
    'Audi 500 Point Card',
    'Volkswagen Battery Registration Points',
  ]);
  const like = grid.getByRole('button', { name: 'Like Ford 100 Point Card' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(asked.filter((call) => call.includes('/FunctionStock/'))).toEqual([]);
  await context.close();
});

test("the browser's own calls reach the strict mock", async ({ browser }) => {
  const { context, asked } = await strictContext(browser);
  const page = await context.newPage();
  await page.goto('/products');
  const popup = page.getByRole('dialog').filter({
    has: page.getByRole('button', { name: 'Subscribe Now' }),
  });
  await popup.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect.poll(() => asked).toContain('GET /api/goods/goods_all');
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  expect(asked.filter((call) => !DOCUMENTED.has(call.toLowerCase()))).toEqual([]);
  await context.close();
});
