/**
 * Layout defects a visitor saw ("Looks finished"), checked where a test can see
 * them: the coverage table's headers whole at 1440 and its answers on screen at 390, the
 * current warranty claim step on a phone, partner and dealer logos uncropped, and the
 * about-us title said once, inside its banner, on a phone; the ufluencer band's
 * picture whole with its words beside the figures, and the home "About" title heading its
 * text beside the picture.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, test } from './fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A box's edges in the page's viewport. */
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The part of an element that its scrolling or clipping ancestors and the viewport leave
 * visible: null when nothing of it shows.
 */
async function visibleBox(locator: Locator): Promise<{ own: Box; visible: Box | null }> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const own = { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    let visible: Box | null = {
      left: Math.max(own.left, 0),
      right: Math.min(own.right, window.innerWidth),
      top: Math.max(own.top, 0),
      bottom: Math.min(own.bottom, window.innerHeight),
    };
    for (let node = element.parentElement; node && visible; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = node.getBoundingClientRect();
      visible = {
        left: Math.max(visible.left, clip.left),
        right: Math.min(visible.right, clip.right),
        top: Math.max(visible.top, clip.top),
        bottom: Math.min(visible.bottom, clip.bottom),
      };
      if (visible.right <= visible.left || visible.bottom <= visible.top) visible = null;
    }
    return { own, visible };
  });
}

/**
 * The whole element is on screen: nothing of it cut by the viewport or an overflow box.
 * Measured again until the layout has settled (a dialog or a slider still moving it).
 */
async function expectWhollyVisible(locator: Locator): Promise<void> {
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded();
    const { own, visible } = await visibleBox(locator);
    expect(visible).not.toBeNull();
    const tolerance = 1;
    expect(visible!.left).toBeLessThanOrEqual(own.left + tolerance);
    expect(visible!.right).toBeGreaterThanOrEqual(own.right - tolerance);
    expect(visible!.top).toBeLessThanOrEqual(own.top + tolerance);
    expect(visible!.bottom).toBeGreaterThanOrEqual(own.bottom - tolerance);
  }).toPass();
}

async function coverageTable(page: Page): Promise<Locator> {
  await page.goto('/support/vehicle-coverage');
  const table = page.getByRole('table', { name: /^Coverage:/ });
  await expect(table.locator('tbody tr').first().locator('td')).not.toHaveCount(1);
  return table;
}

test.describe('vehicle coverage at 1440', () => {
  test.use({ viewport: DESKTOP });

  test('no header cell is clipped: each shows its whole text inside the table box', async ({
    page,
  }) => {
    const table = await coverageTable(page);
    const headers = table.locator('thead th');
    await expect.poll(() => headers.count()).toBeGreaterThan(6);
    // Measured again until the table's layout has settled (its rows load after the page).
    await expect(async () => {
      const cells = await headers.evaluateAll((ths) =>
        ths.map((th) => ({
          text: th.textContent ?? '',
          scrollWidth: th.scrollWidth,
          clientWidth: th.clientWidth,
        })),
      );
      for (const cell of cells) {
        expect(cell.scrollWidth, `"${cell.text}" overflows its cell`).toBeLessThanOrEqual(
          cell.clientWidth,
        );
      }
      // And none is cut by the table's scroll box ("Special Functions" hidden to the right).
      await headers.first().scrollIntoViewIfNeeded();
      for (let index = 0; index < cells.length; index += 1) {
        const { own, visible } = await visibleBox(headers.nth(index));
        expect(visible, cells[index]!.text).not.toBeNull();
        expect(visible!.right, cells[index]!.text).toBeGreaterThanOrEqual(own.right - 1);
      }
    }).toPass();
  });
});

test.describe('vehicle coverage at 390', () => {
  test.use({ viewport: PHONE });

  test("a row's answers are on screen, each named by its column", async ({ page }) => {
    const table = await coverageTable(page);
    const row = table.locator('tbody tr').first();
    // Brought into view down the page only: no sideways scrolling to reach an answer.
    const cells = row.locator('td');
    // Measured again until the table's layout has settled (its rows load after the page).
    await expect(async () => {
      await row.scrollIntoViewIfNeeded();
      const count = await cells.count();
      let shown = 0;
      for (let index = 0; index < count; index += 1) {
        const cell = cells.nth(index);
        if (!(await cell.isVisible())) continue; // a blank remark takes no room
        const label = await cell.getAttribute('data-label');
        const { own, visible } = await visibleBox(cell);
        expect(visible, `${label} is off-screen`).not.toBeNull();
        expect(visible!.left, `${label} is cut`).toBeLessThanOrEqual(own.left + 1);
        expect(visible!.right, `${label} is cut`).toBeGreaterThanOrEqual(own.right - 1);
        expect(label).toBeTruthy();
        shown += 1;
      }
      expect(shown).toBeGreaterThan(6);
    }).toPass();
  });
});

test.describe('the warranty claim tracker at 390', () => {
  test.use({ viewport: PHONE });

  test('shows the current step of a claim in progress, not cut off', async ({ page, signIn }) => {
    await signIn(page, ACCOUNTS.demo.email, ACCOUNTS.demo.password);
    await page.goto('/personal-center/services/warranty-claim');
    const cards = page.getByRole('list', { name: 'Warranty claims' }).getByRole('listitem');
    // A claim under review or approved opens on step 4 of 7 (claim-progress.ts).
    const claim = cards.filter({ hasText: /Under review|Approved/ }).first();
    await expect(claim).toBeVisible();
    // Nothing runs past the phone's width (the list does not scroll sideways).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    // Status and actions are in the card, on screen.
    await expectWhollyVisible(claim.locator('[data-card-status]'));
    const view = claim.getByRole('button', { name: /^View claim/ });
    await expectWhollyVisible(view);
    await view.click();

    const dialog = page.getByRole('dialog', { name: 'Warranty Claim Progress' });
    const progress = dialog.getByRole('list', { name: 'Claim progress' });
    const current = progress.locator('[aria-current="step"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Review');
    await expectWhollyVisible(current);
    await expect(dialog.getByText('Step 4 of 7: Review')).toBeVisible();
  });
});

/** Every logo of `images` that is shown: whole (contained, or boxed in its own shape). */
async function expectLogosWhole(images: Locator, least: number): Promise<void> {
  const count = await images.count();
  let checked = 0;
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    if (!(await image.isVisible())) continue; // a carousel's later slides
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const shape = await image.evaluate((img: HTMLImageElement) => {
      const style = getComputedStyle(img);
      const width =
        img.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const height =
        img.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return {
        fit: style.objectFit,
        boxAspect: width / height,
        naturalAspect: img.naturalWidth / img.naturalHeight,
      };
    });
    const uncropped =
      shape.fit === 'contain' ||
      shape.fit === 'scale-down' ||
      Math.abs(shape.boxAspect - shape.naturalAspect) < 0.02;
    expect(uncropped, JSON.stringify(shape)).toBe(true);
    // Nor does the logo spill out of its card.
    await expectWhollyVisible(image);
    checked += 1;
  }
  expect(checked).toBeGreaterThanOrEqual(least);
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`logos at ${viewport.width}`, () => {
    test.use({ viewport });

    test('partner logos show whole', async ({ page }) => {
      await page.goto('/partnership/become-a-distributor');
      const partners = page.getByRole('region', { name: 'Outstanding Partners' }).locator('img');
      await expectLogosWhole(partners, 1);
    });

    test.describe('where to buy', () => {
      // A language with a country: it only suggests that country, the list stays whole.
      test.use({ locale: 'de-DE' });

      test('dealer logos show whole, at a legible size', async ({ page }) => {
        await page.goto('/where-to-buy');
        const first = page.getByRole('list', { name: /^Dealers in / }).first();
        await expect(first).toBeVisible();
        await expectLogosWhole(first.locator('img'), 1);
        // Legible: each logo drawn at least 120 px wide (they were 28-48 px marks).
        const widths = await first
          .locator('img')
          .evaluateAll((images) => images.map((image) => image.getBoundingClientRect().width));
        expect(Math.min(...widths)).toBeGreaterThanOrEqual(120);
        // The language did not narrow the list: its first country is still the first of all.
        await expect(page.getByRole('note', { name: 'Country suggestion' })).toBeVisible();
        await expect(page.getByRole('list', { name: /^Dealers in / })).not.toHaveCount(1);
      });
    });
  });
}

test.describe('about us at 390', () => {
  test.use({ viewport: PHONE });

  test('the title is said once, inside its banner', async ({ page }) => {
    await page.goto('/about-us');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveCount(1);
    const text = (await title.textContent())!.trim();
    expect(text.length).toBeGreaterThan(0);
    // Said once: no second copy of the title as text anywhere on the page.
    await expect(page.locator('main').getByText(text, { exact: true })).toHaveCount(1);

    const banner = page.locator('[data-page-banner]').first();
    // Measured again until the layout has settled: the two boxes are read one after the other.
    await expect(async () => {
      const [titleBox, bannerBox] = await Promise.all([title.boundingBox(), banner.boundingBox()]);
      expect(titleBox && bannerBox).toBeTruthy();
      expect(titleBox!.x).toBeGreaterThanOrEqual(bannerBox!.x);
      expect(titleBox!.y).toBeGreaterThanOrEqual(bannerBox!.y);
      expect(titleBox!.x + titleBox!.width).toBeLessThanOrEqual(bannerBox!.x + bannerBox!.width);
      expect(titleBox!.y + titleBox!.height).toBeLessThanOrEqual(bannerBox!.y + bannerBox!.height);
      expect(bannerBox!.x + bannerBox!.width).toBeLessThanOrEqual(PHONE.width);
    }).toPass();
    // Its text wraps inside its box rather than running past it.
    await expect.poll(() => title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  });
});

/** A picture's box in the page once it has loaded, with its file's own width and height. */
async function loadedPicture(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return picture.evaluate((img: HTMLImageElement) => {
    const rect = img.getBoundingClientRect();
    return {
      left: rect.left,
      right: rect.right,
      top: rect.top,
      bottom: rect.bottom,
      naturalAspect: img.naturalWidth / img.naturalHeight,
      fit: getComputedStyle(img).objectFit,
    };
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`the ufluencer "Grow Together" band at ${viewport.width}`, () => {
    test.use({ viewport });

    test('shows its picture whole, its words beside the figures and never over them', async ({
      page,
    }) => {
      await page.goto('/partnership/ufluencer-program');
      const heading = page.getByRole('heading', { level: 2, name: 'Grow Together' });
      const band = page.locator('section', { has: heading });
      const words = heading.locator('xpath=..');
      const picture = await loadedPicture(band.locator('img'));
      await expect(async () => {
        const bandBox = (await band.boundingBox())!;
        const wordsBox = (await words.boundingBox())!;
        const width = picture.right - picture.left;
        const height = picture.bottom - picture.top;
        // Whole: drawn at its own aspect (not cropped to a strip) and not clipped by the band.
        if (picture.fit === 'cover')
          expect(Math.abs(width / height - picture.naturalAspect)).toBeLessThan(0.03);
        expect(picture.top).toBeGreaterThanOrEqual(bandBox.y - 1);
        expect(picture.bottom).toBeLessThanOrEqual(bandBox.y + bandBox.height + 1);
        expect(picture.left).toBeGreaterThanOrEqual(bandBox.x - 1);
        expect(picture.right).toBeLessThanOrEqual(bandBox.x + bandBox.width + 1);
        if (viewport === DESKTOP) {
          // People stand right of 55 % of a wide scene (fixtures/art/compose.ts): the words end
          // before them, and the figures are drawn large enough to read (~135 px before).
          expect(wordsBox.x + wordsBox.width).toBeLessThanOrEqual(picture.left + width * 0.55);
          expect(height).toBeGreaterThanOrEqual(300);
        } else {
          // Stacked on a phone: the words, then the picture.
          expect(wordsBox.y + wordsBox.height).toBeLessThanOrEqual(picture.top + 1);
        }
      }).toPass();
    });
  });
}

test.describe('home "About" at 1440', () => {
  test.use({ viewport: DESKTOP });

  test('its title heads its text beside the picture, with no blank under it', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="home-intro-title"]');
    const title = section.locator('#home-intro-title');
    const firstText = section.locator('p').first();
    const picture = await loadedPicture(section.locator('img').first());
    await expect(async () => {
      const titleBox = (await title.boundingBox())!;
      const textBox = (await firstText.boundingBox())!;
      // The text starts right under its title (~150 px of blank there before).
      expect(textBox.y - (titleBox.y + titleBox.height)).toBeLessThan(40);
      // The title stands beside the picture, level with it, not above the two columns.
      const beside =
        titleBox.x + titleBox.width <= picture.left + 1 || titleBox.x >= picture.right - 1;
      expect(beside).toBe(true);
      expect(titleBox.y).toBeGreaterThanOrEqual(picture.top - 1);
      expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(picture.bottom + 1);
    }).toPass();
  });
});
