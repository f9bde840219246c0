/**
 * "Check my car" on the vehicle coverage page (issue 21): a VIN decodes to its maker and
 * model year, preselects the brand and the year, and lists the products that cover the
 * vehicle with links to their coverage tables; each way a VIN is wrong has its message;
 * `?vin=` checks a VIN on arrival; an unknown maker falls back to the brand select. And the
 * function popup at 390 px: each function a card whose description has the card's width.
 * What covers what is read from the mock's coverage service, so the spec follows the fixtures.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, MOCK_API_URL, test } from './fixtures';

const PATH = '/support/vehicle-coverage';
/** A 2019 Toyota (4T1: Toyota, K in position 10 with a letter in position 7), check digit 8. */
const TOYOTA_2019 = '4T1B11HK8KU123456';
/** A valid VIN of a maker our coverage data does not list (1M8: Motor Coach Industries). */
const UNKNOWN_MAKER = '1M8GDM9AXKP042788';
/** A Land Rover built in the UK: position 9 is not a check digit there. */
const LAND_ROVER_2019 = 'SALGS2SE0KA500000';

async function diag<T>(
  request: APIRequestContext,
  url: string,
  data: Record<string, unknown> = {},
): Promise<{ code: number; data: T }> {
  const response = await request.post(`${MOCK_API_URL}/api/diagoem/get_interface`, {
    data: {
      requestUrl: `/funcquery/diagOem/${url}`,
      requestData: JSON.stringify({ category: 'diag', lang: 'EN', ...data }),
    },
  });
  return (await response.json()) as { code: number; data: T };
}

interface Covering {
  product: string;
  packid: string;
  version: string;
}

/** The products whose newest version of `packid` lists `year` in its Year filter. */
async function productsCovering(
  request: APIRequestContext,
  packid: string,
  year: string,
): Promise<{ all: string[]; covering: Covering[] }> {
  const { data: products } = await diag<{ product_name: string }[]>(request, 'getProduct');
  const all = products.map((p) => p.product_name);
  const covering: Covering[] = [];
  for (const product of all) {
    const { data: brands } = await diag<{ packid: string; version: string }[]>(
      request,
      'getBrand',
      { product_name: product },
    );
    const brand = brands.find((b) => b.packid === packid);
    if (!brand) continue;
    const selection = { product_name: product, packid, version: brand.version };
    const years = await diag<string[]>(request, 'getFieldOptions', { ...selection, field: 'year' });
    if (years.code === 0 && years.data.includes(year)) {
      covering.push({ product, packid, version: brand.version });
    }
  }
  return { all, covering };
}

function vinCheck(page: Page): Locator {
  return page.getByRole('region', { name: 'Check my car' });
}

async function checkVin(page: Page, vin: string) {
  const check = vinCheck(page);
  await check.getByRole('textbox', { name: 'VIN' }).fill(vin);
  await check.getByRole('button', { name: 'Check' }).click();
}

function select(page: Page, name: string): Locator {
  return page.getByRole('combobox', { name, exact: true });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('check my car (VIN)', () => {
  test('a valid VIN shows maker and year, preselects brand and year, lists the covering products', async ({
    page,
    request,
  }) => {
    const { all, covering } = await productsCovering(request, 'TOYOTA', '2019');
    expect(covering.length, 'fixtures: products covering a 2019 Toyota').toBeGreaterThan(1);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PATH);
    await checkVin(page, TOYOTA_2019.toLowerCase());
    const check = vinCheck(page);
    await expect(check.getByText('Toyota', { exact: true })).toBeVisible();
    await expect(check.getByText('2019', { exact: true })).toBeVisible();
    // The year is an inference between two cycles, and says so.
    await expect(
      check.getByText(/Inferred: “K” in position 10 stands for 1989 or 2019/),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?vin=${TOYOTA_2019}$`));

    // Each covering product with a link to its coverage table; the others said apart.
    const list = check.getByRole('list', { name: 'Tools that cover this vehicle' });
    await expect(list.getByRole('listitem')).toHaveCount(covering.length);
    for (const { product } of covering) {
      await expect(list.getByRole('link', { name: `${product} coverage table` })).toBeVisible();
    }
    const others = all.filter((p) => !covering.some((c) => c.product === p));
    for (const product of others) {
      await expect(
        check
          .getByRole('list', { name: 'Tools that do not' })
          .getByText(new RegExp(`^${product}:`)),
      ).toBeVisible();
    }

    // The shown product covers it: its Toyota and the 2019 model year are chosen below.
    const shown = covering.find((c) => c.product === all[0]) ?? covering[0]!;
    await expect(select(page, 'Product')).toHaveValue(shown.product);
    await expect(select(page, 'Brand')).toHaveValue('TOYOTA');
    await expect(select(page, 'Year')).toHaveValue('2019');
    const table = page.getByRole('table', { name: /^Coverage:/ });
    await expect(table).toHaveAccessibleName(
      `Coverage: ${shown.product}, Toyota, ${shown.version}`,
    );
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const yearColumn = await table.locator('thead th').allTextContents();
    const yearIndex = yearColumn.indexOf('Year');
    expect(yearIndex).toBeGreaterThanOrEqual(0);
    const years = await table.locator(`tbody tr td:nth-child(${yearIndex + 1})`).allTextContents();
    expect(years.length).toBeGreaterThan(0);
    expect(new Set(years)).toEqual(new Set(['2019']));

    // Another product's link moves the selects to it and brings the table into view.
    const other = covering.find((c) => c.product !== shown.product)!;
    await list.getByRole('link', { name: `${other.product} coverage table` }).click();
    await expect(page).toHaveURL(/[?&]product=/);
    await expect(select(page, 'Product')).toHaveValue(other.product);
    await expect(select(page, 'Brand')).toHaveValue('TOYOTA');
    await expect(select(page, 'Year')).toHaveValue('2019');
    await expect(page.getByRole('heading', { name: 'Diagnosis' })).toBeFocused();
    await expect(table).toHaveAccessibleName(
      `Coverage: ${other.product}, Toyota, ${other.version}`,
    );

    expect(await seriousViolations(page)).toEqual([]);
  });

  test('each way a VIN can be wrong has its message', async ({ page }) => {
    await page.goto(PATH);
    const check = vinCheck(page);
    const field = check.getByRole('textbox', { name: 'VIN' });
    const cases: [string, string][] = [
      ['', 'Enter the VIN: 17 letters and digits.'],
      ['4T1B11HK8KU12345', 'Too short: a VIN has 17 characters, this one has 16.'],
      ['4T1B11HK8KU1234567', 'Too long: a VIN has 17 characters, this one has 18.'],
      [
        '4T1B11HK8KUO2345I',
        'A VIN never contains the letters I, O or Q (they read as 1 and 0): found O at position 12 and I at position 17.',
      ],
      ['4T1B11HK8KU12345#', 'A VIN holds only letters and digits: found “#” at position 17.'],
      [
        '4T1B11HK1KU123456',
        'The check digit (position 9) does not match: expected 8, found 1. Check the VIN for a typing error.',
      ],
    ];
    for (const [vin, message] of cases) {
      await checkVin(page, vin);
      // The only list shown: what is wrong.
      const problems = check.getByRole('list');
      await expect(problems.getByRole('listitem')).toHaveText([message]);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // The message describes the field.
      await expect(field).toHaveAccessibleDescription(message);
    }
    // A wrong VIN never goes in the address, and nothing was preselected.
    expect(new URL(page.url()).search).toBe('');
    await expect(check.getByRole('list', { name: 'Tools that cover this vehicle' })).toHaveCount(0);
  });

  test('?vin= checks the VIN on arrival', async ({ page, request }) => {
    const { covering } = await productsCovering(request, 'TOYOTA', '2019');
    await page.goto(`${PATH}?vin=${TOYOTA_2019}`);
    const check = vinCheck(page);
    await expect(check.getByRole('textbox', { name: 'VIN' })).toHaveValue(TOYOTA_2019);
    await expect(check.getByText('Toyota', { exact: true })).toBeVisible();
    await expect(
      check.getByRole('list', { name: 'Tools that cover this vehicle' }).getByRole('listitem'),
    ).toHaveCount(covering.length);
    await expect(select(page, 'Brand')).toHaveValue('TOYOTA');
    await expect(select(page, 'Year')).toHaveValue('2019');
  });

  test('an unknown maker falls back to choosing the brand by hand', async ({ page }) => {
    await page.goto(PATH);
    const brandBefore = await select(page, 'Brand').inputValue();
    await checkVin(page, UNKNOWN_MAKER);
    const check = vinCheck(page);
    await expect(check.getByText('Not recognised')).toBeVisible();
    // Position 7 is a digit: 1989, not 2019.
    await expect(check.getByText('1989', { exact: true })).toBeVisible();
    await expect(check.getByText(/could not tell the maker from “1M8”/)).toBeVisible();
    await check.getByRole('button', { name: 'Choose the brand' }).click();
    await expect(select(page, 'Brand')).toBeFocused();
    await expect(select(page, 'Brand')).toHaveValue(brandBefore);
  });

  test('outside North America position 9 is not a check digit', async ({ page }) => {
    await page.goto(PATH);
    await checkVin(page, LAND_ROVER_2019);
    const check = vinCheck(page);
    await expect(check.getByText('Land Rover', { exact: true })).toBeVisible();
    await expect(check.getByText(/Not checked/)).toBeVisible();
    await expect(check.getByRole('textbox', { name: 'VIN' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(select(page, 'Brand')).toHaveValue('LANDROVER');
  });
});

test.describe('function popup on a phone', () => {
  test('at 390 px each function is a card with a readable description', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    const button = page
      .getByRole('table', { name: /^Coverage:/ })
      .getByRole('button', { name: /^View \(\d+\) / })
      .first();
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('tbody tr').first()).toBeVisible();
    const description = dialog.locator('td[data-label="Description"]').first();
    await expect(description).toBeVisible();
    const box = (await description.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(150);
    // Its column's name goes with it, and nothing scrolls sideways.
    const label = await description.evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"Description"');
    const region = dialog.getByRole('region');
    expect(
      await region.evaluate((box) => box.scrollWidth <= box.clientWidth + 1),
      'no sideways scroll',
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
