/**
 * Phones: no public page may scroll sideways. A carousel's row of slides inside a grid
 * column once widened the home page to 1,090 px on a 390 px screen.
 */
import { expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

test.describe('layout on a phone', () => {
  test.use({ viewport: PHONE });

  for (const path of [
    '/',
    '/products',
    '/products/AD900-Pro-Scan-Tool',
    '/blogs',
    '/about-us',
    '/function-stock',
    '/statement',
    '/search?type=article&keywords=scan',
    '/support/vehicle-coverage',
  ]) {
    test(`${path} fits the screen width`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });
  }
});
