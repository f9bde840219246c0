/** The fixture database: deterministic, complete for the router list, local pictures only. */
import { CATEGORY_IDS } from '../../mock-api/schema/mock-seed';
import { generateDatabase } from '../../fixtures/generate';
import { goodsSlug, matchesGoodsSlug } from '../../mock-api/schema/slug';
import { fixtures } from './helpers';

const db = fixtures().db;

/** Every route the site serves (docs/architecture.md, "Routes"), with the page kind expected. */
const ROUTES: [string, string][] = [
  ['/', 'HomePage'],
  ['/products', 'ProductPage'],
  ['/products/automotive-diagnostic-tool', 'ProductPage'],
  ['/products/circuit-testers', 'ProductPage'],
  ['/products/code-reader', 'ProductPage'],
  ['/products/battery-service', 'ProductPage'],
  ['/products/paint-depth-gauge', 'ProductPage'],
  ['/products/tpms-service', 'ProductPage'],
  ['/products/engine-oil-tester', 'ProductPage'],
  ['/support', 'SupportPage'],
  ['/support/vehicle-coverage', 'VehicleCoveragePage'],
  ['/support/tech-support', 'TechSupportPage'],
  ['/support/warranty-return', 'WarrantyPage'],
  ['/support/downloads', 'DownloadsPage'],
  ['/support/faqs', 'FaqsPage'],
  ['/support/training-center', 'TrainingCenterPage'],
  ['/support/fca-sgw', 'FcaSgwPage'],
  ['/service-center', 'ServiceCenterPage'],
  ['/where-to-buy', 'BuyPage'],
  ['/contact-us', 'ContactUsPage'],
  ['/about-us', 'AboutUsPage'],
  ['/about-us/warranty-return', 'CommonFilePage'],
  ['/about-us/privacy-policy', 'CommonFilePage'],
  ['/about-us/service-agreement', 'CommonFilePage'],
  ['/blogs', 'BlogsPage'],
  ['/blogs/news', 'BlogsPage'],
  ['/blogs/product-guides', 'BlogsPage'],
  ['/blogs/reviews', 'BlogsPage'],
  ['/blogs/advice', 'BlogsPage'],
  ['/partnership', 'PartnershipPage'],
  ['/partnership/corporate-purchase', 'CorporatePurchasePage'],
  ['/partnership/become-a-distributor', 'DistributorPage'],
  ['/partnership/inventers-testers-program', 'InventersTestersPage'],
  ['/partnership/ufluencer-program', 'UfluencerPage'],
  ['/function-stock', 'FunctionStockPage'],
  ['/personal-center', 'PersonalCenterPage'],
  ['/personal-center/user-info', 'PersonalCenterPage'],
  ['/personal-center/services', 'PersonalCenterPage'],
  ['/personal-center/services/serial-number', 'PersonalCenterPage'],
  ['/personal-center/services/order', 'PersonalCenterPage'],
  ['/personal-center/services/product-collection', 'PersonalCenterPage'],
  ['/personal-center/services/product-issues', 'PersonalCenterPage'],
  ['/personal-center/services/warranty-claim', 'PersonalCenterPage'],
  ['/personal-center/services/garage', 'PersonalCenterPage'],
  ['/personal-center/services/car-issues', 'PersonalCenterPage'],
  ['/personal-center/membership', 'PersonalCenterPage'],
];

/** Every string value in a record, with its key. */
function* strings(value: unknown, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (Array.isArray(value)) for (const item of value) yield* strings(item, key);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* strings(v, k);
  }
}

describe('fixtures', () => {
  it('are deterministic', () => {
    expect(generateDatabase()).toEqual(generateDatabase());
  });

  it('carry every route of the router list with the expected page kind', () => {
    for (const [route, component] of ROUTES) {
      const category = db.categories.find((c) => c.category_paths === route);
      expect({ route, component: category?.category_component }).toEqual({ route, component });
    }
    const paths = db.categories.map((c) => c.category_paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('fill every menu node: names, SEO, pictures, icons, introductions, details', () => {
    const ids = new Set(db.categories.map((c) => c.category_id));
    expect(ids.size).toBe(db.categories.length);
    for (const c of db.categories) {
      expect(c.category_paths.startsWith('/')).toBe(true);
      for (const field of [
        'category_name',
        'category_seo_title',
        'category_seo_keywords',
        'category_seo_description',
        'category_picture',
        'category_icon',
        'category_introduce',
        'category_details',
      ] as const) {
        expect({ id: c.category_id, field, empty: c[field] === '' }).toEqual({
          id: c.category_id,
          field,
          empty: false,
        });
      }
      expect(c.category_parent_id === 0 || ids.has(c.category_parent_id)).toBe(true);
    }
    const byName = (name: string) => db.categories.find((c) => c.category_name === name);
    expect(byName('Service Center')?.category_paths).toBe('/service-center');
    expect(byName('Personal Center')?.category_paths).toBe('/personal-center');
    const terms = db.categories.find((c) => c.category_id === CATEGORY_IDS.terms);
    expect(terms?.category_details).toContain('<h2>');
    const distributor = db.categories.find((c) => c.category_id === CATEGORY_IDS.distributor);
    expect(distributor?.category_paths).toBe('/partnership/become-a-distributor');
    expect(distributor?.category_details.length).toBeGreaterThan(1000);
  });

  it('have six or more goods per product category, every field filled, reversible slugs', () => {
    for (let id = 21; id <= 27; id++) {
      expect(db.goods.filter((g) => g.category_id === id).length).toBeGreaterThanOrEqual(6);
    }
    const tags = new Set(db.goods.map((g) => g.goods_tag_id));
    expect([...tags].sort()).toEqual([1, 2, 3, 5]);
    for (const g of db.goods) {
      expect(g.goods_title).not.toContain('-');
      expect(
        db.goods.filter((other) => matchesGoodsSlug(other.goods_title, goodsSlug(g.goods_title))),
      ).toHaveLength(1);
      for (const list of [
        g.goods_album,
        g.goods_links_all,
        g.goods_accessory_all,
        g.goods_details_all,
        g.goods_specifications_all,
        g.goods_problem_all,
      ]) {
        expect(list.length).toBeGreaterThan(0);
      }
      expect(g.goods_selling_price).toBeGreaterThan(0);
      expect(g.goods_crossed_price).toBeGreaterThan(g.goods_selling_price);
    }
  });

  it('have 60 or more goods over the seven product categories, with full detail records', () => {
    expect(db.goods.length).toBeGreaterThanOrEqual(60);
    expect(new Set(db.goods.map((g) => g.category_id))).toEqual(
      new Set([21, 22, 23, 24, 25, 26, 27]),
    );
    for (const g of db.goods) {
      expect(g.goods_album.length).toBeGreaterThanOrEqual(3);
      expect(g.goods_album.length).toBeLessThanOrEqual(5);
      expect(g.goods_details_all.length).toBeGreaterThanOrEqual(3);
      expect(g.goods_specifications_all.length).toBeGreaterThanOrEqual(5);
      expect(g.goods_problem_all.length).toBeGreaterThanOrEqual(3);
      expect(g.goods_accessory_all.length).toBeGreaterThanOrEqual(3);
      expect(g.goods_links_all.length).toBeGreaterThanOrEqual(2);
      expect(g.goods_comparison_picture).not.toBe('');
      expect(g.goods_banner_picture).not.toBe('');
    }
    expect(db.goods.some((g) => g.goods_recommend_id === 1)).toBe(true);
  });

  it('have 40 or more articles over the four blog categories, with h2 and h3 headings', () => {
    expect(db.articles.length).toBeGreaterThanOrEqual(40);
    for (const id of [71, 72, 73, 74]) {
      const inCategory = db.articles.filter((a) => a.category_id === id);
      expect(inCategory.length).toBeGreaterThanOrEqual(10);
      expect(inCategory.some((a) => a.articles_recommend_id === 1)).toBe(true);
    }
    const paths = db.articles.map((a) => a.articles_path);
    expect(new Set(paths).size).toBe(paths.length);
    const goodsIds = new Set(db.goods.map((g) => g.goods_id));
    for (const a of db.articles) {
      expect(a.articles_path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect((a.articles_details.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(2);
      expect(a.articles_details).toMatch(/<h3>/);
      expect(a.articles_details).not.toMatch(/<h[23] /);
      expect(a.articles_author).not.toBe('');
      expect(a.articles_addtime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(a.goods_id === 0 || goodsIds.has(a.goods_id)).toBe(true);
    }
    expect(db.articles.filter((a) => a.goods_id > 0).length).toBeGreaterThan(10);
    expect(db.articles.some((a) => a.goods_id === 0)).toBe(true);
  });

  it('have 40 or more function-stock items over brands and all four classes', () => {
    expect(db.function_stock.length).toBeGreaterThanOrEqual(40);
    expect(new Set(db.function_stock.map((f) => f.function_class))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(db.function_stock.map((f) => f.function_brand)).size).toBeGreaterThanOrEqual(12);
    const ids = db.function_stock.map((f) => f.function_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of db.function_stock) {
      expect(f.function_price).toBeGreaterThan(0);
      expect(f.function_like_count).toBeGreaterThanOrEqual(0);
    }
    expect(db.function_likes).toEqual([]);
  });

  it('list every FAQ question once', () => {
    const questions = db.faqs.map((faq) => faq.article_title);
    expect(questions.length).toBeGreaterThan(30);
    expect(questions.filter((q, i) => questions.indexOf(q) !== i)).toEqual([]);
  });

  it('give support pages that show their details text of their own, not the title and introduction again', () => {
    for (const id of [CATEGORY_IDS.support, 32]) {
      const c = db.categories.find((category) => category.category_id === id);
      expect(c?.category_details).not.toContain(c?.category_introduce);
      expect(c?.category_details).not.toContain(`<h2>${c?.category_name}</h2>`);
    }
  });

  it('hold every config id the pages read', () => {
    const ids = new Set(db.configs.map((c) => c.configs_id));
    const wanted = [
      ...[9, 10, 11, 12, 28, 29, 30, 31],
      ...Array.from({ length: 15 }, (_, i) => 13 + i),
      33,
      34,
      35,
      ...Array.from({ length: 49 }, (_, i) => 36 + i),
    ];
    for (const id of wanted) expect({ id, present: ids.has(id) }).toEqual({ id, present: true });
    expect(db.configs.every((c) => c.configs_show_id === 1)).toBe(true);
    const popup = db.configs.find((c) => c.configs_id === 33)!;
    expect(
      popup.configs_title &&
        popup.configs_subtitle &&
        popup.configs_content &&
        popup.configs_picture,
    ).toBeTruthy();
  });

  it('reference only local pictures; remote addresses appear only as link targets', () => {
    for (const [key, value] of strings(db)) {
      if (/picture|icon|album|^goods_video$|^video_(file|link)$/i.test(key) && value !== '') {
        // Photos are JPEG, icons and logos SVG, videos WebM; a linked video is the mock's own
        // player page.
        const local =
          key === 'video_link'
            ? /^\/embed\/video\/\d+$/.test(value)
            : /^\/uploads\/[a-z0-9/-]+\.(jpg|svg|webm)$/.test(value);
        expect({ key, value, local }).toEqual({
          key,
          value,
          local: true,
        });
      }
      if (/^https?:\/\//.test(value)) {
        expect({ key, link: /(link|url|address)/i.test(key) }).toEqual({ key, link: true });
      }
    }
  });

  it('stay moderate in size', () => {
    expect(JSON.stringify(db).length).toBeLessThan(5_000_000);
  });
});
