/**
 * The site without a mouse: the skip link, the mega menu, the mobile menu, the header
 * search, a carousel's arrows, tabs, an accordion and dialogs, each driven by the keyboard
 * alone, with the focus visible and returned where it came from.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, gotoHydrated } from './fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Tabs until `target` has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The focused element draws a ring: an outline (the --focus-ring of the tokens), or for a
 * form field's frame its focus border (an inset shadow).
 */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const ring = await target.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.outline || ring.shadow).toBe(true);
}

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, which moves focus to the main content', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('mega menu: focus opens it, Tab moves into it, Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const products = nav.getByRole('link', { name: 'Products', exact: true });
    await tabTo(page, products);
    await expectVisibleFocus(products);
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Products menu' });
    await expect(panel).toBeVisible();

    await page.keyboard.press('Tab');
    await expect
      .poll(() => panel.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(products).toBeFocused();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  test('mega menu: Tab reaches every product card of every category, in reading order', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('link', { name: 'Products', exact: true }));
    const panel = page.getByRole('region', { name: 'Products menu' });
    await expect(panel).toBeVisible();
    const categoryLinks = panel.locator('ul').first().locator(':scope > li > a');
    const categoryHrefs = await categoryLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    expect(categoryHrefs.length).toBeGreaterThan(1);
    /** The products (and View all) the focused category shows, once they have loaded. */
    const shown = async () => {
      const goods = panel.locator('[aria-busy="false"]');
      await expect(goods).toHaveCount(1);
      return goods
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    };

    const reached: string[] = [];
    const expected: string[] = [];
    const categoriesReached: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      await page.keyboard.press('Tab');
      // Where the focus is: a link of the panel (and whether it is a category), or outside.
      const focus = await page.evaluate(() => {
        const active = document.activeElement;
        const menu = document.querySelector('[role="region"][aria-label="Products menu"]');
        if (!(active instanceof HTMLAnchorElement) || !menu?.contains(active)) return null;
        const list = menu.querySelector('ul');
        return {
          href: active.getAttribute('href') ?? '',
          category: active.parentElement?.parentElement === list,
        };
      });
      if (focus === null) break;
      reached.push(focus.href);
      // A category: its products (then View all) come next.
      if (focus.category) {
        categoriesReached.push(focus.href);
        expected.push(focus.href, ...(await shown()));
      }
    }
    // Each category, then every card it shows and its View all, then the next category.
    expect(reached).toEqual(expected);
    // Every category, in order.
    expect(categoriesReached).toEqual(categoryHrefs);
    expect(reached.length).toBeGreaterThan(categoryHrefs.length * 2);
  });

  test('mega menu cards are one link each, named by where they go', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const support = nav.getByRole('link', { name: 'Support', exact: true });
    // Past the Products menu, whose every product card is a stop.
    await tabTo(page, support, 200);
    const panel = page.getByRole('region', { name: 'Support menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /Click to view/ })).toHaveCount(0);
    await expect(panel.getByText(/Click to view/)).toHaveCount(0);
    const cards = panel.getByRole('listitem');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const links = cards.nth(i).getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAccessibleName(
        (await cards.nth(i).getByRole('heading').innerText()).trim(),
      );
    }
  });

  test('mobile menu at 390 px: opens with Enter, its links and sub-menus take the focus', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();

    const subToggle = menu.getByRole('button', { name: 'Products sub-menu' });
    await tabTo(page, subToggle);
    await page.keyboard.press('Enter');
    await expect(subToggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    // The first link of the opened sub-menu.
    await expect(menu.locator('a:focus')).toHaveCount(1);

    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(menu).toBeHidden();
  });

  test.describe('phone menu and Escape', () => {
    test.use({ viewport: PHONE, hasTouch: true });

    for (const way of ['tap', 'click', 'keyboard'] as const) {
      test(`Escape closes it when it was opened by ${way}, and the toggle has the focus`, async ({
        page,
      }) => {
        await gotoHydrated(page, '/');
        const toggle = page.getByRole('button', { name: 'Open menu' });
        if (way === 'tap') await toggle.tap();
        else if (way === 'click') await toggle.click();
        else {
          await tabTo(page, toggle);
          await page.keyboard.press('Enter');
        }
        const menu = page.getByRole('navigation', { name: 'Mobile' });
        await expect(menu).toBeVisible();
        const close = page.getByRole('button', { name: 'Close menu' });
        await expect(close).toHaveAttribute('aria-expanded', 'true');

        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
        await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      });
    }

    test('Escape closes it right after a tap, while the menu code is still on its way', async ({
      page,
    }) => {
      await gotoHydrated(page, '/');
      // From now on scripts arrive late: the menu's own code (loaded on first use) included.
      await page.route('**/_next/static/**/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue();
      });
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await page.keyboard.press('Escape');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
      await expect(toggle).toBeFocused();
      // Once the code has come, the menu stays closed.
      await page.waitForTimeout(2_500);
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    });

    test('Escape closes it also with the focus inside it or nowhere', async ({ page }) => {
      await gotoHydrated(page, '/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await toggle.tap();
      await expect(menu).toBeVisible();
      await menu.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.tap();
      await expect(menu).toBeVisible();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });

  test('header search: open, type, choose a type and search with the keyboard', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Open search' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const keywords = page.getByLabel('Keywords');
    await expect(keywords).toBeFocused();
    await page.keyboard.type('scan');
    await page.keyboard.press('Shift+Tab');
    const type = page.getByLabel('Search type');
    await expect(type).toBeFocused();
    await expectVisibleFocus(page.locator('form[role="search"] div:has(> select)').first());
    await type.selectOption('goods');
    await keywords.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?.*keywords=scan/);
  });

  test('a carousel moves with its arrow buttons', async ({ page }) => {
    // 3 cards per view at this width: the first tab's goods scroll.
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('region', { name: /products$/ }).first();
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    // The arrows drive keen-slider, which loads after hydration: it has started once it
    // places the slides itself (an inline transform on each).
    const first = carousel.locator('[aria-roledescription="slide"]').first();
    await expect(first).toHaveAttribute('style', /transform/);
    await tabTo(page, next, 200);
    await expectVisibleFocus(next);
    await page.keyboard.press('Enter');
    await expect(previous).toBeEnabled();
    // The first slide has moved out of view (and, out of view, out of the tab order).
    await expect(first).not.toBeInViewport({ ratio: 1 });
    await expect(first).toHaveAttribute('inert', '');
  });

  test('tabs: arrow keys move the selection, Home and End jump', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/');
    const list = page.getByRole('tablist', { name: 'Product categories' });
    const tabs = list.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    // The focused tab is scrolled into the row's view on a phone.
    await expect(tabs.nth(1)).toBeInViewport();
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await expect(tabs.last()).toBeInViewport();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test('an accordion opens and closes with Enter and Space', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/support/faqs');
    const question = page.locator('main button[aria-expanded]').first();
    // Past the header, whose Products menu has a stop for every product card it shows.
    await tabTo(page, question, 200);
    await expectVisibleFocus(question);
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const region = page.locator(`#${await question.getAttribute('aria-controls')}`);
    await expect(region).toBeVisible();
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeHidden();
  });

  test('a dialog traps the focus and gives it back to its opener when closed', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/support/tech-support');
    const opener = page.getByRole('button', { name: 'Contact Tech Support' });
    // Past the header, whose Products menu has a stop for every product card it shows.
    await tabTo(page, opener, 200);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contact Tech Support' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    // Twice round the dialog's controls: the focus never leaves it.
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test.describe('the first-visit dialog', () => {
    test.use({ promos: 'shown' });

    test('takes the focus, keeps it, and Escape closes it', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, '/');
      const dialog = page.getByRole('dialog', { name: 'Join Our Mailing List' });
      await expect(dialog).toBeVisible();
      await expect
        .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
        .toBe(true);
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Then the side tab opens from the keyboard.
      const tab = page.getByRole('complementary', { name: 'Need help?' });
      const toggle = tab.getByRole('button', { name: 'Need help?' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(tab.getByRole('link', { name: 'Learn more' })).toBeVisible();
    });
  });
});
