/**
 * The fixtures' pictures: products as raster photos at real size and weight, distinct per
 * model; photo-like drawings with no words (a model name on a bezel only); icons from one set;
 * social networks by their marks; logos at 240x64; a QR code that scans.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { deviceInLabel, renderSvg } from '../../fixtures/art';
import { inUseComposition } from '../../fixtures/art/photo';
import { lucideBody, simpleIcon } from '../../fixtures/art/icons';
import { DISTRIBUTOR_QR_URL } from '../../fixtures/art/qr';
import { defaultCacheDir, pictureFile, writePictures } from '../../fixtures/art/raster';
import { DISTRIBUTOR_QR_CONFIG } from '../../fixtures/factories/configs';
import type { PictureSpec } from '../../fixtures/art/spec';
import { fixtures } from './helpers';

const { db, pictures } = fixtures();
const byUrl = new Map(pictures.map((spec) => [spec.url, spec]));
const spec = (url: string): PictureSpec => {
  const found = byUrl.get(url);
  if (!found) throw new Error(`No picture registered for ${url}`);
  return found;
};

/** The words drawn in an SVG (<text> and <tspan> contents). */
function drawnWords(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) =>
    m[1].replace(/<[^>]+>/g, '').trim(),
  );
}

describe('product photos', () => {
  let dir: string;
  const goodsUrls = db.goods.flatMap((g) => [g.goods_picture, ...g.goods_album]);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fixture-pictures-'));
    // The shared render cache keeps a second run fast (npm start fills it too).
    await writePictures(goodsUrls.map(spec), dir, { cacheDir: defaultCacheDir() });
  }, 600_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serve every product its main picture and album as JPEG photos of 1600-2400 px, 4:3', async () => {
    for (const url of goodsUrls) {
      expect(url).toMatch(/^\/uploads\/goods\/[a-z0-9-]+\.jpg$/);
      const meta = await sharp(pictureFile(dir, url)).metadata();
      expect({ url, format: meta.format }).toEqual({ url, format: 'jpeg' });
      expect(meta.width).toBeGreaterThanOrEqual(1600);
      expect(meta.width).toBeLessThanOrEqual(2400);
      expect((meta.width ?? 0) * 3).toBe((meta.height ?? 0) * 4);
    }
  });

  it('weigh what real product photos weigh (100-400 kB)', () => {
    for (const g of db.goods) {
      const size = readFileSync(pictureFile(dir, g.goods_picture)).length;
      expect({ url: g.goods_picture, ok: size >= 100_000 && size <= 400_000 }).toEqual({
        url: g.goods_picture,
        ok: true,
      });
    }
  });

  it('differ per model, and album views differ from one another', () => {
    const digest = (url: string) =>
      createHash('sha1')
        .update(readFileSync(pictureFile(dir, url)))
        .digest('hex');
    const mains = db.goods.map((g) => digest(g.goods_picture));
    expect(new Set(mains).size).toBe(db.goods.length);
    for (const g of db.goods) {
      const views = [g.goods_picture, ...g.goods_album].map(digest);
      expect(new Set(views).size).toBe(views.length);
    }
  });

  it('show each model as its own device, its name on the bezel and no other words', () => {
    for (const g of db.goods) {
      const model = g.goods_title.split(' ')[0];
      const svg = renderSvg(spec(g.goods_picture));
      const words = drawnWords(svg);
      expect(words).toContain(model);
      expect(words.filter((w) => w !== model && w !== '')).toEqual([]);
    }
  });
});

describe('a product drawn as its specifications describe', () => {
  const kindOf = (url: string) => {
    const art = spec(url).art;
    return art?.type === 'device' ? art.device.kind : null;
  };
  const specOf = (g: (typeof db.goods)[number], name: string) =>
    g.goods_specifications_all.find((row) => row.goods_specifications_name === name)
      ?.goods_specifications_details ?? '';
  /** The device every picture of a product shows (they must agree). */
  const drawnAs = (g: (typeof db.goods)[number]) => {
    const urls = [
      g.goods_picture,
      g.goods_additional_picture,
      g.goods_banner_picture,
      ...g.goods_album,
      ...g.goods_details_all.map((d) => d.goods_details_picture),
    ];
    const kinds = [...new Set(urls.map(kindOf))];
    expect({ title: g.goods_title, kinds: kinds.length }).toEqual({
      title: g.goods_title,
      kinds: 1,
    });
    return kinds[0];
  };

  it('draws a touch screen of 7 inches or more as a tablet and a keypad as a handheld', () => {
    let tablets = 0;
    let keypads = 0;
    for (const g of db.goods) {
      const title = g.goods_title;
      const kind = drawnAs(g);
      const display = specOf(g, 'Display');
      const inches = Number(/([\d.]+)-inch/.exec(display)?.[1] ?? 0);
      const tabletScreen = /touch screen/i.test(display) && inches >= 7;
      if (tabletScreen) tablets += 1;
      expect({ title, display, tablet: kind === 'tablet' }).toEqual({
        title,
        display,
        tablet: tabletScreen,
      });
      if (/keypad/i.test(display)) {
        keypads += 1;
        expect({ title, kind }).toEqual({ title, kind: kind === 'tpms' ? 'tpms' : 'handheld' });
      }
      // A product named a tablet has a tablet's screen and is drawn as one.
      if (/\btablet\b/i.test(title))
        expect({ title, kind, tabletScreen }).toEqual({
          title,
          kind: 'tablet',
          tabletScreen: true,
        });
      if (/smartphone app/i.test(display))
        expect({ title, kind }).toEqual({ title, kind: 'dongle' });
      if (specOf(g, 'Valve')) expect({ title, kind }).toEqual({ title, kind: 'sensor' });
      if (specOf(g, 'Charging Current'))
        expect({ title, kind }).toEqual({ title, kind: 'charger' });
    }
    expect(tablets).toBeGreaterThanOrEqual(6);
    expect(keypads).toBeGreaterThanOrEqual(6);
  });

  it('draws the reviewed models as their pages describe them', () => {
    const goods = (model: string) => db.goods.find((g) => g.goods_title.startsWith(`${model} `))!;
    // "AD1200 Elite Diagnostic Tablet" was drawn as a keypad handheld ("Elite" read as "Lite").
    expect(drawnAs(goods('AD1200'))).toBe('tablet');
    expect(specOf(goods('AD1200'), 'Display')).toMatch(/^(7|8|10\.1)-inch IPS touch screen/);
    // The AD500 listed an "8-inch touch screen" and was drawn as a keypad handheld.
    expect(drawnAs(goods('AD500'))).toBe('handheld');
    expect(specOf(goods('AD500'), 'Display')).toMatch(/color TFT.*keypad/);
    expect(specOf(goods('AD500'), 'Operating System')).not.toMatch(/Android/);
  });

  it('shows each model of a line at work in a setting of its own, not one workshop recoloured', () => {
    const lines = new Map<number, number[]>();
    for (const g of db.goods) {
      const art = spec(g.goods_additional_picture).art;
      if (art?.type !== 'device' || art.view !== 'in-use') throw new Error(g.goods_title);
      lines.set(g.category_id, [...(lines.get(g.category_id) ?? []), inUseComposition(art.device)]);
    }
    for (const [line, compositions] of lines)
      expect({ line, distinct: new Set(compositions).size }).toEqual({
        line,
        distinct: compositions.length,
      });
  });

  it('draws a model named elsewhere (articles, videos, Keep Exploring) as its record', () => {
    const kinds = new Map(db.goods.map((g) => [g.goods_title.split(' ')[0], drawnAs(g)]));
    for (const g of db.goods) {
      const model = g.goods_title.split(' ')[0];
      expect({ model, kind: deviceInLabel(`How to use the ${model}`)?.kind }).toEqual({
        model,
        kind: kinds.get(model),
      });
      const lineup = spec(g.goods_comparison_picture).art;
      if (lineup?.type !== 'lineup') throw new Error(g.goods_comparison_picture);
      for (const device of lineup.devices)
        expect({ model: device.model, kind: device.kind }).toEqual({
          model: device.model,
          kind: kinds.get(device.model),
        });
    }
  });
});

describe('photo-like pictures', () => {
  const photoLike = pictures.filter((p) => p.kind === 'photo' || p.kind === 'banner');

  it('are all JPEG', () => {
    for (const p of photoLike) expect(p.url).toMatch(/\.jpg$/);
  });

  it('banners carry no text: the page sets its own over them', () => {
    const banners = photoLike.filter((p) => p.kind === 'banner');
    expect(banners.length).toBeGreaterThan(20);
    for (const banner of banners) {
      expect({ url: banner.url, text: /<text\b/.test(renderSvg(banner)) }).toEqual({
        url: banner.url,
        text: false,
      });
    }
  });

  it('scenes, articles and other photos carry no words but a model name on a bezel', () => {
    const models = new Set(db.goods.map((g) => g.goods_title.split(' ')[0]));
    for (const p of photoLike) {
      const stray = drawnWords(renderSvg(p)).filter((w) => w !== '' && !models.has(w));
      expect({ url: p.url, stray }).toEqual({ url: p.url, stray: [] });
    }
  });
});

describe('icons, marks and logos', () => {
  it('draw every icon from lucide-static, stroked in the accent', () => {
    const icons = pictures.filter((p) => p.kind === 'icon' && !p.art);
    expect(icons.length).toBeGreaterThan(40);
    for (const icon of icons) {
      const svg = renderSvg(icon);
      const name = /class="lucide lucide-([a-z0-9-]+)"/.exec(svg)?.[1];
      expect({ url: icon.url, name: typeof name }).toEqual({ url: icon.url, name: 'string' });
      expect(svg).toContain(lucideBody(name!));
      expect(svg).toMatch(/stroke="#0b4f9c"/);
      expect(svg).not.toMatch(/<text\b/);
    }
  });

  it('show social networks by their simple-icons marks', () => {
    for (const social of db.social_media) {
      const svg = renderSvg(spec(social.social_media_picture));
      const icon = simpleIcon(social.social_media_name.toLowerCase());
      // LinkedIn is not in simple-icons (removed at its request): its "in" is drawn instead.
      if (icon) expect(svg).toContain(`d="${icon.path}"`);
      else expect(social.social_media_name).toBe('LinkedIn');
    }
  });

  it('keep logos at 240x64 and draw the site logo as a mark and a wordmark', () => {
    const logos = pictures.filter((p) => p.kind === 'logo');
    for (const logo of logos) {
      expect(renderSvg(logo)).toMatch(/^<svg[^>]* width="240" height="64" viewBox="0 0 240 64"/);
    }
    const site = renderSvg(spec(db.site_settings.site_settings_picture));
    expect(site).toMatch(/<path d="M24 2L43 9/);
    expect(drawnWords(site)).toEqual(['Diagtools']);
  });

  it('make the distributor code a QR code that scans to the application form', async () => {
    const config = db.configs.find((c) => c.configs_id === DISTRIBUTOR_QR_CONFIG);
    expect(config?.configs_picture).toMatch(/\.svg$/);
    const svg = renderSvg({ ...spec(config!.configs_picture), width: 480, height: 480 });
    const { data, info } = await sharp(Buffer.from(svg))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(code?.data).toBe(DISTRIBUTOR_QR_URL);
  });
});

describe('the raster step', () => {
  it('renders the same bytes every time (deterministic grain) and fills the cache', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fixture-raster-'));
    try {
      const banner = pictures.find((p) => p.kind === 'banner')!;
      const cache = path.join(dir, 'cache');
      await writePictures([banner], path.join(dir, 'a'), { cacheDir: null });
      await writePictures([banner], path.join(dir, 'b'), { cacheDir: cache });
      const a = readFileSync(pictureFile(path.join(dir, 'a'), banner.url));
      const b = readFileSync(pictureFile(path.join(dir, 'b'), banner.url));
      expect(a.equals(b)).toBe(true);
      const meta = await sharp(a).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1920, 600]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
