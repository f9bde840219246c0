/**
 * The support hub and the pages around it: the /support frame and its children,
 * the service center's copy e-mail and new-tab links, contact us, and the where-to-buy
 * filters (letter, region and keyword combine; they live in the address).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, MOCK_API_URL, test } from './fixtures';

interface BuyCountry {
  country_id: number;
  country_name: string;
  business_all?: { business_name: string; business_url: string }[];
}
interface BuyMode {
  mode_id: number;
  mode_name: string;
}
interface BuyRegion {
  region_id: number;
  region_name: string;
  country_all?: BuyCountry[];
}

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${MOCK_API_URL}${path}`);
  expect(response.ok(), path).toBe(true);
  const body = (await response.json()) as T & { code: number };
  expect(body.code, path).toBe(200);
  return body;
}

/** The names of the countries with dealers in one answer of the dealer calls. */
async function countriesOf(request: APIRequestContext, path: string): Promise<Set<string>> {
  const { country_all } = await apiJson<{ country_all: BuyCountry[] }>(request, path);
  return new Set(
    country_all.filter((c) => (c.business_all ?? []).length > 0).map((c) => c.country_name),
  );
}

/** The country headings of the dealer list, as shown. */
function shownCountries(page: Page) {
  return page.locator('#where-to-buy-dealers').getByRole('heading', { level: 2 });
}

test.describe('support hub', () => {
  test('the /support grid navigates to each child, shown inside the support frame', async ({
    page,
  }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const grid = page.getByRole('navigation', { name: 'Support pages' });
    const links = grid.getByRole('link');
    await expect(links).toHaveCount(7);
    const children = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({ name: a.textContent ?? '', href: a.getAttribute('href') ?? '' })),
    );
    for (const child of children) {
      await grid.getByRole('link', { name: child.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${child.href}$`));
      // The child's own heading, under the same grid, with its entry marked current.
      await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();
      await expect(grid.getByRole('link', { name: child.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(grid.getByRole('link')).toHaveCount(7);
    }
  });

  test('warranty and FCA SGW show their picture and HTML inside the frame', async ({ page }) => {
    for (const [path, name] of [
      ['/support/warranty-return', 'Warranty & Return'],
      ['/support/fca-sgw', 'FCA SGW'],
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Support pages' }).getByRole('link', { name }),
      ).toHaveAttribute('aria-current', 'page');
    }
  });
});

test.describe('service center', () => {
  test('copies the e-mail address, and every link opens in a new tab', async ({
    page,
    context,
    request,
  }) => {
    const { contact_all } = await apiJson<{
      contact_all: { contact_id: number; contact_name: string; contact_link: string }[];
    }>(request, '/api/ServiceContact/service_contact_all');
    const mail = contact_all.find((contact) => contact.contact_id === 8);
    expect(mail).toBeDefined();
    const address = /^mailto:([^?]+)/i.exec(mail?.contact_link ?? '')?.[1] ?? mail?.contact_name;

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Records what the page copies (the real clipboard still receives it).
    await page.addInitScript(() => {
      const clipboard = navigator.clipboard;
      const write = clipboard.writeText.bind(clipboard);
      clipboard.writeText = async (text: string) => {
        (window as unknown as { copied: string[] }).copied = [
          ...((window as unknown as { copied?: string[] }).copied ?? []),
          text,
        ];
        return write(text);
      };
    });
    await page.goto('/service-center');
    await expect(
      page.getByRole('heading', { level: 1, name: "We're At Your Service" }),
    ).toBeVisible();
    await expect(page.getByText('Average response time under 24 hours')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Send Email/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );

    await page.getByRole('button', { name: 'Copy email address' }).click();
    // The toast (Next's route announcer is an alert too).
    await expect(
      page.getByRole('alert').filter({ hasText: 'Email copied to clipboard!' }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
      address,
    ]);

    for (const name of ['Help Resources', 'More Resources', 'Follow Us On']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    const links = page.locator('main a');
    expect(await links.count()).toBeGreaterThan(5);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});

test.describe('contact us', () => {
  test('shows Contact, Social Media and More Services, and links to its children', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const name of ['Contact', 'Social Media', 'More Services']) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    const children = page.getByRole('navigation', { name: 'Contact Us pages' });
    await children.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

test.describe('where to buy', () => {
  // A language without a country: no country is suggested (none is ever preselected).
  test.use({ locale: 'en' });

  test('filters dealers by letter, region and keyword, combined, in the address', async ({
    page,
    request,
  }) => {
    const all = await apiJson<{
      mode_all: BuyMode[];
      region_all: BuyRegion[];
      country_all: BuyCountry[];
    }>(request, '/api/buy/business_all');
    // A country with dealers whose region the page lists: its letter, region and name.
    const region = all.region_all.find((r) =>
      (r.country_all ?? []).some((c) =>
        all.country_all.some(
          (d) => d.country_id === c.country_id && (d.business_all ?? []).length > 0,
        ),
      ),
    );
    expect(region, 'a region with dealers').toBeDefined();
    if (!region) return;
    const target = all.country_all.find(
      (c) =>
        (c.business_all ?? []).length > 0 &&
        (region.country_all ?? []).some((r) => r.country_id === c.country_id),
    );
    expect(target).toBeDefined();
    if (!target) return;
    const letter = target.country_name.charAt(0).toUpperCase();
    const keyword = target.country_name.slice(0, 3);

    const byLetter = await countriesOf(request, `/api/buy/letter_find?letterKeywords=${letter}`);
    const byRegion = await countriesOf(
      request,
      `/api/buy/business_region?region_id=${region.region_id}`,
    );
    const byKeyword = await countriesOf(
      request,
      `/api/buy/keywords_find?keywordsName=${encodeURIComponent(keyword)}`,
    );
    const everyCountry = all.country_all.filter((c) => (c.business_all ?? []).length > 0);

    await page.goto('/where-to-buy');
    await expect(page.getByRole('heading', { level: 1, name: 'Where to Buy' })).toBeVisible();
    await expect(shownCountries(page)).toHaveCount(everyCountry.length);

    // Letter.
    await page.getByRole('combobox', { name: 'Letter' }).selectOption(letter);
    await expect(page).toHaveURL(new RegExp(`[?&]letter=${letter}(&|$)`));
    // The list keeps the API's order.
    const afterLetter = [...byLetter];
    await expect(shownCountries(page)).toHaveText(afterLetter);

    // AND region.
    await page.getByRole('combobox', { name: 'Region' }).selectOption(region.region_name);
    await expect(page).toHaveURL(new RegExp(`[?&]region=${region.region_id}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]letter=${letter}(&|$)`));
    const afterRegion = afterLetter.filter((name) => byRegion.has(name));
    await expect(shownCountries(page)).toHaveText(afterRegion);

    // AND keyword.
    await page.getByRole('textbox', { name: 'Country keyword' }).fill(keyword);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]keyword=/);
    const afterKeyword = afterRegion.filter((name) => byKeyword.has(name));
    expect(afterKeyword).toContain(target.country_name);
    await expect(shownCountries(page)).toHaveText(afterKeyword);

    // Each dealer opens its own site in a new tab.
    const dealers = page.getByRole('list', { name: `Dealers in ${target.country_name}` });
    const firstDealer = dealers.getByRole('link').first();
    await expect(firstDealer).toHaveAttribute('target', '_blank');
    await expect(firstDealer).toHaveAttribute('rel', 'noopener noreferrer');

    // The address keeps the filters: a reload shows the same list.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Letter' })).toHaveValue(letter);
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue(
      String(region.region_id),
    );
    await expect(page.getByRole('textbox', { name: 'Country keyword' })).toHaveValue(keyword);
    await expect(shownCountries(page)).toHaveText(afterKeyword);

    // AND mode: the dealers of that mode only (mode_find takes mode_id alone: its answer,
    // narrowed to the countries the other filters left).
    const mode = all.mode_all[0];
    const byMode = await apiJson<{ country_all: BuyCountry[] }>(
      request,
      `/api/buy/mode_find?mode_id=${mode.mode_id}`,
    );
    const expected = byMode.country_all.filter((c) => afterKeyword.includes(c.country_name));
    await page.getByRole('tab', { name: mode.mode_name }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]mode=${mode.mode_id}(&|$)`));
    await expect(page.getByRole('tab', { name: mode.mode_name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel').getByRole('link')).toHaveText(
      expected.flatMap((c) =>
        (c.business_all ?? []).map((b) => `${b.business_name} (opens in a new tab)`),
      ),
    );

    // An empty keyword search is refused.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).not.toHaveURL(/[?&]keyword=/);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter keywords' }),
    ).toBeVisible();
  });
});
