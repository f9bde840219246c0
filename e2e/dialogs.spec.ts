/**
 * Escape closes every dialog and menu, and the focus goes back to what opened
 * it: the phone menu (aria-expanded false after), the tech-support form, the quote form, the
 * coverage function popup, the sign-out question and the mailing-list popup. A form dialog
 * whose input closing would lose asks first, whichever way it is closed (Close, Cancel,
 * Escape): Cancel keeps editing, Discard closes and empties it; untouched, it closes at once;
 * a click outside never closes it. Carousel slides out of view hold nothing the Tab key can
 * reach.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, DISCARD_TITLE, expect, test, gotoHydrated } from './fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Escape, then the dialog is gone and the focus is back on its opener. */
async function escapeCloses(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('Escape', () => {
  test('closes the phone menu: aria-expanded false, focus on its toggle', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    // From inside the menu too.
    await menu.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('closes the tech-support form dialog, which keeps what was typed', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/support/tech-support');
    const opener = page.getByRole('button', { name: 'Contact Tech Support' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Contact Tech Support' });
    await dialog.getByLabel('Subject').fill('Kept subject');
    // Nothing is lost (the form stays mounted): no question.
    await escapeCloses(page, dialog, opener);
    await expect(page.getByRole('dialog', { name: DISCARD_TITLE })).toHaveCount(0);
    await opener.click();
    await expect(dialog.getByLabel('Subject')).toHaveValue('Kept subject');
  });

  test('closes the quote dialog of corporate purchase', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/partnership/corporate-purchase');
    const opener = page.getByRole('article').first().getByRole('button', { name: 'Buy Now' });
    await opener.click();
    await escapeCloses(page, page.getByRole('dialog', { name: 'Get a Quote' }), opener);
  });

  test('closes the coverage function popup', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/support/vehicle-coverage');
    const opener = page
      .getByRole('table', { name: /^Coverage:/ })
      .getByRole('button', { name: /^View \(\d+\) / })
      .first();
    await opener.click();
    await escapeCloses(page, page.getByRole('dialog'), opener);
  });

  test.describe('on a first visit', () => {
    test.use({ promos: 'shown' });

    test('closes the mailing-list popup', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, '/');
      const popup = page.getByRole('dialog', { name: 'Join Our Mailing List' });
      await expect(popup).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    });
  });

  test.describe('signed in', () => {
    test.beforeEach(async ({ page, resetMock, signIn }) => {
      await resetMock();
      await signIn(page, ACCOUNTS.demo.email, ACCOUNTS.demo.password);
    });

    test('closes the sign-out question (still signed in), focus on the account menu', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, '/');
      const avatar = page.getByRole('button', { name: 'Account menu' });
      await avatar.click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      const question = page.getByRole('dialog', { name: 'Tips' });
      await escapeCloses(page, question, avatar);
      await expect(avatar).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    });

    test('closes the sign-out question of the phone menu, focus on its Sign Out', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('button', { name: 'Personal Center sub-menu' }).click();
      const signOut = menu.getByRole('button', { name: 'Sign Out' });
      await signOut.click();
      await escapeCloses(page, page.getByRole('dialog', { name: 'Tips' }), signOut);
      // The menu is still open under it: the first Escape was the dialog's.
      await expect(menu).toBeVisible();
    });
  });
});

/** A way to ask a form dialog to close. */
type Way = 'Close' | 'Cancel' | 'Escape';

/** A form dialog under test: how to open it, and its field to type into. */
interface FormDialogCase {
  name: string;
  path: string;
  /** The account area: signed in first. */
  signedIn: boolean;
  opener: (page: Page) => Locator;
  /** The dialog's ways to close besides a click outside. */
  ways: Way[];
  field: (dialog: Locator) => Locator;
  /** Puts input into the field (text, or a choice). */
  type: (field: Locator) => Promise<void>;
  /** The field's value after typing, and in a fresh form. */
  typed: string | RegExp;
  empty: string;
}

const FORM_DIALOGS: FormDialogCase[] = [
  {
    name: 'Get a Quote',
    path: '/partnership/corporate-purchase',
    signedIn: false,
    opener: (page) => page.getByRole('article').first().getByRole('button', { name: 'Buy Now' }),
    ways: ['Close', 'Escape'],
    field: (dialog) => dialog.getByLabel(/^Contact name/),
    type: (field) => field.fill('Typed Name'),
    typed: 'Typed Name',
    empty: '',
  },
  {
    name: 'Add Serial Number',
    path: '/personal-center/services/serial-number',
    signedIn: true,
    opener: (page) => page.getByRole('button', { name: 'Add', exact: true }),
    ways: ['Close', 'Cancel', 'Escape'],
    field: (dialog) => dialog.getByLabel('Serial Number'),
    type: (field) => field.fill('TYPED-123'),
    typed: 'TYPED-123',
    empty: '',
  },
  {
    name: 'Add Warranty Claim',
    path: '/personal-center/services/warranty-claim',
    signedIn: true,
    opener: (page) => page.getByRole('button', { name: 'Add', exact: true }),
    // Its own Cancel, among the wizard's Prev and Next.
    ways: ['Cancel'],
    field: (dialog) => dialog.getByLabel('Product'),
    type: async (field) => {
      // The products arrive after the dialog opens.
      await expect.poll(() => field.locator('option').count()).toBeGreaterThan(1);
      await field.selectOption({ index: 1 });
    },
    typed: /.+/,
    empty: '',
  },
];

/**
 * The form dialog by its name, even while the discard question makes it aria-hidden: a
 * dialog still open under the question must not pass for closed.
 */
function formDialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name, includeHidden: true });
}

async function requestClose(page: Page, dialog: Locator, way: Way): Promise<void> {
  if (way === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: way, exact: true }).click();
}

/** Clicks the backdrop beside the dialog (the top left corner is outside it). */
async function clickOutside(page: Page): Promise<void> {
  const outside = await page.evaluate(
    () =>
      document.elementFromPoint(4, 4)?.closest('.MuiDialog-container, .MuiBackdrop-root') != null,
  );
  expect(outside).toBe(true);
  await page.mouse.click(4, 4);
}

test.describe('Closing a form dialog', () => {
  for (const form of FORM_DIALOGS) {
    test.describe(form.name, () => {
      test.beforeEach(async ({ page, signIn }) => {
        await page.setViewportSize(DESKTOP);
        if (form.signedIn) await signIn(page, ACCOUNTS.demo.email, ACCOUNTS.demo.password);
        await gotoHydrated(page, form.path);
      });

      for (const way of form.ways) {
        test(`${way}: closes at once when untouched; asks once typed, keeps or discards`, async ({
          page,
        }) => {
          const opener = form.opener(page);
          const dialog = formDialog(page, form.name);
          const question = page.getByRole('dialog', { name: DISCARD_TITLE });

          // Untouched: no question, the dialog closes and the focus goes back to its opener.
          await opener.click();
          await expect(dialog).toBeVisible();
          await requestClose(page, dialog, way);
          await expect(dialog).toBeHidden();
          await expect(opener).toBeFocused();
          await expect(question).toHaveCount(0);

          // Typed: the question; Cancel keeps editing, in the field, with the input.
          await opener.click();
          await expect(dialog).toBeVisible();
          await form.type(form.field(dialog));
          await requestClose(page, dialog, way);
          await expect(question).toBeVisible();
          await expect(question).toContainText('Discard what you have typed?');
          await question.getByRole('button', { name: 'Cancel' }).click();
          await expect(question).toBeHidden();
          await expect(dialog).toBeVisible();
          await expect(form.field(dialog)).toBeFocused();
          await expect(form.field(dialog)).toHaveValue(form.typed);

          // Discard: the dialog closes, the focus is back on the opener, the form is empty.
          await requestClose(page, dialog, way);
          await question.getByRole('button', { name: 'Discard' }).click();
          await expect(question).toBeHidden();
          await expect(dialog).toBeHidden();
          await expect(opener).toBeFocused();
          await opener.click();
          await expect(dialog).toBeVisible();
          await expect(form.field(dialog)).toHaveValue(form.empty);
        });
      }

      test('a click outside neither closes it nor asks, typed or not', async ({ page }) => {
        const opener = form.opener(page);
        const dialog = formDialog(page, form.name);
        const question = page.getByRole('dialog', { name: DISCARD_TITLE });
        await opener.click();
        await expect(dialog).toBeVisible();
        await clickOutside(page);
        // The click is handled at once; the dialog's exit would take 0.2 s.
        await page.waitForTimeout(500);
        await expect(dialog).toBeVisible();
        await expect(question).toHaveCount(0);

        await form.type(form.field(dialog));
        await clickOutside(page);
        await page.waitForTimeout(500);
        await expect(dialog).toBeVisible();
        await expect(question).toHaveCount(0);
        await expect(form.field(dialog)).toHaveValue(form.typed);
      });
    });
  }
});

test('carousel slides out of view hold nothing in the tab order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/');
  const carousel = page.getByRole('region', { name: /products$/ }).first();
  const next = carousel.getByRole('button', { name: 'Next slide' });
  // The slider has started when Next knows whether it can move.
  await expect(next).toBeEnabled();

  /** For each slide: whether it is fully out of the track's view, and tabbable things in it. */
  const slides = () =>
    carousel.evaluate((section) => {
      const track = section.querySelector('.keen-slider');
      const view = track!.getBoundingClientRect();
      return Array.from(
        section.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
      ).map((slide) => {
        const box = slide.getBoundingClientRect();
        const outOfView = box.right <= view.left + 1 || box.left >= view.right - 1;
        const tabbable = Array.from(
          slide.querySelectorAll<HTMLElement>(
            'a[href], button, input, select, textarea, [tabindex]',
          ),
        ).filter((node) => node.tabIndex >= 0 && !node.closest('[inert]'));
        return { outOfView, tabbable: tabbable.length };
      });
    });

  const check = async () => {
    const all = await slides();
    expect(all.some((slide) => slide.outOfView)).toBe(true);
    for (const slide of all) {
      if (slide.outOfView) expect(slide.tabbable).toBe(0);
    }
    // The slides in view keep their links.
    expect(all.filter((slide) => !slide.outOfView && slide.tabbable > 0).length).toBeGreaterThan(0);
  };
  await check();
  await next.click();
  await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  // Wait for the slide animation to end before measuring.
  await page.waitForTimeout(800);
  await check();
});
