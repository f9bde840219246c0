/**
 * The publish loop's path mapping: which site pages show a CMS record, so an edit
 * through `PUT /mock/content/:collection/:id` revalidates exactly those. Pure: it reads the
 * data it is given and the record before and after the edit, nothing else.
 */
import { CATEGORY_IDS, PRODUCT_CATEGORIES } from '../schema/mock-seed';
import { goodsSlug } from '../../src/lib/format';
import { titleNamesProduct } from '../../src/contract/goods-of-product';

export const COLLECTIONS = ['goods', 'articles', 'categories', 'configs'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** Goods per home tab (routes/home.ts sends the first eight of each tab). */
export const TAB_GOODS = 8;
/** Generated pages that are not menu entries but carry the menu (the layout) all the same. */
const FIXED_STATIC_PAGES = ['/login', '/statement', '/association'];
/** The fields of a category that the menu (on every page) shows or orders by. */
const MENU_FIELDS = [
  'category_name',
  'category_paths',
  'category_parent_id',
  'category_sort',
  'category_label',
  'category_icon',
  'category_component',
] as const;
/** Config groups shown by one page; `site` (the layout) and unknown groups reach every page. */
const CONFIG_PAGES: Record<string, string[]> = {
  home: ['/'],
  'home-about': ['/'],
  about: ['/about-us'],
  'service-center': ['/service-center'],
  'corporate-purchase': ['/partnership/corporate-purchase'],
  distributor: ['/partnership/become-a-distributor'],
  'inventers-testers': ['/partnership/inventers-testers-program'],
  ufluencer: ['/partnership/ufluencer-program'],
  blogs: ['/blogs'],
};

export interface PathCategory {
  category_id: number;
  category_parent_id: number;
  category_paths: string;
  category_component?: string;
}
export interface PathGoods {
  goods_id: number;
  category_id: number;
  goods_title: string;
  goods_status_id: number;
}
export interface PathArticle {
  category_id: number;
  articles_path: string;
}
export interface PathConfig {
  configs_name: string;
}

/** The tables the mapping reads (after the edit). */
export interface PathData {
  categories: readonly PathCategory[];
  goods: readonly PathGoods[];
  articles: readonly PathArticle[];
  /** The coverage products: their goods show on the vehicle coverage page (Check my car). */
  diag_products?: readonly { product_name: string }[];
}

export type RecordEdit =
  | { collection: 'goods'; before: PathGoods; after: PathGoods }
  | { collection: 'articles'; before: PathArticle; after: PathArticle }
  | { collection: 'categories'; before: PathCategory; after: PathCategory }
  | { collection: 'configs'; before: PathConfig; after: PathConfig };

// Same rules as the site's src/lib/paths.ts (the mock cannot import its path alias).
const productPath = (title: string) => `/products/${encodeURIComponent(goodsSlug(title))}`;
const articlePath = (segment: string) => `/blogs/${encodeURIComponent(segment)}`;

function normalise(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  if (!trimmed) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The category's page and its ancestors' (a product list shows its sub-categories' goods). */
function categoryTrail(data: PathData, categoryId: number): string[] {
  const out: string[] = [];
  const seen = new Set<number>();
  let id = categoryId;
  while (id !== 0 && !seen.has(id)) {
    seen.add(id);
    const category = data.categories.find((c) => c.category_id === id);
    if (!category) break;
    out.push(normalise(category.category_paths));
    id = category.category_parent_id;
  }
  return out;
}

function isUnder(data: PathData, categoryId: number, ancestorId: number): boolean {
  const seen = new Set<number>();
  let id = categoryId;
  while (id !== 0 && !seen.has(id)) {
    if (id === ancestorId) return true;
    seen.add(id);
    id = data.categories.find((c) => c.category_id === id)?.category_parent_id ?? 0;
  }
  return false;
}

/** True when `goods` is among the first TAB_GOODS on sale of a home tab. */
function inHomeTab(data: PathData, goods: PathGoods): boolean {
  if (goods.goods_status_id !== 1) return false;
  return PRODUCT_CATEGORIES.some(([tabId]) => {
    if (!isUnder(data, goods.category_id, tabId)) return false;
    const shown = data.goods
      .filter((g) => g.goods_status_id === 1 && isUnder(data, g.category_id, tabId))
      .sort((a, b) => a.goods_id - b.goods_id)
      .slice(0, TAB_GOODS);
    return shown.some((g) => g.goods_id === goods.goods_id);
  });
}

/**
 * Every generated page: home, the menu pages, the fixed pages, products and articles. Never the
 * sitemap: it is rendered on every request (the site refuses it as nothing to revalidate).
 */
export function everyPage(data: PathData): string[] {
  const productsRoot = data.categories.find((c) => c.category_id === CATEGORY_IDS.products);
  return [
    '/',
    ...data.categories.map((c) => normalise(c.category_paths)),
    ...FIXED_STATIC_PAGES,
    ...data.goods
      .filter(
        (g) =>
          g.goods_status_id === 1 &&
          productsRoot !== undefined &&
          isUnder(data, g.category_id, productsRoot.category_id),
      )
      .map((g) => productPath(g.goods_title)),
    ...data.articles.filter((a) => a.articles_path).map((a) => articlePath(a.articles_path)),
  ];
}

/** The vehicle coverage page when the goods (before or after) is a coverage product's. */
function coveragePage(data: PathData, goods: readonly PathGoods[]): string[] {
  const page = data.categories.find((c) => c.category_component === 'VehicleCoveragePage');
  const named = goods.some((g) =>
    (data.diag_products ?? []).some((p) => titleNamesProduct(g.goods_title, p.product_name)),
  );
  return page && named ? [normalise(page.category_paths)] : [];
}

function goodsPaths(data: PathData, before: PathGoods, after: PathGoods): string[] {
  // The data holds `after`; `before` is judged against the tables as they were.
  const dataBefore: PathData = {
    ...data,
    goods: data.goods.map((g) => (g.goods_id === before.goods_id ? before : g)),
  };
  return [
    productPath(before.goods_title),
    productPath(after.goods_title),
    ...categoryTrail(dataBefore, before.category_id),
    ...categoryTrail(data, after.category_id),
    ...(inHomeTab(dataBefore, before) || inHomeTab(data, after) ? ['/'] : []),
    ...coveragePage(data, [before, after]),
  ];
}

function articlePaths(data: PathData, before: PathArticle, after: PathArticle): string[] {
  return [
    ...[before, after].filter((a) => a.articles_path).map((a) => articlePath(a.articles_path)),
    '/blogs',
    ...categoryTrail(data, before.category_id),
    ...categoryTrail(data, after.category_id),
  ];
}

function categoryPaths(data: PathData, before: PathCategory, after: PathCategory): string[] {
  const menuChanged = MENU_FIELDS.some(
    (field) =>
      field in before &&
      JSON.stringify((before as unknown as Record<string, unknown>)[field]) !==
        JSON.stringify((after as unknown as Record<string, unknown>)[field]),
  );
  // The old path too: its page must stop showing the old record (it 404s once moved).
  if (menuChanged) return [...everyPage(data), normalise(before.category_paths)];
  const onHome =
    ([CATEGORY_IDS.products, CATEGORY_IDS.support] as number[]).includes(
      after.category_parent_id,
    ) || after.category_id === CATEGORY_IDS.home;
  return [...categoryTrail(data, after.category_id), ...(onHome ? ['/'] : [])];
}

function configPaths(data: PathData, before: PathConfig, after: PathConfig): string[] {
  const groups = [before.configs_name, after.configs_name];
  if (groups.some((group) => !(group in CONFIG_PAGES))) return everyPage(data);
  return groups.flatMap((group) => CONFIG_PAGES[group]);
}

/** The paths an edit shows on, each once, in a stable order. */
export function publishPaths(data: PathData, edit: RecordEdit): string[] {
  const paths =
    edit.collection === 'goods'
      ? goodsPaths(data, edit.before, edit.after)
      : edit.collection === 'articles'
        ? articlePaths(data, edit.before, edit.after)
        : edit.collection === 'categories'
          ? categoryPaths(data, edit.before, edit.after)
          : configPaths(data, edit.before, edit.after);
  return [...new Set(paths)];
}
