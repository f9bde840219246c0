/**
 * The device passport and the tools-and-cars matrix, as the demo customer at
 * 1440 and 390 px (screenshots attached, axe clean), the second customer (their own tools
 * only) and a customer who has just signed up (what to do first).
 */
import { seriousViolations } from './support/axe';
import type { Page, TestInfo } from '@playwright/test';
import { ACCOUNTS, expect, test } from './fixtures';
import { register } from './support/accounts';

const CENTER = '/personal-center';
const MY_TOOLS = `${CENTER}/my-tools`;
const GARAGE = `${CENTER}/services/garage`;
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.describe.configure({ mode: 'serial' });

async function expectAxeClean(page: Page): Promise<void> {
  // From the top, as a page opens: the sticky header then covers nothing the check measures.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page)).toEqual([]);
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Opens every reminder (the first three show, the others behind "Show all"). */
async function showAllReminders(page: Page): Promise<void> {
  const more = page.getByRole('button', { name: /^Show all \d+ reminders$/ });
  await expect(page.locator('[data-reminder]').first()).toBeVisible();
  if (await more.isVisible()) await more.click();
}

function passport(page: Page, serialPrefix: string) {
  return page.locator(`article[data-passport^="${serialPrefix}"]`);
}

for (const viewport of VIEWPORTS) {
  test.describe(`the demo customer at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(async ({ page, resetMock, signIn }) => {
      await resetMock();
      await signIn(page, ACCOUNTS.demo.email, ACCOUNTS.demo.password);
    });

    test('Personal Center: reminders and the first passports', async ({ page }, testInfo) => {
      await page.goto(`${CENTER}/user-info`);
      await showAllReminders(page);
      const reminders = page.getByRole('region', { name: 'Reminders' });
      // The BT600's warranty ends 20 days after the fixtures were made (others may end soon too).
      await expect(
        reminders.locator('[data-reminder="warranty-ending"]').filter({ hasText: 'BT600' }),
      ).toContainText(/BT600 Printer Battery Tester \(BT6P\w+\) ends in 20 days/);
      await expect(reminders.locator('[data-reminder="serial-expired"]').first()).toBeVisible();
      await expect(reminders.locator('[data-reminder="claim-waiting"]').first()).toBeVisible();
      const section = page.getByRole('region', { name: 'My tools' });
      await expect(section.getByRole('article')).toHaveCount(3);
      await expect(section.getByRole('link', { name: 'See all 14 tools' })).toBeVisible();
      await shoot(page, testInfo, `personal-center-${viewport.name}`);
      await expectAxeClean(page);
    });

    test('My tools: a passport per device, what is missing, claims and coverage', async ({
      page,
    }, testInfo) => {
      await page.goto(MY_TOOLS);
      await expect(page.getByRole('heading', { level: 1, name: 'My tools' })).toBeVisible();
      await expect(page.locator('article[data-passport]')).toHaveCount(14);
      // A warranty ending soon, with its days left.
      await expect(passport(page, 'BT6P').locator('[data-warranty="ending"]')).toHaveText(
        /\(20 days left\)$/,
      );
      // A serial without a product record says so, with the form at hand.
      await expect(
        passport(page, 'EO1P').getByRole('link', { name: 'Register the product' }),
      ).toBeVisible();
      // Claims at three different steps.
      const steps = await page
        .locator('[data-claim-step]')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-claim-step')));
      expect(new Set(steps).size).toBeGreaterThanOrEqual(3);
      // The AD900's coverage over the garage: covered, not covered (the 1995 Mustang).
      const ad900 = passport(page, 'AD9P');
      await ad900.getByRole('button', { name: 'See its coverage' }).click();
      const matrix = ad900.locator('[data-coverage-matrix]');
      await expect(matrix.locator('[data-coverage="covered"]').first()).toBeVisible();
      await expect(matrix.locator('[data-coverage="loading"]')).toHaveCount(0, {
        timeout: 20_000,
      });
      await expect(matrix.locator('[data-coverage="not-covered"]')).not.toHaveCount(0);
      await shoot(page, testInfo, `my-tools-${viewport.name}`);
      await expectAxeClean(page);
      // "Register the product" lands in the Add dialog with the device's serial filled in.
      const eo150 = passport(page, 'EO1P');
      const serial = await eo150.getAttribute('data-passport');
      await eo150.getByRole('link', { name: 'Register the product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Box' });
      await expect(dialog.getByRole('textbox', { name: /Serial Number/ })).toHaveValue(serial!);
      await expect(page).toHaveURL(/\/personal-center\/services\/product-collection$/);
    });

    test('the garage: which tool covers which car, with the coverage table preset', async ({
      page,
    }, testInfo) => {
      await page.goto(GARAGE);
      const matrix = page.locator('[data-coverage-matrix]');
      await expect(
        matrix.getByRole('heading', { name: 'Which of my tools covers which of my cars' }),
      ).toBeVisible();
      await expect(matrix.locator('[data-coverage="loading"]')).toHaveCount(0, { timeout: 30_000 });
      const f150 = matrix.locator('[data-car]').filter({ hasText: 'Ford F-150 2020' });
      const covered = f150.locator('[data-coverage="covered"]').getByRole('link');
      await expect(covered).toHaveAttribute(
        'href',
        '/support/vehicle-coverage?product=AD900+Pro&brand=FORD&year=2020',
      );
      const mustang = matrix.locator('[data-car]').filter({ hasText: 'Ford Mustang 1995' });
      await expect(mustang.locator('[data-coverage="not-covered"]')).toBeVisible();
      await expect(mustang.locator('[data-closest]')).toContainText(
        'None of your tools covers it.',
      );
      await expect(mustang.getByRole('link', { name: 'Ask Tech Support' })).toBeVisible();
      // The tools the coverage data has no list for are unknown.
      await expect(matrix.locator('[data-unlisted]')).toContainText(
        'AD1200 Elite Diagnostic Tablet',
      );
      await shoot(page, testInfo, `garage-matrix-${viewport.name}`);
      await expectAxeClean(page);

      await covered.click();
      await expect(page).toHaveURL(
        /\/support\/vehicle-coverage\?product=AD900\+Pro&brand=FORD&year=2020/,
      );
    });
  });
}

test('a dismissed reminder stays dismissed on this browser', async ({
  page,
  resetMock,
  signIn,
}) => {
  await resetMock();
  await signIn(page, ACCOUNTS.demo.email, ACCOUNTS.demo.password);
  await page.goto(`${CENTER}/user-info`);
  await showAllReminders(page);
  const ending = page.locator('[data-reminder="warranty-ending"]').filter({ hasText: 'BT600' });
  await ending.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(ending).toHaveCount(0);
  await page.reload();
  await showAllReminders(page);
  await expect(page.locator('[data-reminder="serial-expired"]').first()).toBeVisible();
  await expect(ending).toHaveCount(0);
});

test('the second customer sees their own tools only', async ({ page, resetMock, signIn }) => {
  await resetMock();
  await signIn(page, ACCOUNTS.second.email, ACCOUNTS.second.password);
  await page.goto(MY_TOOLS);
  await expect(page.locator('article[data-passport]')).toHaveCount(3);
  await expect(passport(page, 'AD5O')).toContainText('AD500 OBD2 Scanner');
  await expect(passport(page, 'AD9P')).toHaveCount(0);
  await expect(passport(page, 'BT6P')).toHaveCount(0);
});

test('a customer who has just signed up is told what to do first', async ({
  browser,
  request,
  signIn,
}) => {
  const email = `passport.${Date.now()}@example.com`;
  const password = 'First@Step12';
  expect((await register(request, email, password)).code).toBe(200);
  const page = await browser.newPage();
  await signIn(page, email, password);

  await page.goto(MY_TOOLS);
  await expect(page.getByText('No serial number registered yet')).toBeVisible();
  await page.getByRole('link', { name: 'Register a serial number' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Serial Number' })).toBeVisible();

  await page.goto(`${CENTER}/user-info`);
  await expect(page.getByRole('region', { name: 'Get started' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My tools' })).toHaveCount(0);
  await page.goto(GARAGE);
  await expect(page.locator('[data-coverage-matrix]')).toContainText(
    'Add a car to your garage to see which of your tools cover it.',
  );
  await page.close();
});
