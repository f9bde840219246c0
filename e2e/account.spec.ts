/**
 * The after-sales dashboard end to end, signed in as the demo customer against the
 * mock API: the frame and its guard, each record table (add, search, edit, delete), unbinding
 * a serial, the garage's make and model cascade, issues with the technician's chat, the
 * warranty wizard and return logistics, the profile and membership.
 */
import type { Locator, Page } from '@playwright/test';
import { DISCARD_TITLE, ACCOUNTS, MOCK_API_URL, expect, test, toast } from './fixtures';
import { register } from './support/accounts';

const CENTER = '/personal-center';
const SERVICES = `${CENTER}/services`;

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, resetMock, signIn }) => {
  await resetMock();
  await signIn(page, ACCOUNTS.demo.email, ACCOUNTS.demo.password);
});

/** The table of the page, once its first rows have loaded. */
async function loadedTable(page: Page, name: string): Promise<Locator> {
  const table = page.getByRole('table', { name });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  return table;
}

function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

/** Answers the yes/no question of a delete or unbind. */
async function confirm(page: Page, question: string): Promise<void> {
  const tips = page.getByRole('dialog', { name: 'Tips' });
  await expect(tips).toContainText(question);
  await tips.getByRole('button', { name: 'YES' }).click();
  await expect(tips).toBeHidden();
}

async function search(page: Page, label: string, keyword: string): Promise<void> {
  const box = page.getByRole('search', { name: label });
  await box.getByLabel(label).fill(keyword);
  await box.getByRole('button', { name: 'Search' }).click();
}

function row(table: Locator, text: string): Locator {
  return table.getByRole('row').filter({ hasText: text });
}

test('a visitor is sent to sign in and back; the side menu reaches every page', async ({
  browser,
  page,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${SERVICES}/garage`);
  await expect(visitor).toHaveURL(/\/login\?redirect=%2Fpersonal-center%2Fservices%2Fgarage$/);
  await visitor.close();

  await page.goto(CENTER);
  const menu = page.getByRole('navigation', { name: 'Personal Center' });
  for (const name of [
    'User Info',
    'Serial Number',
    'Order',
    'Product Collection',
    'Product Issues',
    'Warranty Claim',
    'Garage',
    'Car Issues',
    'Membership',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Garage', exact: true }).click();
  await expect(page).toHaveURL(`${SERVICES}/garage`);
  await expect(page.getByRole('heading', { level: 1, name: 'Garage' })).toBeVisible();
});

test('serial numbers: add, search, edit, delete and unbind', async ({ page }) => {
  await page.goto(`${SERVICES}/serial-number`);
  const table = await loadedTable(page, 'Serial numbers');

  await search(page, 'Serial Number', '  ');
  await expect(toast(page, 'Please enter the Serial Number')).toBeVisible();

  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Serial Number');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText('Please select product model')).toBeVisible();
  await add.getByLabel('Product model').selectOption({ label: 'AD300 Smart Scan Tool' });
  await add.getByLabel('Serial Number').fill('E2E-SERIAL-001');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add).toBeHidden();
  await expect(row(table, 'E2E-SERIAL-001')).toContainText('AD300 Smart Scan Tool');

  await search(page, 'Serial Number', 'e2e-serial');
  await expect(table.getByRole('row')).toHaveCount(2);

  await row(table, 'E2E-SERIAL-001').getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit Serial Number');
  await expect(edit.getByLabel('Serial Number')).toHaveValue('E2E-SERIAL-001');
  await edit.getByLabel('Serial Number').fill('E2E-SERIAL-002');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  await search(page, 'Serial Number', 'E2E-SERIAL-002');
  await expect(row(table, 'E2E-SERIAL-002')).toBeVisible();

  await row(table, 'E2E-SERIAL-002').getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Are you sure to delete it?');
  // The search finds nothing now: it says so (a new customer's empty list says what to do).
  await expect(table.getByText(/^Nothing matches “/)).toBeVisible();

  // A validated serial in service shows Unbind only; an expired one cannot be unbound.
  await page.getByRole('button', { name: 'Show all' }).click();
  // The fixtures' first page holds every pair of validation and status; the serials themselves
  // are drawn, so the rows are found by what they offer.
  const unbind = (disabled: boolean) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Unbind', disabled, exact: true }) });
  // The rows first (the table said "Nothing matches" until Show all's answer).
  await expect(unbind(false).first()).toBeVisible();
  const serial = /\b[A-Z0-9]{4}\d{10}\b/.exec(await unbind(false).first().innerText())?.[0];
  expect(serial).toBeTruthy();
  const inService = row(table, serial!);
  await expect(inService.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(unbind(true).first()).toBeVisible();
  await inService.getByRole('button', { name: 'Unbind' }).click();
  await confirm(page, 'Are you sure to Unbind it?');
  await expect(inService).toHaveCount(0);
});

test('orders: add, search, edit and delete', async ({ page }) => {
  await page.goto(`${SERVICES}/order`);
  const table = await loadedTable(page, 'Orders');

  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Order');
  await add.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Please select purchase platform',
    'Please enter order #',
    'Please select Date',
    'Please select product model',
    'Please enter serial number',
  ]) {
    await expect(add.getByText(message)).toBeVisible();
  }
  await add.getByLabel('Purchase platform').selectOption({ label: 'Amazon' });
  await add.getByLabel('Order #').fill('E2E-ORDER-7781');
  await add.getByLabel('Date').fill('2026-05-20');
  await add.getByLabel('Product model').selectOption({ label: 'AD300 Smart Scan Tool' });
  await add.getByLabel('Serial Number').fill('AD3S2605200001');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add).toBeHidden();
  await expect(row(table, 'E2E-ORDER-7781')).toContainText('2026/05/20');

  await search(page, 'Order', 'e2e-order');
  await expect(table.getByRole('row')).toHaveCount(2);
  await row(table, 'E2E-ORDER-7781').getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit Order');
  await expect(edit.getByLabel('Order #')).toHaveValue('E2E-ORDER-7781');
  await edit.getByLabel('Purchase platform').selectOption({ label: 'eBay' });
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  await expect(row(table, 'E2E-ORDER-7781')).toContainText('eBay');

  await row(table, 'E2E-ORDER-7781').getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Are you sure to delete it?');
  // The search finds nothing now: it says so (a new customer's empty list says what to do).
  await expect(table.getByText(/^Nothing matches “/)).toBeVisible();
});

test('products (boxes): add, search, edit and delete', async ({ page }) => {
  await page.goto(`${SERVICES}/product-collection`);
  const table = await loadedTable(page, 'Products');

  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Box');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText('Please select product model')).toBeVisible();
  await expect(add.getByText('Please select warranty period')).toBeVisible();
  await add.getByLabel('Product model').selectOption({ label: 'AD300 Smart Scan Tool' });
  await add.getByLabel('Serial Number').fill('E2E-BOX-0001');
  await add.getByLabel('Warranty period').fill('2028-01-31');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add).toBeHidden();
  await expect(row(table, 'E2E-BOX-0001')).toContainText('2028/01/31');

  await search(page, 'Product', 'E2E-BOX');
  await expect(table.getByRole('row')).toHaveCount(2);
  await row(table, 'E2E-BOX-0001').getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit Box');
  await expect(edit.getByLabel('Warranty period')).toHaveValue('2028-01-31');
  await edit.getByLabel('Warranty period').fill('2029-02-28');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  await expect(row(table, 'E2E-BOX-0001')).toContainText('2029/02/28');

  await row(table, 'E2E-BOX-0001').getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Are you sure to delete it?');
  // The search finds nothing now: it says so (a new customer's empty list says what to do).
  await expect(table.getByText(/^Nothing matches “/)).toBeVisible();
});

test('garage: add a vehicle through the make and model cascade, search, edit, delete', async ({
  page,
}) => {
  await page.goto(`${SERVICES}/garage`);
  const table = await loadedTable(page, 'Garage');

  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Vehicle');
  await add.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Please select car make',
    'Please enter car model',
    'Please enter year',
    'Please enter VIN',
    'Please select sold in country',
    'Please enter car owner remark',
  ]) {
    await expect(add.getByText(message)).toBeVisible();
  }
  await add.getByLabel('Car make').selectOption({ label: 'Toyota' });
  await add.getByLabel('Model list').selectOption({ label: 'Corolla 2021' });
  await expect(add.getByLabel('Car model')).toHaveValue('Corolla');
  await expect(add.getByLabel('Car name')).toHaveValue('Corolla 1.8 LE');
  await expect(add.getByLabel('Year')).toHaveValue('2021');
  await add.getByLabel('VIN').fill('2T1BURHE0JC123456');
  await add.getByLabel('Sold in country').selectOption({ label: 'Canada' });
  await add.getByLabel('Type my own remark').check();
  await add.getByLabel('Car owner remark').fill('Weekend car');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add).toBeHidden();
  const vehicle = row(table, '2T1BURHE0JC123456');
  await expect(vehicle).toContainText('Corolla 1.8 LE');
  await expect(vehicle).toContainText('Weekend car');

  await search(page, 'Garage', '2t1burhe0jc');
  await expect(table.getByRole('row')).toHaveCount(2);
  await vehicle.getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit Vehicle');
  await expect(edit.getByLabel('Car owner remark')).toHaveValue('Weekend car');
  await edit.getByLabel('Displacement').fill('1.8L');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  await expect(vehicle).toContainText('1.8L');

  await vehicle.getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Are you sure to delete it?');
  // The search finds nothing now: it says so (a new customer's empty list says what to do).
  await expect(table.getByText(/^Nothing matches “/)).toBeVisible();
});

test('a new customer is told what to do first, with the action at hand', async ({
  browser,
  request,
  signIn,
}) => {
  // A customer who has just signed up (code from the mock's outbox, as a customer reads mail).
  const email = `first.steps.${Date.now()}@example.com`;
  const password = 'First@Step12';
  expect((await register(request, email, password)).code).toBe(200);
  const page = await browser.newPage();
  await signIn(page, email, password);

  // The Personal Center: first steps, no column of dashes.
  await page.goto(`${CENTER}/user-info`);
  const start = page.getByRole('region', { name: 'Get started' });
  await expect(start.getByRole('link', { name: 'Add a car' })).toBeVisible();
  await expect(page.getByText(/^Not filled in yet:/)).toBeVisible();
  await expect(page.getByText('—', { exact: true })).toHaveCount(0);

  // Its step lands in the Add dialog of the serial numbers.
  await start.getByRole('link', { name: 'Register a serial number' }).click();
  await expect(dialog(page, 'Add Serial Number')).toBeVisible();
  await expect(page).toHaveURL(`${SERVICES}/serial-number`);
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Add Serial Number')).toBeHidden();

  // The empty table says what to do, and its button opens Add too.
  const serials = await loadedTable(page, 'Serial numbers');
  await expect(serials.getByText('No serial number registered yet')).toBeVisible();
  await expect(serials.getByText('No data')).toHaveCount(0);
  await serials.getByRole('button', { name: 'Register a serial number' }).click();
  await expect(dialog(page, 'Add Serial Number')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`${SERVICES}/garage`);
  const garage = await loadedTable(page, 'Garage');
  await expect(garage.getByText('Your garage is empty')).toBeVisible();
  await garage.getByRole('button', { name: 'Add a car' }).click();
  await expect(dialog(page, 'Add Vehicle')).toBeVisible();
  await page.close();
});

test('user info: the profile and its edit', async ({ page }) => {
  await page.goto(`${CENTER}/user-info`);
  await expect(page.getByText(ACCOUNTS.demo.email).first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit');
  await expect(edit.getByLabel('E-mail')).toBeDisabled();
  await edit.getByLabel('Profession').fill('Master technician');
  // Escape asks before it discards what was typed; Cancel keeps it.
  await page.keyboard.press('Escape');
  await dialog(page, DISCARD_TITLE).getByRole('button', { name: 'Cancel' }).click();
  await expect(edit.getByLabel('Profession')).toHaveValue('Master technician');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Master technician')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Master technician')).toBeVisible();
});

test('membership: unlocked and locked types lead to their pages', async ({ page }) => {
  await page.goto(`${CENTER}/membership`);
  await expect(page.getByText(ACCOUNTS.demo.email)).toBeVisible();
  const unlocked = page.getByRole('list', { name: 'Unlocked membership' });
  await expect(unlocked.getByRole('link')).toHaveCount(2);
  const locked = page.getByRole('link', { name: /: Unlock now$/ }).first();
  await expect(page.getByRole('link', { name: /: Unlocked$/ })).toHaveCount(2);
  const href = await locked.getAttribute('href');
  expect(href).toMatch(/^\//);
  await locked.click();
  await expect(page).toHaveURL(href!);
});

test('product issues: open one, chat with the technician, end it', async ({ page }) => {
  await page.goto(`${SERVICES}/product-issues`);
  const list = page.getByRole('region', { name: 'Product issues', exact: true });
  await expect(list).toHaveAttribute('aria-busy', 'false');

  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Product Issue');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText('Please select product')).toBeVisible();
  const product = add.getByLabel('Product');
  await product.selectOption({ index: 1 });
  const label = (await product.locator('option:checked').textContent())!.trim();
  await add.getByLabel('Fault code').fill('U0100');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add).toBeHidden();

  const card = list.getByRole('article').first();
  await expect(card.getByRole('heading')).toHaveText(label);
  await expect(card).toContainText('Processing');
  await card.getByRole('button', { name: 'Chat' }).click();
  const messages = card.getByRole('list', { name: 'Messages' });
  await expect(messages).toHaveAttribute('aria-busy', 'false');

  await card.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Please enter')).toBeVisible();
  await card
    .getByRole('textbox', { name: 'Message' })
    .fill('The VCI light stays red. <b>Not bold</b>');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(messages).toContainText('The VCI light stays red. <b>Not bold</b>');
  await expect(card.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  // The mock's technician answers a moment later; the open chat picks it up by itself.
  await expect(messages.getByText('Customer Service')).toBeVisible({ timeout: 15_000 });

  await card.getByRole('button', { name: 'End Issue' }).click();
  await confirm(page, 'Are you sure to end it?');
  await expect(card).toContainText('Closed');
  await expect(card.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Send' })).toHaveCount(0);
});

test('car issues: open one on a vehicle of the garage', async ({ page }) => {
  await page.goto(`${SERVICES}/car-issues`);
  const list = page.getByRole('region', { name: 'Car issues', exact: true });
  await expect(list).toHaveAttribute('aria-busy', 'false');

  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Car Issue');
  await add.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Please select vehicle',
    'Please enter vehicle issue',
    'Please select Fault Codes',
  ]) {
    await expect(add.getByText(message)).toBeVisible();
  }
  await add.getByLabel('Vehicle').selectOption({ index: 1 });
  await add.getByLabel('Issue description').fill('Rough idle after a cold start');
  await add.getByLabel('Fault code').fill('P0300');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add).toBeHidden();
  const card = list.getByRole('article').first();
  await expect(card).toContainText('Rough idle after a cold start');
  await expect(card).toContainText('P0300');
});

test('warranty claims: the add wizard, search, delete, and return logistics on an approved claim', async ({
  page,
  request,
}) => {
  await page.goto(`${SERVICES}/warranty-claim`);
  const table = await loadedTable(page, 'Warranty claims');

  await page.getByRole('button', { name: 'Add' }).click();
  const wizard = dialog(page, 'Add Warranty Claim');
  await expect(wizard.getByRole('button', { name: 'Prev' })).toBeDisabled();
  // Submit only on the last step; Next marks the empty field with its message.
  await expect(wizard.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Next' }).click();
  const product = wizard.getByLabel('Product');
  await expect(product).toHaveAttribute('aria-invalid', 'true');
  await expect(wizard.getByText('Please select Product')).toBeVisible();
  await expect(product).toBeFocused();
  await product.selectOption({ index: 1 });
  // An option reads "model | serial | warranty date"; the claim carries the model.
  const model = (await product.locator('option:checked').textContent())!.split(' | ')[0]!.trim();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel('Warranty claim type').selectOption({ index: 1 });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard).toBeHidden();

  await search(page, 'Warranty Claim', model.toLowerCase());
  // The fixtures may hold other claims of this model under review: the new one has the
  // highest Claim ID (the first column).
  const underReview = row(table, 'Under review').filter({ hasText: model });
  await expect(underReview.first()).toBeVisible();
  const ids = await underReview.evaluateAll((rows) =>
    rows.map((tableRow) => Number((tableRow as HTMLTableRowElement).cells[0]?.textContent)),
  );
  const newest = String(Math.max(...ids));
  const added = underReview.filter({
    has: page.locator(`td:first-child:text-is("${newest}"), th:first-child:text-is("${newest}")`),
  });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText('Under review');
  await added.getByRole('button', { name: /^Delete claim/ }).click();
  await confirm(page, 'Are you sure to delete it?');
  await expect(added).toHaveCount(0);

  // Claim 8 is approved and has no return shipment yet.
  await page.getByRole('button', { name: 'Show all' }).click();
  await page.getByRole('button', { name: 'View claim 8' }).click();
  const view = dialog(page, 'Warranty Claim Progress');
  const method = view.getByLabel('Logistics method');
  // The steps show once the claim has loaded; each Next is waited for (the step changes)
  // before the form is looked for again.
  const details = view.getByRole('region', { name: 'Step details' });
  for (let tries = 0; tries < 6; tries += 1) {
    await expect(details).toHaveAttribute('data-step', /\d/);
    if (await method.isVisible()) break;
    const step = (await details.getAttribute('data-step')) ?? '';
    await view.getByRole('button', { name: 'Next' }).click();
    await expect(details).not.toHaveAttribute('data-step', step);
  }
  await expect(method).toBeVisible();
  await expect(view.getByRole('button', { name: 'Next' })).toBeDisabled();
  await view.getByRole('button', { name: 'Submit' }).click();
  await expect(view.getByText('Please select logistics methods')).toBeVisible();
  await expect(view.getByText('Please enter logistics tracking number')).toBeVisible();
  await method.selectOption({ label: 'UPS' });
  await view.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await view.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Submitted successfully')).toBeVisible();

  // Once the company has signed for it (the server moves the claim), the form is read-only.
  const moved = await request.post(`${MOCK_API_URL}/mock/warranty-claims/8/status`, {
    data: { status: 4 },
  });
  expect(((await moved.json()) as { code: number }).code).toBe(200);
  await page.reload();
  await (
    await loadedTable(page, 'Warranty claims')
  )
    .getByRole('row')
    .filter({ hasText: 'Product Returned' })
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'View claim 8' }).click();
  const returned = dialog(page, 'Warranty Claim Progress');
  await expect(returned.getByText('1Z999AA10123456784')).toBeVisible();
  await expect(returned.getByLabel('Logistics method')).toHaveCount(0);
});
