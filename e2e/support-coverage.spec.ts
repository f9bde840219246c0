/**
 * Vehicle coverage: the first view in the HTML; product, brand, version and a
 * filter, then paging; a function popup and its search. The choices are read from the
 * mock's coverage service first, so the spec follows whatever the fixtures hold.
 */
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { expect, MOCK_API_URL, test } from './fixtures';

const PATH = '/support/vehicle-coverage';
const FUNCTION_FIELDS = ['special_functions', 'actuation_test'];

type Row = Record<string, string>;
interface Field {
  field: string;
  en: string;
  filter_field?: number;
}
interface DiagList<T> {
  Data: T[];
  Total: number;
}

/** One call to the coverage service through the proxy; code 0 expected. */
async function diag<T>(
  request: APIRequestContext,
  url: string,
  data: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(`${MOCK_API_URL}/api/diagoem/get_interface`, {
    data: {
      requestUrl: `/funcquery/diagOem/${url}`,
      requestData: JSON.stringify({ category: 'diag', lang: 'EN', ...data }),
    },
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

interface Choice {
  product: string;
  packid: string | number;
  brand: string;
  version: string;
}

/** The same call, null for any code but 0 (a version being re-published answers 500). */
async function diagOrNull<T>(
  request: APIRequestContext,
  url: string,
  data: Record<string, unknown>,
): Promise<T | null> {
  const response = await request.post(`${MOCK_API_URL}/api/diagoem/get_interface`, {
    data: {
      requestUrl: `/funcquery/diagOem/${url}`,
      requestData: JSON.stringify({ category: 'diag', lang: 'EN', ...data }),
    },
  });
  const body = (await response.json()) as { code: number; data: T };
  return body.code === 0 ? body.data : null;
}

/** Each product's brands (one per packid) with their versions, in the service's order. */
async function brandsOf(request: APIRequestContext, product: string) {
  const rows = await diag<{ brand: string; packid: string | number; version: string }[]>(
    request,
    'getBrand',
    { product_name: product },
  );
  const brands: { brand: string; packid: string | number; versions: string[] }[] = [];
  for (const row of rows) {
    const seen = brands.find((b) => String(b.packid) === String(row.packid));
    if (!seen) brands.push({ brand: row.brand, packid: row.packid, versions: [row.version] });
    else if (!seen.versions.includes(row.version)) seen.versions.push(row.version);
  }
  return brands;
}

function table(page: Page): Locator {
  return page.getByRole('table', { name: /^Coverage:/ });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Holds the page's brand list of `product` (the proxy's getBrand call) until `release`, so
 * the test can see the Brand select while it loads.
 */
async function holdBrands(page: Page, product: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = '**/api/diagoem/get_interface';
  const handler = async (route: Route) => {
    const body = route.request().postDataJSON() as { requestUrl?: string; requestData?: string };
    const data = JSON.parse(body.requestData ?? '{}') as { product_name?: string };
    if (body.requestUrl?.endsWith('/getBrand') && data.product_name === product) await released;
    await route.fallback();
  };
  await page.route(pattern, handler);
  return {
    release: async () => {
      release();
      await page.unroute(pattern, handler);
    },
  };
}

/** Picks product, brand and version in the page and waits for their table. */
async function choose(page: Page, choice: Choice) {
  const product = page.getByRole('combobox', { name: 'Product' });
  const brand = page.getByRole('combobox', { name: 'Brand' });
  if ((await product.inputValue()) !== choice.product) {
    const brands = await holdBrands(page, choice.product);
    await product.selectOption(choice.product);
    // While the new product's brands load, Brand is busy and lists none of the old ones.
    await expect(brand).toHaveAttribute('aria-busy', 'true');
    await expect(brand).toBeDisabled();
    await expect(brand.locator('option')).toHaveText(['Loading…']);
    await brands.release();
    await expect(brand).toHaveAttribute('aria-busy', 'false');
    await expect(brand).toBeEnabled();
  }
  // Each choice waits for the one before to land (the table names it).
  await expect(table(page)).toHaveAccessibleName(
    new RegExp(`^Coverage: ${escapeRegExp(choice.product)}, `),
  );
  await expect(brand.locator('option', { hasText: choice.brand }).first()).toBeAttached();
  if ((await brand.inputValue()) !== String(choice.packid)) {
    await brand.selectOption(String(choice.packid));
  }
  await expect(table(page)).toHaveAccessibleName(
    new RegExp(`^Coverage: ${escapeRegExp(choice.product)}, ${escapeRegExp(choice.brand)}, `),
  );
  const version = page.getByRole('combobox', { name: 'Version' });
  await expect(version.locator(`option[value="${choice.version}"]`)).toBeAttached();
  if ((await version.inputValue()) !== choice.version) {
    await version.selectOption(choice.version);
  }
  await expect(table(page)).toHaveAccessibleName(
    `Coverage: ${choice.product}, ${choice.brand}, ${choice.version}`,
  );
}

test.describe('vehicle coverage', () => {
  test('the first view is in the HTML', async ({ request }) => {
    const [first] = await diag<{ product_name: string }[]>(request, 'getProduct');
    const html = await (await request.get(PATH)).text();
    expect(html).toContain(first!.product_name);
    expect(html).toContain('<table');
    expect(html).toMatch(/Total \d+/);
  });

  test('pick product, brand, version and a filter, then page through the results', async ({
    page,
    request,
  }) => {
    // A product other than the first, a brand other than its first, and, when the brand
    // has several, its second version: every select is really changed.
    const products = (await diag<{ product_name: string }[]>(request, 'getProduct')).map(
      (p) => p.product_name,
    );
    let choice: Choice | null = null;
    let filter: { field: Field; value: string; total: number } | null = null;
    for (const product of [...products.slice(1), products[0]!]) {
      for (const brand of (await brandsOf(request, product)).slice(1)) {
        const version = brand.versions[1] ?? brand.versions[0]!;
        const selection = { product_name: product, packid: brand.packid, version };
        const fields = await diagOrNull<Field[]>(request, 'getDiagField', selection);
        const first = fields?.find((f) => Number(f.filter_field) === 1);
        if (!first) continue;
        const options = await diag<string[]>(request, 'getFieldOptions', {
          ...selection,
          field: first.field,
        });
        for (const value of options.slice(0, 10)) {
          const rows = await diag<DiagList<Row>>(request, 'getDiagData', {
            ...selection,
            [first.field]: value,
            PageIndex: 1,
            PageSize: 1,
          });
          if (rows.Total > 40) {
            filter = { field: first, value, total: rows.Total };
            break;
          }
        }
        if (filter) {
          choice = { product, packid: brand.packid, brand: brand.brand, version };
          break;
        }
      }
      if (choice) break;
    }
    if (!choice || !filter) throw new Error('no filter value with three pages in the fixtures');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PATH);
    await expect(table(page).getByRole('row').nth(1)).toBeVisible();
    await choose(page, choice);

    const filterSelect = page.getByRole('combobox', { name: filter.field.en });
    await expect(filterSelect).toBeEnabled();
    await filterSelect.selectOption(filter.value);
    const pages = page.getByRole('navigation', { name: 'Coverage results pages' });
    await expect(pages.getByText(`Total ${filter.total}`)).toBeVisible();
    await expect(pages.getByRole('button', { name: 'page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const selection = {
      product_name: choice.product,
      packid: choice.packid,
      version: choice.version,
      [filter.field.field]: filter.value,
    };
    // The filter columns hold text: page 2's first row must show its own.
    const columns = await diag<Field[]>(request, 'getDiagField', selection);
    const filterColumns = columns
      .map((column, index) => ({ ...column, index }))
      .filter((column) => Number(column.filter_field) === 1);
    const pageOf = (index: number) =>
      diag<DiagList<Row>>(request, 'getDiagData', {
        ...selection,
        PageIndex: index,
        PageSize: 20,
      });
    const expectFirstRow = async (row: Row) => {
      const cells = table(page).locator('tbody tr').first().locator('td');
      for (const column of filterColumns) {
        await expect(cells.nth(column.index)).toHaveText(row[column.field] ?? '');
      }
    };

    await expect(table(page).locator('tbody tr')).toHaveCount(20);
    await pages.getByRole('button', { name: 'Go to next page' }).click();
    await expect(pages.getByRole('button', { name: 'page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(table(page)).toHaveAttribute('aria-busy', 'false');
    await expectFirstRow((await pageOf(2)).Data[0]!);

    const last = Math.ceil(filter.total / 20);
    await pages.getByRole('spinbutton', { name: 'Go to page' }).fill(String(last));
    await pages.getByRole('spinbutton', { name: 'Go to page' }).press('Enter');
    await expect(pages.getByRole('button', { name: `page ${last}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(table(page).locator('tbody tr')).toHaveCount(filter.total - (last - 1) * 20);
    await expect(table(page)).toHaveAttribute('aria-busy', 'false');
    await expectFirstRow((await pageOf(last)).Data[0]!);
    await expect(pages.getByRole('button', { name: 'Go to next page' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(pages.getByRole('button', { name: `page ${last - 1}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  for (const width of [390, 768]) {
    test(`at ${width} px (the phone layout) each result is a card with every answer on screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PATH);
      const rows = table(page).locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      // The column names are read from each cell's label: the header row is hidden from sight.
      await expect
        .poll(async () => (await table(page).locator('thead').boundingBox())?.height ?? 0)
        .toBeLessThanOrEqual(1);
      const offScreen = () =>
        rows.evaluateAll(
          (trs, right) =>
            trs.slice(0, 4).flatMap((tr) =>
              [...tr.querySelectorAll('td')]
                .filter((td) => td.getBoundingClientRect().width > 0)
                .filter((td) => td.getBoundingClientRect().right > right)
                .map((td) => td.dataset.label ?? td.textContent),
            ),
          width,
        );
      await expect.poll(offScreen).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }

  test('wider than a phone (769 px) the header row is on screen again', async ({ page }) => {
    await page.setViewportSize({ width: 769, height: 900 });
    await page.goto(PATH);
    await expect(table(page).locator('tbody tr').first()).toBeVisible();
    await expect
      .poll(async () => (await table(page).locator('thead').boundingBox())?.height ?? 0)
      .toBeGreaterThan(20);
    await expect(table(page).locator('thead th').first()).toBeVisible();
  });

  test('open a function popup and search it', async ({ page, request }) => {
    // The first product, brand and version whose first page has a function list.
    const products = (await diag<{ product_name: string }[]>(request, 'getProduct')).map(
      (p) => p.product_name,
    );
    let found: { choice: Choice; subField: string; label: string; nos: string } | null = null;
    for (const product of products) {
      const [brand] = await brandsOf(request, product);
      if (!brand) continue;
      const selection = { product_name: product, packid: brand.packid, version: brand.versions[0] };
      const fields = await diag<Field[]>(request, 'getDiagField', selection);
      const rows = await diag<DiagList<Row>>(request, 'getDiagData', {
        ...selection,
        PageIndex: 1,
        PageSize: 20,
      });
      // The first button in the table: rows in order, columns in order.
      for (const row of rows.Data) {
        const field = fields.find((f) => FUNCTION_FIELDS.includes(f.field) && row[f.field]);
        if (field) {
          found = {
            choice: {
              product,
              packid: brand.packid,
              brand: brand.brand,
              version: brand.versions[0]!,
            },
            subField: field.field,
            label: field.en,
            nos: row[field.field]!,
          };
          break;
        }
      }
      if (found) break;
    }
    if (!found) throw new Error('no function list on a first page in the fixtures');
    const count = found.nos.split(',').filter((n) => n.trim()).length;
    const functions = await diag<DiagList<Row>>(request, 'getDiagExtraData', {
      sub_field: found.subField,
      nos: found.nos,
      function_name: '',
      PageIndex: 1,
      PageSize: 100,
    });
    const name = functions.Data[0]!.function_name!;
    const word = name.split(' ')[0]!;
    const matching = functions.Data.filter((f) =>
      f.function_name!.toLowerCase().includes(word.toLowerCase()),
    ).length;

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PATH);
    await choose(page, found.choice);

    const button = table(page)
      .getByRole('button', { name: new RegExp(`^View \\(\\d+\\) `) })
      .first();
    await expect(button).toHaveText(new RegExp(`View \\(${count}\\)`));
    await button.click();

    const dialog = page.getByRole('dialog', { name: found.label });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('tbody tr')).toHaveCount(Math.min(functions.Total, 100));
    await expect(dialog.getByRole('cell', { name, exact: true }).first()).toBeVisible();

    // An empty search warns, a name narrows the list.
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please enter the function name')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Function name' }).fill(word);
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.locator('tbody tr')).toHaveCount(matching);
    await expect(dialog.getByText(`Total ${matching}`)).toBeVisible();

    // Close closes it and gives the focus back; so does Escape.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});
