/**
 * The support pages' pictures: each sub-page opens with a banner of its own (not the support
 * section's, not one scene recoloured), and every training video shows its own poster before
 * it is played, the embedded players too (they were black until played).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The picture's path on the API (`/uploads/...`), also through the image optimizer. */
async function picturePath(img: Locator): Promise<string> {
  const src = (await img.getAttribute('src')) ?? '';
  const url = new URL(src, 'http://site.invalid');
  const inner = url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : src;
  return new URL(inner, 'http://site.invalid').pathname.replace(/^\/api\/pictures/, '');
}

/** Waits until `img` has loaded a picture, then returns a coarse digest of its pixels. */
async function loadedPixels(img: Locator): Promise<{ digest: string; brightest: number }> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
      timeout: 15_000,
    })
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 24;
    canvas.height = 8;
    const context = canvas.getContext('2d');
    if (!context) return { digest: '', brightest: 0 };
    context.drawImage(el, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let brightest = 0;
    const levels: number[] = [];
    for (let i = 0; i < data.length; i += 4) {
      brightest = Math.max(brightest, data[i], data[i + 1], data[i + 2]);
      levels.push(Math.round((data[i] + data[i + 1] + data[i + 2]) / 48));
    }
    return { digest: levels.join('.'), brightest };
  });
}

function banner(page: Page): Locator {
  return page.locator('[data-page-banner] img').first();
}

test.describe('support banners', () => {
  test('the support sub-pages each show a banner picture of their own', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const section = await picturePath(banner(page));
    const seen = new Map<string, string>([[section, '/support']]);
    const pixels = new Map<string, string>([
      [(await loadedPixels(banner(page))).digest, '/support'],
    ]);

    for (const [path, heading] of [
      ['/support/downloads', 'Downloads'],
      ['/support/training-center', 'Training Center'],
      ['/support/tech-support', 'Tech Support'],
      ['/support/faqs', 'FAQs'],
      ['/service-center', "We're At Your Service"],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const picture = await picturePath(banner(page));
      expect(picture, `${path}'s banner`).toMatch(/^\/uploads\//);
      expect(seen.get(picture), `${path} shows the banner of`).toBeUndefined();
      seen.set(picture, path);
      // Not the same picture under another name either.
      const { digest } = await loadedPixels(banner(page));
      expect(pixels.get(digest), `${path} looks like`).toBeUndefined();
      pixels.set(digest, path);
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });
});

test.describe('training video posters', () => {
  test('every video shows its own poster before it is played, embedded players too', async ({
    page,
  }) => {
    await page.goto('/support/training-center');
    const videos = page.getByRole('region', { name: 'Videos' });
    await expect(videos.getByRole('heading', { level: 3 }).first()).toBeVisible();

    // Every player, file or embedded, under a Watch cover showing the poster (no
    // bare "0:00" controls beside poster tiles), a loaded picture, not black.
    const covers = videos.getByRole('button', { name: /^Watch / });
    await expect(covers.first()).toBeVisible();
    const coverCount = await covers.count();
    expect(coverCount).toBeGreaterThanOrEqual(3);
    const posters: string[] = [];
    for (let i = 0; i < coverCount; i += 1) {
      const img = covers.nth(i).locator('img');
      await expect(img).toBeVisible();
      const { brightest } = await loadedPixels(img);
      expect(brightest, 'a poster, not a black frame').toBeGreaterThan(96);
      posters.push(await picturePath(img));
    }

    // Played files: their poster attribute names a picture that loads.
    const files = videos.locator('video');
    const fileCount = await files.count();
    expect(fileCount).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < fileCount; i += 1) {
      const poster = (await files.nth(i).getAttribute('poster')) ?? '';
      expect(poster).toMatch(/\/uploads\/videos\//);
      await expect
        .poll(
          () =>
            page.evaluate(
              (src) =>
                new Promise<number>((resolve) => {
                  const probe = new Image();
                  probe.onload = () => resolve(probe.naturalWidth);
                  probe.onerror = () => resolve(0);
                  probe.src = src;
                }),
              poster,
            ),
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      // The same picture as the tile's cover above (every tile has one).
      expect(posters).toContain(new URL(poster).pathname);
    }
    // Each video keeps its own poster.
    expect(new Set(posters).size).toBe(posters.length);

    // Watch uncovers the player (autoplay still off) and hands it the focus.
    const first = videos.locator('div:has(> iframe) > button[aria-label^="Watch "]').first();
    const title = ((await first.getAttribute('aria-label')) ?? '').replace(/^Watch /, '');
    await first.click();
    await expect(videos.getByRole('button', { name: `Watch ${title}` })).toHaveCount(0);
    const frame = videos.locator(`iframe[title="${title.replace(/"/g, '\\"')}"]`);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /[?&]autoplay=0(&|$)/);
    await expect(frame).toBeFocused();
  });
});
