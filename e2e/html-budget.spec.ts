/**
 * The HTML budget: each key page's server HTML stays within 80 kB, and no srcset
 * offers a width the layout never draws the picture at. A size, not a timing: the same build
 * and fixtures always give the same bytes. The home page had grown to 136 kB, 46 kB of it
 * srcset candidates no screen picks (a 160 px candidate for a picture never drawn under 320 px)
 * and 32 kB page props; where to buy was 165 kB (docs/performance.md has what each became).
 */
import { SRCSET_SCREENS } from '../src/config/images';
import { keyPages } from '../scripts/lib/site-pages';
import { expect, MOCK_API_URL, test } from './fixtures';

const HTML_BUDGET_BYTES = 80_000;

/** `name="value"` in a tag's attribute text, `&amp;` undone. */
function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes)?.[1].replace(/&amp;/g, '&');
}

interface OfferedSrcset {
  widths: number[];
  sizes: string;
}

/** Every srcset with width descriptors, of `<img>` and of `<link rel=preload>`, with its sizes. */
function widthSrcsets(html: string): OfferedSrcset[] {
  const found: OfferedSrcset[] = [];
  for (const [, name, attributes] of html.matchAll(/<(img|link)\b([^>]*)>/gi)) {
    const srcset = attribute(attributes, name === 'img' ? 'srcset' : 'imagesrcset');
    if (!srcset) continue;
    const descriptors = srcset.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[1]);
    if (!descriptors.every((descriptor) => descriptor?.endsWith('w'))) continue;
    found.push({
      widths: descriptors.map((descriptor) => parseInt(descriptor, 10)),
      sizes: attribute(attributes, name === 'img' ? 'sizes' : 'imagesizes') ?? '100vw',
    });
  }
  return found;
}

/**
 * How wide `sizes` has a picture drawn in a window `viewport` CSS px wide: the first entry
 * whose media condition holds (max-width / min-width in px), its length in vw or px.
 */
function drawnWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const parsed = /^(?:\((min|max)-width:\s*([\d.]+)px\)\s*)?([\d.]+)(vw|px)$/.exec(entry);
    if (!parsed) throw new Error(`sizes entry this test cannot read: "${entry}" in "${sizes}"`);
    const [, edge, limit, length, unit] = parsed;
    const holds = !edge || (edge === 'max' ? viewport <= Number(limit) : viewport >= Number(limit));
    if (holds) return unit === 'vw' ? (viewport * Number(length)) / 100 : Number(length);
  }
  return viewport;
}

/**
 * The candidates no screen picks, the screens being SRCSET_SCREENS' window widths at 1x and
 * 2x: a browser takes the narrowest candidate at least as wide as the picture's drawn width
 * times the screen's density (the widest when none is).
 */
function unusedWidths({ widths, sizes }: OfferedSrcset): number[] {
  const sorted = [...widths].sort((a, b) => a - b);
  const picked = new Set<number>();
  for (let viewport = SRCSET_SCREENS.minWidth; viewport <= SRCSET_SCREENS.maxWidth; viewport++) {
    for (const density of [1, 2]) {
      const needed = drawnWidth(sizes, viewport) * density;
      picked.add(sorted.find((width) => width >= needed) ?? sorted[sorted.length - 1]);
    }
  }
  return sorted.filter((width) => !picked.has(width));
}

test.describe('the HTML of the key pages', () => {
  test('each key page is at most 80 kB of HTML (the pages still over it: no larger than today)', async ({
    request,
  }) => {
    const sizes: Record<string, number> = {};
    for (const path of await keyPages(MOCK_API_URL)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      sizes[path] = (await response.body()).length;
    }
    console.log(
      Object.entries(sizes)
        .map(([path, bytes]) => `${(bytes / 1000).toFixed(1)} kB  ${path}`)
        .join('\n'),
    );
    for (const [path, bytes] of Object.entries(sizes)) {
      expect
        .soft(bytes, `${path}: ${(bytes / 1000).toFixed(1)} kB`)
        .toBeLessThanOrEqual(HTML_BUDGET_BYTES);
    }
  });

  test('no srcset offers a width that no screen picks', async ({ request }) => {
    const unused: string[] = [];
    let checked = 0;
    for (const path of await keyPages(MOCK_API_URL)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      for (const srcset of widthSrcsets(await response.text())) {
        checked++;
        const never = unusedWidths(srcset);
        if (never.length > 0) {
          unused.push(`${path}: ${never.join(', ')} never picked for "${srcset.sizes}"`);
        }
      }
    }
    // The home banners, product cards and photos are raster pictures with a srcset.
    expect(checked).toBeGreaterThan(10);
    expect(unused).toEqual([]);
  });
});

test.describe('the srcset check itself', () => {
  test('finds candidates below the narrowest drawn width and above twice the widest', () => {
    const offered = {
      widths: [160, 256, 384, 640, 828, 1600, 1920, 2048],
      sizes: '(max-width: 768px) 100vw, 320px',
    };
    // Drawn 320-768 px wide: 1x picks 384, 640 or 828; 2x 640, 828 or 1600 (1536 needed).
    expect(unusedWidths(offered)).toEqual([160, 256, 1920, 2048]);
  });
});
