/**
 * The fixtures' scenes: each kind of page has its own composition, no two banners or training
 * posters are one picture, and no person, car or device is cut by the crops the site makes of
 * a banner (4:1 on desktops, the middle on a 390 px phone) or by a card's frame.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { bannerSceneFor, renderSvg } from '../../fixtures/art';
import {
  type Box,
  composeScene,
  DISTINCT_MAINS,
  figureSlots,
  PAGE_SCENES,
  type PageScene,
  SCENE_VARIANTS,
} from '../../fixtures/art/compose';
import { ACCENT } from '../../fixtures/art/icons';
import { rng } from '../../fixtures/art/util';
import { ABOUT_BACKDROP_CONFIG, MAILING_POPUP_CONFIG } from '../../fixtures/factories/configs';
import type { PictureSpec } from '../../fixtures/art/spec';
import { fixtures } from './helpers';

const { db, pictures } = fixtures();
const banners = pictures.filter((p) => p.kind === 'banner');
const byUrl = new Map(pictures.map((p) => [p.url, p]));

/** A small render of a picture's drawing, hashed: equal hashes mean one picture twice. */
async function digest(spec: PictureSpec): Promise<string> {
  const pixels = await sharp(Buffer.from(renderSvg(spec)))
    .resize({ width: 320 })
    .raw()
    .toBuffer();
  return createHash('sha1').update(pixels).digest('hex');
}

/** Which urls share a hash (empty when every picture is its own). */
function repeats(hashes: [string, string][]): string[][] {
  const groups = new Map<string, string[]>();
  for (const [url, hash] of hashes) groups.set(hash, [...(groups.get(hash) ?? []), url]);
  return [...groups.values()].filter((urls) => urls.length > 1);
}

describe('page scenes', () => {
  it('give each kind of page its own composition', () => {
    const drawn = PAGE_SCENES.map(
      (kind) => composeScene(kind, 1920, rng('same seed'), '#0b4f9c').svg,
    );
    expect(new Set(drawn).size).toBe(PAGE_SCENES.length);
  });

  it("choose a banner's scene by the kind of page", () => {
    const sceneOf = (name: string): PageScene => {
      const spec = byUrl.get(`/uploads/categories/${name}.jpg`);
      if (!spec) throw new Error(`no banner ${name}`);
      return bannerSceneFor(spec.label, spec.url);
    };
    expect(sceneOf('home')).toBe('showroom');
    expect(sceneOf('products')).toBe('workbench');
    expect(sceneOf('support')).toBe('support-desk');
    expect(sceneOf('support-training-center')).toBe('classroom');
    expect(sceneOf('training-diagnostics')).toBe('classroom');
    expect(sceneOf('support-downloads')).toBe('parts');
    expect(sceneOf('where-to-buy')).toBe('storefront');
    expect(sceneOf('about-us')).toBe('lab');
    expect(sceneOf('about-us-privacy-policy')).toBe('office');
    expect(sceneOf('support-vehicle-coverage')).toBe('fleet');
    expect(sceneOf('partnership-ufluencer-program')).toBe('studio');
    expect(sceneOf('blogs-advice')).toBe('roadside');
    expect(sceneOf('function-stock')).toBe('garage');
    expect(sceneOf('partnership')).toBe('meeting');
    expect(sceneOf('partnership-become-a-distributor')).toBe('tradeshow');
    expect(sceneOf('partnership-corporate-purchase')).toBe('warehouse');
    // The page banners use most kinds, not a handful.
    const used = new Set(
      banners
        .filter((b) => b.url.startsWith('/uploads/categories/') && b.art?.type === 'scene')
        .map((b) => (b.art?.type === 'scene' ? b.art.scene : '')),
    );
    expect(used.size).toBeGreaterThanOrEqual(16);
  });

  it('keep every figure inside the frame and whole in every crop the site makes', () => {
    const W = 1920;
    // x and y ranges of the drawing (W x 600) a visitor sees: the page banner at 4:1 on a
    // desktop; on a 390 px phone, a page banner 200 to 260 px tall (its minimum, and with a
    // two-line title and a long introduction) and the home banner at 3:2.
    const phone = (height: number) => {
      const seen = (390 / height) * 600;
      return { x: [(W - seen) / 2, (W + seen) / 2], y: [0, 600] };
    };
    const crops = [
      { x: [0, W], y: [60, 540] },
      { x: [0, W], y: [0, 600] },
      phone(200),
      phone(230),
      phone(260),
      { x: [(W - 900) / 2, (W + 900) / 2], y: [0, 600] },
    ];
    const whole = (box: Box, crop: { x: number[]; y: number[] }) => {
      const outside = box.x + box.w <= crop.x[0] || box.x >= crop.x[1];
      const inside =
        box.x >= crop.x[0] &&
        box.x + box.w <= crop.x[1] &&
        box.y >= crop.y[0] &&
        box.y + box.h <= crop.y[1];
      return outside || inside;
    };
    for (const kind of PAGE_SCENES) {
      for (const seed of ['a', 'b', 'c']) {
        const { figures } = composeScene(kind, W, rng(seed), '#0b4f9c');
        expect(figures).toHaveLength(2);
        for (const [index, box] of figures.entries())
          for (const crop of crops)
            expect({ kind, index, crop, whole: whole(box, crop) }).toEqual({
              kind,
              index,
              crop,
              whole: true,
            });
        // Something stands in the middle: a phone never sees an empty banner.
        const middle = figureSlots(W).main;
        expect(figures[0].x).toBeGreaterThanOrEqual(middle[0]);
        expect(figures[0].x + figures[0].w).toBeLessThanOrEqual(middle[1]);
      }
      // A 4:3 card shows the whole picture: its figures stay inside it.
      for (const box of composeScene(kind, 800, rng('card'), '#0b4f9c').figures) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.w).toBeLessThanOrEqual(800);
        expect(box.y + box.h).toBeLessThanOrEqual(600);
      }
    }
  });

  it('never repeat a banner', async () => {
    const hashes = await Promise.all(
      banners.map(async (b) => [b.url, await digest(b)] as [string, string]),
    );
    expect(repeats(hashes)).toEqual([]);
  }, 120_000);

  it('give the home albums distinct, whole pictures: the line, the line at work, a case', async () => {
    const albums = db.categories.filter(
      (c) => c.category_album.length > 0 && c.category_paths.startsWith('/products/'),
    );
    expect(albums.length).toBe(7);
    const all = albums.flatMap((c) => c.category_album.map((url) => byUrl.get(url)!));
    const hashes = await Promise.all(
      all.map(async (p) => [p.url, await digest(p)] as [string, string]),
    );
    expect(repeats(hashes)).toEqual([]);
    const atWork: string[] = [];
    for (const album of albums) {
      const arts = album.category_album.map((url) => byUrl.get(url)?.art);
      // Three pictures fill a desktop row of three: no empty slot.
      expect(arts).toHaveLength(3);
      // Three kinds of picture, none a screen cropped to a fragment or the one workshop scene
      // every tool was shown in.
      expect(arts.map((a) => a?.type)).toEqual(['lineup', 'scene', 'device']);
      for (const art of arts)
        if (art?.type === 'device') expect(['screen', 'in-use']).not.toContain(art.view);
      const scene = arts[1];
      if (scene?.type !== 'scene') throw new Error(album.category_name);
      atWork.push(scene.scene);
      // The line seen at work is not a scene a page banner or picture shows.
      if (isPageScene(scene.scene)) {
        const key = sceneKey(byUrl.get(album.category_album[1])!);
        expect(pageScenes.filter((p) => sceneKey(p) === key).map((p) => p.url)).toEqual([]);
      }
    }
    // Each row shows its line at work in a place of its own.
    expect(new Set(atWork).size).toBe(albums.length);
  }, 60_000);

  it('give each training video its own poster', async () => {
    const posters = db.videos.map((v) => byUrl.get(v.video_picture)!);
    expect(posters.length).toBeGreaterThanOrEqual(9);
    const hashes = await Promise.all(
      posters.map(async (p) => [p.url, await digest(p)] as [string, string]),
    );
    expect(repeats(hashes)).toEqual([]);
    // Not one scene in other colours: each poster is its own scene, device view or layout.
    const arts = posters.map((p) => JSON.stringify(p.art));
    expect(new Set(arts).size).toBe(posters.length);
  }, 60_000);

  it('show the mailing-list popup a showroom of new tools, not a warehouse', () => {
    const popup = db.configs.find((c) => c.configs_id === MAILING_POPUP_CONFIG);
    const spec = popup && byUrl.get(popup.configs_picture);
    expect(spec?.art).toEqual({ type: 'scene', scene: 'showroom', variant: 0 });
    // The drawing is the scene composed in the picture's frame (fixtures/art/index.ts).
    const W = Math.round((600 * spec!.width) / spec!.height);
    const drawn = renderSvg(spec!);
    expect(drawn).toContain(composeScene('showroom', W, rng(spec!.url), ACCENT, 0).svg);
    expect(drawn).not.toContain(composeScene('warehouse', W, rng(spec!.url), ACCENT).svg);
  });

  it('keep the backdrop behind the about page text free of people', () => {
    const about = db.configs.find((c) => c.configs_id === ABOUT_BACKDROP_CONFIG);
    const backdrop = about && byUrl.get(about.configs_picture);
    expect(backdrop?.art).toEqual({ type: 'backdrop' });
    const svg = renderSvg(backdrop!);
    // People are drawn with these skin tones (fixtures/art/scenes.ts).
    for (const skin of ['#f1c27d', '#c68642', '#8d5524', '#e0ac69', '#ffdbac'])
      expect(svg).not.toContain(skin);
  });
});

/** The page scenes drawn: every banner and every page's picture (configs) that shows a scene. */
const pageScenes = pictures.filter(
  (p) =>
    p.art?.type === 'scene' &&
    (p.kind === 'banner' || p.url.startsWith('/uploads/configs/')) &&
    isPageScene(p.art.scene),
);

/** What a page scene shows: its kind and its groups of figures, as renderSvg draws it. */
function sceneKey(spec: PictureSpec): string {
  if (spec.art?.type !== 'scene' || !isPageScene(spec.art.scene)) throw new Error(spec.url);
  const W = Math.round((600 * spec.width) / spec.height);
  return composeScene(spec.art.scene, W, rng(spec.url), '#0b4f9c', spec.art.variant).key;
}

function isPageScene(scene: string): scene is PageScene {
  return (PAGE_SCENES as readonly string[]).includes(scene);
}

describe('every page its own scene', () => {
  it('draws every page banner and page picture as a scene no other page shows', () => {
    // Every page of the menu and of the support sections has a banner drawn as a scene (the
    // product lines' banners show their devices).
    const pageBanners = banners.filter(
      (b) => b.url.startsWith('/uploads/categories/') && b.art?.type === 'scene',
    );
    expect(pageBanners.length).toBeGreaterThanOrEqual(45);
    expect(pageScenes.length).toBeGreaterThanOrEqual(80);
    const byKey = new Map<string, string[]>();
    for (const spec of pageScenes)
      byKey.set(sceneKey(spec), [...(byKey.get(sceneKey(spec)) ?? []), spec.url]);
    expect([...byKey.values()].filter((urls) => urls.length > 1)).toEqual([]);
  });

  it('varies the figures of a kind, not only their colours', () => {
    for (const kind of PAGE_SCENES) {
      const variants = Array.from({ length: SCENE_VARIANTS }, (_, v) =>
        composeScene(kind, 1920, rng('one seed'), '#0b4f9c', v),
      );
      expect(new Set(variants.map((c) => c.key)).size).toBe(SCENE_VARIANTS);
      // One seed, so one set of colours: different pictures mean different figures.
      expect(new Set(variants.map((c) => c.svg)).size).toBe(SCENE_VARIANTS);
      // The first variants each show other main figures (what a visitor sees first).
      const mains = variants.slice(0, DISTINCT_MAINS).map((c) => c.key.split('/')[1]);
      expect(new Set(mains).size).toBe(DISTINCT_MAINS);
    }
  });

  it('shows the partnership pages, where to buy and the ufluencer band in scenes of their own', () => {
    const at = (url: string) => {
      const spec = byUrl.get(url);
      if (!spec) throw new Error(`no picture ${url}`);
      return sceneKey(spec);
    };
    const banner = (slug: string) => at(`/uploads/categories/${slug}.jpg`);
    // One storefront scene was reused on ~6 of these pages (the statement page shows the
    // distributor's banner).
    const pages = [
      banner('where-to-buy'),
      banner('partnership'),
      banner('partnership-become-a-distributor'),
      banner('partnership-corporate-purchase'),
      banner('partnership-ufluencer-program'),
      banner('partnership-inventers-testers-program'),
    ];
    const kinds = pages.map((key) => key.split('/')[0]);
    expect(new Set(kinds).size).toBe(pages.length);
    // The ufluencer page's pictures (configs 79 to 81, "Grow Together" the band) and its
    // banner: no main group of figures twice.
    const ufluencer = [
      banner('partnership-ufluencer-program'),
      ...[79, 80, 81].map((id) => at(`/uploads/configs/config-${id}.jpg`)),
    ];
    const mains = ufluencer.map((key) => key.split('/').slice(0, 2).join('/'));
    expect(new Set(mains).size).toBe(ufluencer.length);
  });
});

describe('the Keep Exploring picture', () => {
  it('shows the product between its neighbours in the line, labelled, at 2:1', () => {
    const first = db.goods[0];
    const spec = byUrl.get(first.goods_comparison_picture)!;
    expect([spec.width, spec.height]).toEqual([2400, 1200]);
    const labels = [...renderSvg(spec).matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    const model = first.goods_title.split(' ')[0];
    const line = db.goods.filter((g) => g.category_id === first.category_id);
    const before = line[line.length - 1].goods_title.split(' ')[0];
    const after = line[1].goods_title.split(' ')[0];
    // Each device has its name on the bezel and on a plate under it.
    for (const name of [before, model, after])
      expect(labels.filter((l) => l === name).length).toBeGreaterThanOrEqual(1);
    expect(new Set(labels)).toEqual(new Set([before, model, after]));
  });
});
