/**
 * The support area's help pages end to end: both tech-support forms (empty, then
 * valid, then the records read back from the mock), a real file download, a video that plays
 * and an embedded one, and the FAQ search.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, MOCK_API_URL, test } from './fixtures';
import { DESKTOP } from './support/layout-probes';

interface StoredForms {
  code: number;
  data: Record<string, string>[];
}

/** The forms the mock stored, newest first (GET /mock/forms). */
async function storedForms(
  request: APIRequestContext,
  form: 'techsupport' | 'remote',
): Promise<Record<string, string>[]> {
  const response = await request.get(`${MOCK_API_URL}/mock/forms?form=${form}`);
  const body = (await response.json()) as StoredForms;
  expect(body.code).toBe(200);
  return body.data;
}

/** A value no earlier run has sent. */
function unique(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

async function openForm(page: Page, name: 'Contact Tech Support' | 'Remote appointment') {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseRegionAndCountry(dialog: Locator) {
  await dialog.getByLabel('Region').selectOption('Europe');
  const country = dialog.getByLabel('Country');
  await expect(country.locator('option', { hasText: 'France' })).toHaveCount(1);
  await country.selectOption('France');
}

/** Types a date-time into a picker, section by section (year, month, day, hours, minutes). */
async function typeDateTime(dialog: Locator, label: string, digits: string) {
  const field = dialog.getByRole('group', { name: new RegExp(`^${label}`) });
  await field.getByRole('spinbutton', { name: 'Year' }).click();
  await dialog.page().keyboard.type(digits);
}

test.describe('tech support', () => {
  test.beforeEach(async ({ resetMock, page }) => {
    await resetMock();
    await page.goto('/support/tech-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Tech Support' })).toBeVisible();
  });

  test('Contact Tech Support: every message when empty, then a stored message', async ({
    page,
    request,
  }) => {
    const dialog = await openForm(page, 'Contact Tech Support');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Please select region',
      'Please select country',
      'Please write your email address',
      'Please write a phone number',
      'Please write the serial number',
      'Please write a subject',
      'Please write a message',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('Please write your name', { exact: true })).toHaveCount(2);

    // A click outside leaves it open.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    const subject = unique('e2e subject');
    await chooseRegionAndCountry(dialog);
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByLabel('E-mail').fill('ada@example.com');
    await dialog.getByLabel('Phone').fill('+44 20 7946 0000');
    await dialog.getByLabel('Serial number').fill('SN-E2E-0001');
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill('The update stops at 99 %.');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText(/Your message has been sent/)).toBeVisible();
    await expect(dialog).toBeHidden();

    const stored = await storedForms(request, 'techsupport');
    const record = stored.find((form) => form.message_subject === subject);
    expect(record).toMatchObject({
      region_name: 'Europe',
      country_name: 'France',
      message_firstname: 'Ada',
      message_lastname: 'Lovelace',
      message_emil: 'ada@example.com',
      message_phone: '+44 20 7946 0000',
      message_serial: 'SN-E2E-0001',
      message_body: 'The update stops at 99 %.',
    });

    // The form is empty again.
    const again = await openForm(page, 'Contact Tech Support');
    await expect(again.getByLabel('Subject')).toHaveValue('');
  });

  test('Remote appointment: every message when empty, then a stored appointment', async ({
    page,
    request,
  }) => {
    const dialog = await openForm(page, 'Remote appointment');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Please select region',
      'Please select country',
      'Please write serial number',
      'Please write remote ID',
      'Please write problem description',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    // The time range's error state: both pickers ask for a time.
    await expect(dialog.getByText('Please select a time', { exact: true })).toHaveCount(2);

    const serial = unique('SN');
    await chooseRegionAndCountry(dialog);
    await dialog.getByLabel('Serial number').fill(serial);
    await dialog.getByLabel('Remote ID').fill('123 456 789');
    await dialog.getByLabel('Problem description').fill('The tool does not connect.');
    await typeDateTime(dialog, 'Start time', '209907011000');
    await typeDateTime(dialog, 'End time', '209907011130');
    // The success state shows the range as it is sent.
    await expect(dialog.getByText('2099-07-01 10:00:00-2099-07-01 11:30:00')).toBeVisible();
    await expect(dialog.getByText('Please select a time', { exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText(/Your remote appointment has been booked/)).toBeVisible();
    await expect(dialog).toBeHidden();

    const stored = await storedForms(request, 'remote');
    const record = stored.find((form) => form.reservation_serial === serial);
    expect(record).toMatchObject({
      reservation_region: 'Europe',
      reservation_country: 'France',
      reservation_remoteid: '123 456 789',
      reservation_phone: '',
      reservation_describe: 'The tool does not connect.',
      reservation_timespan: '2099-07-01 10:00:00-2099-07-01 11:30:00',
    });
  });
});

test.describe('downloads', () => {
  test('a click downloads the real file under its name', async ({ page, request }) => {
    await page.goto('/support/downloads');
    const files = page.getByRole('region', { name: 'Files' });
    const title = (await files.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
    expect(title).not.toBe('');

    // The name the mock gives the file (the last part of archive_file).
    const list = await request.get(
      `${MOCK_API_URL}/api/downloads/archive_all?category_id=34&page=1`,
    );
    const { data } = (await list.json()) as {
      data: { archive_title: string; archive_file: string }[];
    };
    const file = data.find((archive) => archive.archive_title === title)?.archive_file ?? '';
    const expectedName = file.slice(file.lastIndexOf('/') + 1);
    expect(expectedName).toMatch(/\.\w+$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: `download ${title}`, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(expectedName);
    const saved = await download.path();
    expect(saved).toBeTruthy();
  });

  test('browse and search modes: a search hides the pager, a category brings it back', async ({
    page,
  }) => {
    await page.goto('/support/downloads');
    const pager = page.getByRole('navigation', { name: 'Downloads pages' });
    await expect(pager).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search downloads' }).fill('manual');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/support\/downloads\?keyword=manual$/);
    await expect(page.getByText('Search results for “manual”')).toBeVisible();
    await expect(pager).toBeHidden();
    // The matches have arrived (the list is busy while they load).
    const files = page.getByRole('region', { name: 'Files' });
    await expect(files).toHaveAttribute('aria-busy', 'false');
    const titles = await files.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.length).toBeGreaterThan(0);

    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'User Manuals' });
    await expect(page).toHaveURL(/\/support\/downloads\?category=\d+$/);
    await expect(page.getByRole('searchbox', { name: 'Search downloads' })).toHaveValue('');
    await expect(pager).toBeVisible();
  });
});

test.describe('training center', () => {
  test('a file video plays with its poster; a player page is embedded with autoplay=0', async ({
    page,
  }) => {
    await page.goto('/support/training-center');
    const videos = page.getByRole('region', { name: 'Videos' });
    const video = videos.locator('video').first();
    await expect(video).toHaveAttribute('poster', /\/uploads\/videos\//);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls', '');
    // Under its poster and a Watch chip, as every tile; Watch hands it the focus.
    await videos.locator('div:has(> video) > button[aria-label^="Watch "]').first().click();
    await expect(video).toBeFocused();
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);

    const frame = videos.locator('iframe').first();
    await expect(frame).toHaveAttribute('src', /[?&]autoplay=0(&|$)/);
    await expect(frame).toHaveAttribute('title', /.+/);
  });
});

test.describe('FAQs', () => {
  test('questions open, a keyword search lists matches, an empty one asks for keywords', async ({
    page,
  }) => {
    await page.goto('/support/faqs');
    const questions = page.getByRole('region', { name: 'Questions' });
    const first = questions.getByRole('button').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'FAQ pages' })).toContainText('Total');
    // And closes (a question open stays open through a search that lists it again: the
    // list is not redrawn while the search loads).
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    const filters = page.getByRole('search', { name: 'FAQs' });
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please enter keywords')).toBeVisible();

    await filters.getByRole('searchbox', { name: 'Keyword' }).fill('update');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/support\/faqs\?keyword=update$/);
    await expect(page.getByText('Search results for “update”')).toBeVisible();
    // The server's questions stay (the list busy) until the search's answer replaces them.
    await expect(questions).toHaveAttribute('aria-busy', 'false');
    const found = questions.getByRole('button', { name: /update/i });
    await expect(found.first()).toBeVisible();
    // An answer fetched after the search is sanitized HTML.
    await found.first().click();
    await expect(questions.getByRole('region').first()).toBeVisible();
  });
});

test.describe('downloads: what each file says', () => {
  test('every file shows its size and date, and its version when it has one', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/support/downloads');
    const cards = page
      .getByRole('region', { name: 'Files' })
      .locator('ul')
      .first()
      .locator(':scope > li');
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    for (const card of await cards.all()) {
      await expect(card.locator('[data-fact="Size"] dd')).toHaveText(/^\d+(\.\d)? (B|KB|MB)$/);
      await expect(card.locator('[data-fact="Updated"] dd')).toHaveText(/\w{3} \d{1,2}, \d{4}/);
      const title = await card.getByRole('heading').innerText();
      const version = /\bv(\d+(\.\d+)*)/i.exec(title)?.[1];
      if (version) await expect(card.locator('[data-fact="Version"] dd')).toHaveText(version);
    }
    // The manuals carry their version in the file name.
    await expect(page.locator('[data-fact="Version"]')).not.toHaveCount(0);
    // A page the browser loads itself asks the files for their facts.
    const firstTitle = await cards.first().getByRole('heading').innerText();
    await page
      .getByRole('navigation', { name: 'Downloads pages' })
      .getByRole('button', { name: 'Go to page 2' })
      .click();
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle);
    await expect(cards.first().locator('[data-fact="Size"] dd')).toHaveText(/\d/);
  });
});
