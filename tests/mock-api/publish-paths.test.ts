/** Which pages the publish webhook regenerates for each kind of record. */
import { everyPage, publishPaths, TAB_GOODS } from '../../mock-api/cms/pages';
import { fixtures } from './helpers';

const { db } = fixtures();
const slug = (title: string) =>
  `/products/${encodeURIComponent(title.trim().replace(/\s+/g, '-'))}`;
const categoryPath = (id: number) =>
  db.categories.find((c) => c.category_id === id)!.category_paths;
const onSale = db.goods
  .filter((g) => g.goods_status_id === 1)
  .sort((a, b) => a.goods_id - b.goods_id);

describe('goods', () => {
  it('a product in a home tab: its page, its category and the products list, and home', () => {
    const goods = onSale.find((g) => g.category_id === 23)!;
    const after = { ...goods, goods_selling_price: goods.goods_selling_price + 1 };
    const data = { ...db, goods: db.goods.map((g) => (g.goods_id === goods.goods_id ? after : g)) };
    expect(publishPaths(data, { collection: 'goods', before: goods, after })).toEqual([
      slug(goods.goods_title),
      categoryPath(23),
      '/products',
      '/',
    ]);
  });

  it('a product past the first tab goods is not on home; a renamed one revalidates both URLs', () => {
    const inTab = onSale.filter((g) => g.category_id === 21);
    expect(inTab.length).toBeGreaterThan(TAB_GOODS);
    const goods = inTab[TAB_GOODS];
    const after = { ...goods, goods_title: 'Renamed Scanner X' };
    const data = { ...db, goods: db.goods.map((g) => (g.goods_id === goods.goods_id ? after : g)) };
    const paths = publishPaths(data, { collection: 'goods', before: goods, after });
    expect(paths).toEqual([
      slug(goods.goods_title),
      '/products/Renamed-Scanner-X',
      categoryPath(21),
      '/products',
    ]);
  });

  it('moving a product to another category revalidates both lists', () => {
    const goods = onSale.find((g) => g.category_id === 22)!;
    const after = { ...goods, category_id: 24 };
    const data = { ...db, goods: db.goods.map((g) => (g.goods_id === goods.goods_id ? after : g)) };
    const paths = publishPaths(data, { collection: 'goods', before: goods, after });
    expect(paths).toEqual(
      expect.arrayContaining([categoryPath(22), categoryPath(24), '/products']),
    );
  });
});

describe('goods of a coverage product', () => {
  it("a price change of a coverage product's goods also revalidates the vehicle coverage page", () => {
    const coverage = db.categories.find((c) => c.category_component === 'VehicleCoveragePage')!;
    const product = db.diag_products[0]!.product_name;
    const goods = onSale.find((g) => g.goods_title.startsWith(`${product} `))!;
    const after = { ...goods, goods_selling_price: goods.goods_selling_price + 1 };
    const data = { ...db, goods: db.goods.map((g) => (g.goods_id === goods.goods_id ? after : g)) };
    const paths = publishPaths(data, { collection: 'goods', before: goods, after });
    expect(paths).toContain(coverage.category_paths);
    // Other goods do not reach it.
    const other = onSale.find(
      (g) => !db.diag_products.some((p) => g.goods_title.startsWith(`${p.product_name} `)),
    )!;
    expect(
      publishPaths(db, { collection: 'goods', before: other, after: { ...other } }),
    ).not.toContain(coverage.category_paths);
  });
});

describe('articles', () => {
  it('an article: its page (old and new path), and the blog lists', () => {
    const article = db.articles[0];
    const after = { ...article, articles_path: 'a-new-path' };
    const paths = publishPaths(db, { collection: 'articles', before: article, after });
    expect(paths).toEqual([
      `/blogs/${article.articles_path}`,
      '/blogs/a-new-path',
      '/blogs',
      categoryPath(article.category_id),
    ]);
  });
});

describe('categories', () => {
  it('a change outside the menu: the page, its parents and home for a product category', () => {
    const category = db.categories.find((c) => c.category_id === 23)!;
    const after = { ...category, category_introduce: 'New words' };
    expect(publishPaths(db, { collection: 'categories', before: category, after })).toEqual([
      '/products/code-reader',
      '/products',
      '/',
    ]);
  });

  it('a menu change (name or path) reaches every page, the old path included', () => {
    const category = db.categories.find((c) => c.category_id === 72)!;
    const after = { ...category, category_paths: '/blogs/guides' };
    const data = {
      ...db,
      categories: db.categories.map((c) => (c.category_id === 72 ? after : c)),
    };
    const paths = publishPaths(data, { collection: 'categories', before: category, after });
    expect(paths).toEqual(expect.arrayContaining(everyPage(data)));
    expect(paths).toContain('/blogs/product-guides');
    expect(paths).toContain('/blogs/guides');
    expect(paths).toContain('/');
    expect(paths).toContain(`/blogs/${db.articles[0].articles_path}`);
    expect(paths).toContain(slug(onSale[0].goods_title));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('configs', () => {
  it('a home block: home only; an about block: the about page', () => {
    const home = db.configs.find((c) => c.configs_name === 'home')!;
    expect(publishPaths(db, { collection: 'configs', before: home, after: home })).toEqual(['/']);
    const about = db.configs.find((c) => c.configs_name === 'about')!;
    expect(publishPaths(db, { collection: 'configs', before: about, after: about })).toEqual([
      '/about-us',
    ]);
  });

  it('a site block (the layout) reaches every page', () => {
    const site = db.configs.find((c) => c.configs_name === 'site')!;
    expect(publishPaths(db, { collection: 'configs', before: site, after: site })).toEqual(
      everyPage(db).filter((p, i, all) => all.indexOf(p) === i),
    );
  });
});

describe('the sitemap', () => {
  // Rendered on every request: the site refused it in every publish (nothing to revalidate).
  it('is never among the paths a publish revalidates', () => {
    const goods = onSale[0];
    const article = db.articles[0];
    const category = db.categories.find((c) => c.category_id === 23)!;
    const lists = [
      everyPage(db),
      publishPaths(db, { collection: 'goods', before: goods, after: { ...goods } }),
      publishPaths(db, { collection: 'articles', before: article, after: { ...article } }),
      publishPaths(db, {
        collection: 'categories',
        before: category,
        after: { ...category, category_paths: '/renamed-category' },
      }),
      publishPaths(db, {
        collection: 'configs',
        before: { configs_name: 'unknown-group' },
        after: { configs_name: 'unknown-group' },
      }),
    ];
    for (const paths of lists) {
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.filter((p) => p.startsWith('/sitemap'))).toEqual([]);
    }
  });
});
