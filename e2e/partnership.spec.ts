/**
 * The partnership pages end to end: the corporate quote modal from Buy Now, the
 * distributor form's consent rule, the influencer Start! button, and the testers' product
 * carousel. Forms are read back from the mock (`GET /mock/forms`), as the vendor would.
 */
import type { APIRequestContext } from '@playwright/test';
import { MOCK_API_URL, expect, test, toast } from './fixtures';
import { DESKTOP, PHONE, box, expectInside } from './support/layout-probes';

const PARTNERSHIP = '/partnership';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ resetMock }) => {
  await resetMock();
});

type StoredForm = Record<string, unknown>;

async function storedForms(
  request: APIRequestContext,
  form: 'corporate' | 'distributor' | 'ufluencer',
): Promise<StoredForm[]> {
  const response = await request.get(`${MOCK_API_URL}/mock/forms?form=${form}`);
  return ((await response.json()) as { data: StoredForm[] }).data;
}

test('corporate purchase: Buy Now opens the quote form; empty, then a valid request', async ({
  page,
  request,
}) => {
  await page.goto(`${PARTNERSHIP}/corporate-purchase`);
  const product = page.getByRole('article').first();
  const title = (await product.getByRole('heading').textContent())!.trim();
  await product.getByRole('button', { name: 'Buy Now' }).click();

  const modal = page.getByRole('dialog', { name: 'Get a Quote' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Required product')).toHaveValue(title);
  await modal.getByLabel('Required product').fill('');
  await modal.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Please enter contact name',
    'Please enter contact email',
    'Please enter required product',
    'Please enter quantity required',
    'Please enter reason for purchase',
    'Please enter shipping address',
    'Please enter phone number',
    'Please read and agree to these terms',
  ]) {
    await expect(modal.getByText(message, { exact: true })).toBeVisible();
  }
  expect(await storedForms(request, 'corporate')).toHaveLength(0);

  await modal.getByLabel('Contact name').fill('Morgan Fleet');
  await modal.getByLabel('Contact email').fill('morgan.fleet@example.com');
  await modal.getByLabel('Required product').fill(title);
  await modal.getByLabel('Quantity required').fill('25');
  await modal.getByLabel('Reason for purchase').selectOption('For automotive repair shop');
  await modal.getByLabel('Shipping address').fill('12 Depot Road, Springfield');
  await modal.getByLabel('Delivery date').fill('2026-12-15');
  await modal.getByLabel('Phone number').fill('+1 555 0142');
  await modal.getByRole('checkbox', { name: /agree/i }).check();
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal).toBeHidden();

  await expect.poll(async () => (await storedForms(request, 'corporate')).length).toBe(1);
  const [stored] = await storedForms(request, 'corporate');
  expect(stored).toMatchObject({
    purchase_name: 'Morgan Fleet',
    purchase_emil: 'morgan.fleet@example.com',
    purchase_product: title,
    purchase_quantity: '25',
    purchase_reason: 'For automotive repair shop',
    purchase_delivery: '2026-12-15',
  });

  // Open again: a fresh form, no values and no messages left over.
  await product.getByRole('button', { name: 'Buy Now' }).click();
  await expect(modal.getByLabel('Contact name')).toHaveValue('');
  await expect(modal.getByText('Please enter contact name')).toHaveCount(0);
});

test('corporate purchase: the wide "Why Buy in Bulk" tiles read across their width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${PARTNERSHIP}/corporate-purchase`);
  const wide = page.locator('li[data-span="12"]');
  await expect(wide).toHaveCount(2);
  for (const tile of await wide.all()) {
    const box = (await tile.boundingBox())!;
    // The words use the tile: the list's last item ends in the right half, beside the first.
    const items = tile.getByRole('listitem');
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    const first = (await items.first().boundingBox())!;
    const last = (await items.last().boundingBox())!;
    expect(last.x + last.width).toBeGreaterThan(box.x + box.width * 0.6);
    expect(Math.abs(last.y - first.y)).toBeLessThan(4);
    // No tall empty band: the tile is not much taller than its words.
    expect(box.height).toBeLessThan(260);
  }
});

test('become a distributor: nothing is sent without the consent, then a full application', async ({
  page,
  request,
}) => {
  await page.goto(`${PARTNERSHIP}/become-a-distributor`);
  const form = page.getByRole('form', { name: 'Distributor application' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Please check the statement after reading')).toBeVisible();
  await expect(form.getByText('Please write your name')).toHaveCount(0);
  expect(await storedForms(request, 'distributor')).toHaveLength(0);

  await form.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please write your email address')).toBeVisible();
  await expect(form.getByText('Please select region')).toBeVisible();
  expect(await storedForms(request, 'distributor')).toHaveLength(0);

  await form.getByLabel('Cooperation type').selectOption('Become a dealer');
  await form.getByLabel('Region').selectOption({ index: 1 });
  const country = form.getByLabel('Country');
  await expect(country.locator('option')).not.toHaveCount(1);
  await country.selectOption({ index: 1 });
  await form.getByLabel('First name').fill('Ines');
  await form.getByLabel('Last name').fill('Duarte');
  await form.getByLabel('E-mail').fill('ines.duarte@example.com');
  await form.getByLabel('Phone').fill('+351 21 000 0000');
  await form.getByLabel('Company name').fill('Duarte Auto Parts');
  await form.getByLabel('Company size').fill('25');
  await form.getByLabel('Website URL').fill('https://duarte.example.com');
  await form.getByLabel('Address').fill('Rua Augusta 1, Lisbon');
  await form.getByLabel('Other brands carried').fill('Bosch, Launch');
  await form.getByLabel('Message').fill('We run four shops and would like to carry your tools.');
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect.poll(async () => (await storedForms(request, 'distributor')).length).toBe(1);
  const [stored] = await storedForms(request, 'distributor');
  expect(stored).toMatchObject({
    form_cooperationtype: 'Become a dealer',
    form_firstname: 'Ines',
    form_companyname: 'Duarte Auto Parts',
    isAgreement: 1,
  });
  // Reset after the answer.
  await expect(form.getByLabel('First name')).toHaveValue('');
});

test('influencer programme: Start! scrolls to the form, 80 px below the top', async ({ page }) => {
  await page.goto(`${PARTNERSHIP}/ufluencer-program`);
  const form = page.getByRole('form', { name: 'Ufluencer program sign-up' });
  await page.getByRole('link', { name: 'Start!' }).click();
  await expect(form).toBeInViewport();
  // Where the smooth scroll comes to rest: the top read twice, two frames apart, must agree
  // (a scroll passing 80 on its way elsewhere does not count).
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        // The sign-up block Start! points at (its href's fragment).
        const top = () =>
          Math.round(
            document.getElementById('ufluencer-program-sign-up')?.getBoundingClientRect().top ?? -1,
          );
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const before = top();
        await frame();
        await frame();
        return top() === before ? before : 'still scrolling';
      }),
    )
    .toBe(80);
});

test('inventors and testers: the product carousel leads to real product pages', async ({
  page,
}) => {
  await page.goto(`${PARTNERSHIP}/inventers-testers-program`);
  const carousel = page.getByRole('region', { name: 'Discover our products' }).last();
  const link = carousel.getByRole('link').first();
  // The card's picture is named after the product (its text also holds a badge).
  const name = (await link.getByRole('img').first().getAttribute('alt'))!.trim();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/products\/[^ ]+$/);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  await link.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test.describe('ufluencer benefits', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`the benefit icons are small and whole at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/partnership/ufluencer-program');
      const cards = page.getByRole('region', { name: 'Program features' }).getByRole('listitem');
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) {
        const icon = card.getByRole('img');
        await icon.scrollIntoViewIfNeeded();
        await expect(icon).toHaveJSProperty('complete', true);
        // Not cut: drawn whole (contain, not cover) and inside its card.
        await expect(icon).not.toHaveCSS('object-fit', 'cover');
        // Both boxes measured again until the layout has settled (a picture or a font that
        // arrives late moves the card while the two are read one after the other).
        await expect(async () => {
          const iconBox = await box(icon);
          expect(iconBox.width).toBeLessThanOrEqual(96);
          expect(iconBox.height).toBeLessThanOrEqual(96);
          expect(iconBox.width).toBeGreaterThan(24);
          expectInside(iconBox, await box(card));
        }).toPass();
      }
    });
  }
});

test('the partnership page lists the four programmes with their introductions', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/partnership');
  const cards = page.getByRole('list', { name: 'Partnership pages' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(hrefs.sort()).toEqual([
    '/partnership/become-a-distributor',
    '/partnership/corporate-purchase',
    '/partnership/inventers-testers-program',
    '/partnership/ufluencer-program',
  ]);
  for (const card of await cards.all()) {
    expect((await card.locator('p').innerText()).length).toBeGreaterThan(20);
  }
  await expect(page.getByRole('main').getByRole('heading', { name: 'Partnership' })).toHaveCount(1);
});
