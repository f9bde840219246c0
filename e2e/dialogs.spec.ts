/**
 * Issue 21, M6: Escape closes every dialog and menu, and the focus goes back to what opened
 * it: the phone menu (aria-expanded false after), the tech-support form, an account form,
 * the quote form, the coverage function popup, the sign-out question and the mailing-list
 * popup. A form whose input closing would lose asks first (Cancel keeps the input). Carousel
 * slides out of view hold nothing the Tab key can reach.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, test } from './fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Loads a page and waits for hydration, so the keys reach the page's own handlers. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => typeof (window as { next?: unknown }).next === 'object');
}

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
    await open(page, '/');
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
    await open(page, '/support/tech-support');
    const opener = page.getByRole('button', { name: 'Contact Tech Support' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Contact Tech Support' });
    await dialog.getByLabel('Subject').fill('Kept subject');
    // Nothing is lost (the form stays mounted): no question.
    await escapeCloses(page, dialog, opener);
    await expect(page.getByRole('dialog', { name: 'Tips' })).toHaveCount(0);
    await opener.click();
    await expect(dialog.getByLabel('Subject')).toHaveValue('Kept subject');
  });

  test('closes the quote dialog of corporate purchase', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/partnership/corporate-purchase');
    const opener = page.getByRole('article').first().getByRole('button', { name: 'Buy Now' });
    await opener.click();
    await escapeCloses(page, page.getByRole('dialog', { name: 'Get a Quote' }), opener);
  });

  test('closes the coverage function popup', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/support/vehicle-coverage');
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
      await open(page, '/');
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
      await open(page, '/');
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
      await open(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('button', { name: 'Personal Center sub-menu' }).click();
      const signOut = menu.getByRole('button', { name: 'Sign Out' });
      await signOut.click();
      await escapeCloses(page, page.getByRole('dialog', { name: 'Tips' }), signOut);
      // The menu is still open under it: the first Escape was the dialog's.
      await expect(menu).toBeVisible();
    });

    test('an account form: closes at once when empty, asks before discarding typed input', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await open(page, '/personal-center/services/serial-number');
      const opener = page.getByRole('button', { name: 'Add' });
      await opener.click();
      const add = page.getByRole('dialog', { name: 'Add Serial Number' });
      await escapeCloses(page, add, opener);

      await opener.click();
      await add.getByLabel('Serial Number').fill('TYPED-123');
      await page.keyboard.press('Escape');
      const question = page.getByRole('dialog', { name: 'Tips' });
      await expect(question).toContainText('Discard what you have typed?');
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toBeHidden();
      await expect(add).toBeVisible();
      await expect(add.getByLabel('Serial Number')).toHaveValue('TYPED-123');

      await page.keyboard.press('Escape');
      await question.getByRole('button', { name: 'Discard' }).click();
      await expect(add).toBeHidden();
      await expect(opener).toBeFocused();
      await opener.click();
      await expect(add.getByLabel('Serial Number')).toHaveValue('');
    });
  });
});

test('carousel slides out of view hold nothing in the tab order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');
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
