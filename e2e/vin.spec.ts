/**
 * "Check my car" on the vehicle coverage page: a VIN decodes to its maker and
 * model year, preselects the brand and the year, and lists the products that cover the
 * vehicle with links to their coverage tables; each way a VIN is wrong has its message;
 * `?vin=` checks a VIN on arrival; an unknown maker falls back to the brand select. And the
 * function popup at 390 px: each function a card whose description has the card's width.
 * A 2003-2016 car finds tools, each linking to its product page with its price and
 * where to buy; a car no tool covers gets the years and makes the data lists, the closest
 * tool by make and Tech Support with the VIN; the popup at 1440 px has no empty box.
 * What covers what is read from the mock's coverage service, so the spec follows the fixtures.
 */
import { seriousViolations } from './support/axe';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, MOCK_API_URL, test } from './fixtures';

const PATH = '/support/vehicle-coverage';
/** A 2019 Toyota (4T1: Toyota, K in position 10 with a letter in position 7), check digit 8. */
const TOYOTA_2019 = '4T1B11HK8KU123456';
/** A valid VIN of a maker our coverage data does not list (1M8: Motor Coach Industries). */
const UNKNOWN_MAKER = '1M8GDM9AXKP042788';
/** A Land Rover built in the UK: position 9 is not a check digit there. */
const LAND_ROVER_2019 = 'SALGS2SE0KA500000';
/** A 2003 Honda Accord: an ordinary car of the years the coverage data lists, which tools must cover. */
const HONDA_2003 = '1HGCM82633A004352';
/** A 1990 Honda (before OBD-II): older than the years the coverage data lists. */
const HONDA_1990 = '1HGCB7657LA000001';
/** A 2019 Tesla Model 3 (5YJ: Tesla, Fremont), a make the coverage data does not list. */
const TESLA_2019 = '5YJ3E1EA0KF000316';

interface Goods {
  goods_title: string;
  goods_selling_price: number;
}

/** The goods of a coverage product: the goods search's title that begins with its name. */
async function goodsOf(request: APIRequestContext, product: string): Promise<Goods | null> {
  const response = await request.get(`${MOCK_API_URL}/api/api/goods_search`, {
    params: { goodsKeywordsName: product },
  });
  const { data } = (await response.json()) as { data: Goods[] };
  return (
    data
      .filter((g) => g.goods_title.toLowerCase().startsWith(`${product.toLowerCase()} `))
      .sort((a, b) => a.goods_title.length - b.goods_title.length)[0] ?? null
  );
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

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

test.describe('check my car: links and next steps', () => {
  test('a 2003 Honda finds tools, each with its product page, price and where to buy', async ({
    page,
    request,
  }) => {
    const { covering } = await productsCovering(request, 'HONDA', '2003');
    expect(covering.length, 'fixtures: products covering a 2003 Honda').toBeGreaterThan(1);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${PATH}?vin=${HONDA_2003}`);
    const check = vinCheck(page);
    await expect(check.getByText('2003', { exact: true })).toBeVisible();
    const list = check.getByRole('list', { name: 'Tools that cover this vehicle' });
    await expect(list.getByRole('listitem')).toHaveCount(covering.length);
    let withGoods = 0;
    for (const { product } of covering) {
      const item = list.getByRole('listitem').filter({ hasText: `${product} coverage table` });
      await expect(item.getByRole('link', { name: `${product} coverage table` })).toBeVisible();
      const goods = await goodsOf(request, product);
      if (!goods) continue;
      withGoods += 1;
      await expect(item.getByRole('link', { name: goods.goods_title })).toHaveAttribute(
        'href',
        `/products/${goods.goods_title.replaceAll(' ', '-')}`,
      );
      await expect(item.getByText(usd.format(goods.goods_selling_price)).first()).toBeVisible();
      await expect(item.getByRole('link', { name: 'Where to buy' })).toHaveAttribute(
        'href',
        '/where-to-buy',
      );
    }
    expect(withGoods, 'fixtures: covering products sold in the catalogue').toBeGreaterThan(0);
    await expect(check.getByRole('list', { name: 'Next steps' })).toHaveCount(0);

    // The product page opens from the result.
    const first = (await goodsOf(request, covering[0]!.product))!;
    await list.getByRole('link', { name: first.goods_title }).click();
    await expect(page.getByRole('heading', { level: 1, name: first.goods_title })).toBeVisible();
  });

  test('an older Honda: the years the data lists and the closest tool by make', async ({
    page,
  }) => {
    await page.goto(`${PATH}?vin=${HONDA_1990}`);
    const check = vinCheck(page);
    await expect(check.getByText('None of our tools covers a Honda 1990 yet.')).toBeVisible();
    await expect(
      check.getByText(/^Our coverage data lists Honda model years 199\d to 20\d\d\.$/),
    ).toBeVisible();
    const steps = check.getByRole('list', { name: 'Next steps' });
    await expect(steps.getByText(/^Closest by make:/)).toBeVisible();
    const table = steps.getByRole('link', { name: /coverage table for Honda$/ });
    await table.click();
    await expect(select(page, 'Brand')).toHaveValue('HONDA');
    await expect(page.getByRole('heading', { name: 'Diagnosis' })).toBeFocused();
  });

  test('a Tesla: the makes the data lists, the closest tool, and Tech Support with the VIN', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${PATH}?vin=${TESLA_2019}`);
    const check = vinCheck(page);
    await expect(check.getByText('Tesla', { exact: true })).toBeVisible();
    await expect(check.getByText('None of our tools covers a Tesla 2019 yet.')).toBeVisible();
    await expect(
      check.getByText(/^Our coverage data does not list Tesla yet\. It lists \d+ makes: Audi, /),
    ).toBeVisible();
    const steps = check.getByRole('list', { name: 'Next steps' });
    await expect(steps.getByText(/^Closest by make: .* covers the most makes/)).toBeVisible();
    await steps.getByRole('link', { name: 'Ask Tech Support about this car' }).click();
    await expect(page).toHaveURL(new RegExp(`/support/tech-support\\?vin=${TESLA_2019}$`));
    const dialog = page.getByRole('dialog', { name: 'Contact Tech Support' });
    await expect(dialog.getByRole('textbox', { name: /^Subject/ })).toHaveValue(
      `Vehicle coverage: VIN ${TESLA_2019}`,
    );
    await expect(dialog.getByRole('textbox', { name: /^Message/ })).toHaveValue(
      new RegExp(TESLA_2019),
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a Renault: the closest tool has Nissan, of the same group', async ({ page }) => {
    await page.goto(`${PATH}?vin=VF1RFB00X56000001`);
    const check = vinCheck(page);
    await expect(check.getByText('Renault', { exact: true })).toBeVisible();
    await expect(
      check
        .getByRole('list', { name: 'Next steps' })
        .getByText(/covers Nissan, a make of the same group as Renault/),
    ).toBeVisible();
  });
});

test.describe('function popup at 1440 px', () => {
  test('the table is no taller than its rows: no empty box under a short list', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PATH);
    await page
      .getByRole('table', { name: /^Coverage:/ })
      .getByRole('button', { name: /^View \(\d+\) / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('tbody tr').first()).toBeVisible();
    const region = dialog.getByRole('region');
    const { box, table } = await region.evaluate((element) => ({
      box: element.clientHeight,
      table: element.querySelector('table')!.getBoundingClientRect().height,
    }));
    expect(table, 'fixtures: a short function list').toBeLessThan(400);
    expect(box).toBeLessThanOrEqual(Math.ceil(table) + 1);
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
