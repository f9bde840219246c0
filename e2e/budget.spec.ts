/**
 * The JavaScript budgets: a public page's first load (every
 * script its server HTML asks for) stays within 140 kB gzip, the customer area's within
 * 190 kB. A size, not a timing: the same build always gives the same bytes. It fails as soon
 * as a server-rendered module pulls in Emotion or MUI again (that alone adds ~40 kB), or SWR
 * comes back to the public pages.
 */
import type { APIRequestContext } from '@playwright/test';
import { gzipBytes, scriptSources } from '../scripts/lib/first-load';
import { expect, MOCK_API_URL, test } from './fixtures';

const BUDGET_BYTES = 140_000;
const CUSTOMER_BUDGET_BYTES = 190_000;

async function firstLoadGzipBytes(request: APIRequestContext, path: string): Promise<number> {
  const page = await request.get(path);
  expect(page.status(), path).toBe(200);
  const sources = scriptSources(await page.text());
  expect(sources.length, `${path} loads scripts`).toBeGreaterThan(0);
  let total = 0;
  for (const source of sources) {
    const script = await request.get(source);
    expect(script.status(), source).toBe(200);
    total += gzipBytes(await script.body());
  }
  return total;
}

/** Measures every page's first load, prints the figures and checks each against `budget`. */
async function expectWithinBudget(
  request: APIRequestContext,
  paths: string[],
  budget: number,
): Promise<void> {
  const sizes: Record<string, number> = {};
  for (const path of paths) sizes[path] = await firstLoadGzipBytes(request, path);
  console.log(
    Object.entries(sizes)
      .map(([path, bytes]) => `${(bytes / 1000).toFixed(1)} kB  ${path}`)
      .join('\n'),
  );
  for (const [path, bytes] of Object.entries(sizes)) {
    expect(bytes, `${path}: ${(bytes / 1000).toFixed(1)} kB`).toBeLessThanOrEqual(budget);
  }
}

test.describe('first-load JavaScript budget', () => {
  test('public pages load at most 140 kB of gzipped JavaScript', async ({ request }) => {
    const articles = await request.get(`${MOCK_API_URL}/api/articles/articles_all?page=1`);
    const { articles_qb_all: list } = (await articles.json()) as {
      articles_qb_all: { articles_path: string }[];
    };
    const paths = [
      '/',
      '/products',
      '/products/code-reader',
      '/products/AD900-Pro-Scan-Tool',
      '/blogs',
      `/blogs/${list[0].articles_path}`,
      '/about-us',
      '/function-stock',
      '/statement',
      // The sign-in form's logic loads after the page, sign-up and reset when opened.
      '/login',
      '/search?type=goods&keywords=scan',
      '/compare?products=AD900-Pro-Scan-Tool,AD1000-Max-Diagnostic-Tablet,AD500-OBD2-Scanner',
      '/support',
      '/support/vehicle-coverage',
      '/support/tech-support',
      '/support/downloads',
      '/support/faqs',
      '/support/training-center',
      '/service-center',
      '/contact-us',
      '/where-to-buy',
      '/partnership/corporate-purchase',
      '/partnership/become-a-distributor',
      '/partnership/inventers-testers-program',
      '/partnership/ufluencer-program',
    ];
    await expectWithinBudget(request, paths, BUDGET_BYTES);
  });

  test('the customer area loads at most 190 kB of gzipped JavaScript', async ({ request }) => {
    // The frame's HTML is static (the session is checked in the browser): no sign-in needed.
    const paths = [
      '/personal-center/user-info',
      '/personal-center/my-tools',
      '/personal-center/membership',
      '/personal-center/services',
      '/personal-center/services/order',
      '/personal-center/services/warranty-claim',
      '/personal-center/services/garage',
    ];
    await expectWithinBudget(request, paths, CUSTOMER_BUDGET_BYTES);
  });
});
