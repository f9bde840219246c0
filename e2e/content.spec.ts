import type { Page } from '@playwright/test';
import { expect, MOCK_API_URL, test } from './fixtures';
import { DESKTOP, PHONE, box } from './support/layout-probes';

interface ArticlesAll {
  code: number;
  articles_qb_all: { articles_title: string; articles_path: string }[];
}

/** The titles of the cards in the blogs grid. */
async function cardTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Articles' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
}

test.describe('blogs, articles and search', () => {
  test('a sidebar category filters the cards by navigation', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('region', { name: 'Articles' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    const all = await cardTitles(page);
    expect(all.length).toBeGreaterThan(0);

    await categories.getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/blogs\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(categories.getByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Read again until the category's cards have replaced the others.
    await expect(async () => {
      const reviews = await cardTitles(page);
      expect(reviews.length).toBeGreaterThan(0);
      expect(reviews).not.toEqual(all);
    }).toPass();
  });

  test('page 2 of the blogs shows other cards', async ({ page }) => {
    await page.goto('/blogs');
    await expect.poll(async () => (await cardTitles(page)).length).toBe(9);
    const first = await cardTitles(page);
    const next = page.getByRole('button', { name: 'Go to page 2' });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await next.click();
    await expect.poll(async () => (await cardTitles(page))[0]).not.toBe(first[0]);
    // Every navigation scrolls to the top of the page (the spec), paging included.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The whole list is page 2's: read again until no card of page 1 is left.
    await expect(async () => {
      const second = await cardTitles(page);
      expect(second.length).toBeGreaterThan(0);
      expect(second.some((title) => first.includes(title))).toBe(false);
    }).toPass();
  });

  test('the blogs page is in the address: a reload keeps page 2, Back returns to page 1', async ({
    page,
  }) => {
    await page.goto('/blogs');
    const pager = page.getByRole('navigation', { name: 'Articles pages' });
    const first = await cardTitles(page);
    await pager.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect.poll(async () => (await cardTitles(page))[0]).not.toBe(first[0]);
    const second = await cardTitles(page);

    await page.reload();
    await expect(pager.getByRole('button', { name: 'page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => cardTitles(page)).toEqual(second);

    await page.goBack();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(pager.getByRole('button', { name: 'page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => cardTitles(page)).toEqual(first);
  });

  test('a table of contents entry scrolls its heading into view', async ({ page, request }) => {
    const response = await request.get(`${MOCK_API_URL}/api/articles/articles_all?page=1`);
    const body = (await response.json()) as ArticlesAll;
    const article = body.articles_qb_all[0];
    await page.goto(`/blogs/${article.articles_path}`);
    await expect(
      page.getByRole('heading', { level: 1, name: article.articles_title }),
    ).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'Table of Contents' });
    const entries = toc.getByRole('link');
    await expect.poll(() => entries.count()).toBeGreaterThan(1);
    const last = entries.last();
    const target = (await last.getAttribute('href'))!.slice(1);
    const heading = page.locator(`article [id="${target}"]`);
    await expect(heading).not.toBeInViewport();
    await last.click();
    await expect(heading).toBeInViewport();
    await expect(last).toHaveAttribute('aria-current', 'location');
  });

  test('an unknown article answers 404', async ({ page }) => {
    const response = await page.goto('/blogs/no-such-article-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the header search finds goods', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByLabel('Search type').selectOption('goods');
    await page.getByLabel('Keywords').fill('scanner');
    await page.getByLabel('Keywords').press('Enter');
    await expect(page).toHaveURL(/\/search\?type=goods&keywords=scanner$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    const cards = page.locator('main').getByRole('link', { name: /scanner/i });
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toHaveAttribute('href', /^\/products\//);
  });

  test('the header search finds articles', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByLabel('Search type').selectOption('article');
    await page.getByLabel('Keywords').fill('battery');
    await page.getByLabel('Keywords').press('Enter');
    await expect(page).toHaveURL(/\/search\?type=article&keywords=battery$/);
    // The spec's accordion of articles: the first panel open on its body.
    const found = page.getByRole('region', { name: 'Articles found', exact: true });
    const first = found.getByRole('button', { expanded: true });
    await expect(first).toHaveCount(1);
    await expect(first).toContainText(/battery/i);
    await expect(
      found.getByTestId('search-article-body').first().getByRole('paragraph').first(),
    ).toBeVisible();
    await expect(found.getByRole('link', { name: /^Read the article/ }).first()).toHaveAttribute(
      'href',
      /^\/blogs\//,
    );
  });

  test('a search without keywords shows a message', async ({ page }) => {
    const response = await page.goto('/search?type=goods&keywords=');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('status').filter({ hasText: 'Please enter keywords' }),
    ).toBeVisible();
  });
});

test.describe('blog cards', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`author and date share one line at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/blogs');
      const bylines = page.getByTestId('article-card').locator('time').locator('..');
      await expect.poll(() => bylines.count()).toBeGreaterThan(3);
      await expect(async () => {
        for (const byline of await bylines.all()) {
          // The avatar is 28 px: one line of text beside it, never two.
          expect((await box(byline)).height).toBeLessThanOrEqual(32);
        }
      }).toPass();
    });
  }

  test('the pager takes the reader to the top of the page, as every navigation does', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/blogs');
    const list = page.getByRole('region', { name: 'Articles' });
    const first = list.getByTestId('article-card').first().getByRole('heading');
    const before = await first.innerText();
    const pager = page.getByRole('navigation', { name: 'Articles pages' });
    await pager.scrollIntoViewIfNeeded();
    await pager.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(first).not.toHaveText(before);
    // The page's top (the banner), not the list's, as a new page would open.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });
});
