/**
 * The search index of every product and article, built on the server from the documented
 * list endpoints (all pages of the products root and of all blog articles, however many, a few
 * requests at a time) and kept in
 * memory with the catalogue pages' own freshness: rebuilt as soon as a revalidation of those
 * pages moves the catalogue version (src/lib/search-index/catalogue-version.ts), and otherwise after the same
 * revalidate time as the pages, in the background. It never reaches the browser: only the
 * results do.
 */
import type { ApiArticle, ApiCategory, ApiGoods } from '@/contract/api-types';
import { REVALIDATE_CATALOGUE } from '@/config/constants';
import { callApi } from '@/lib/api-client';
import { type ProductCardData, toProductCard } from '@/lib/goods';
import { collectPages, WHOLE_LIST } from '@/lib/paged';
import { paths } from '@/lib/paths';
import { words } from '@/lib/search-index/normalize';
import { refreshingCache } from '@/lib/search-index/refreshing-cache';
import {
  createSearchIndex,
  type SearchDoc,
  type SearchIndex,
} from '@/lib/search-index/search-index';
import { getSite } from '@/lib/site-data';
import { plainText } from '@/lib/structured-data';
import { readCatalogueVersion } from '@/lib/search-index/catalogue-version';
import { ARTICLES_ENDPOINTS } from '@/contract/vendor-endpoints/articles';
import { GOODS_ENDPOINTS } from '@/contract/vendor-endpoints/goods';

const PRODUCTS_ROOT_PATH = '/products';
/** The catalogue pages' revalidate time: the index is no staler than they are. */
export const INDEX_TTL_MS = REVALIDATE_CATALOGUE * 1000;
/** Popular products offered when nothing matched. */
export const POPULAR_COUNT = 6;
/** The hot badge's tag id: the vendor's own word for its popular products. */
const HOT_TAG_ID = 3;

/**
 * An article as the index keeps it. `details` is the API's HTML as it came: it is sanitized
 * (src/lib/sanitize.ts) only for the results a page shows, never sent as it is.
 */
export interface IndexedArticle {
  title: string;
  href: string | null;
  details: string;
}

export interface CatalogueIndex {
  index: SearchIndex;
  /** Product cards by index id (`goods:{goods_id}`). */
  goods: ReadonlyMap<string, ProductCardData>;
  /** Articles by index id (`article:{articles_path}`). */
  articles: ReadonlyMap<string, IndexedArticle>;
  /** An article's index id by its title, for API results that carry only a title. */
  articleIdByTitle: ReadonlyMap<string, string>;
  /** Hot products first, then recommended ones. */
  popular: ProductCardData[];
}

export const goodsDocId = (goodsId: number) => `goods:${goodsId}`;
const articleDocId = (path: string) => `article:${path}`;
/** A title as a lookup key: case, punctuation and spacing ignored. */
export const titleKey = (title: string) => words(title).join(' ');

async function loadAllGoods(tree: ApiCategory[]): Promise<ApiGoods[]> {
  const root = tree.find((c) => c.category_paths === PRODUCTS_ROOT_PATH);
  if (!root) return [];
  return collectPages(async (page) => {
    const response = await callApi(GOODS_ENDPOINTS.goodsAll, {
      query: { category_id: root.category_id, page },
      token: null,
    });
    return { items: response.goods_all, ...response.page };
  }, WHOLE_LIST);
}

function loadAllArticles(): Promise<ApiArticle[]> {
  return collectPages(async (page) => {
    const response = await callApi(ARTICLES_ENDPOINTS.articlesAll, {
      query: { category_id: 'all', page },
      token: null,
    });
    return { items: response.articles_qb_all, ...response.data_page };
  }, WHOLE_LIST);
}

/** Hot products first, then recommended ones, each once, in the catalogue's order. */
export function popularGoods(goods: readonly ApiGoods[], count = POPULAR_COUNT): ApiGoods[] {
  const hot = goods.filter((g) => g.goods_tag_id === HOT_TAG_ID);
  const recommended = goods.filter((g) => g.goods_recommend_id === 1 && !hot.includes(g));
  return [...hot, ...recommended].slice(0, count);
}

export function buildCatalogueIndex(
  goods: readonly ApiGoods[],
  articles: readonly ApiArticle[],
): CatalogueIndex {
  const docs: SearchDoc[] = [];
  const cards = new Map<string, ProductCardData>();
  for (const g of goods) {
    const id = goodsDocId(g.goods_id);
    if (cards.has(id)) continue;
    cards.set(id, toProductCard(g));
    docs.push({
      id,
      kind: 'goods',
      title: g.goods_title,
      keywords: g.goods_seo_keywords ?? '',
      text: plainText(g.goods_describe ?? ''),
    });
  }
  const found = new Map<string, IndexedArticle>();
  const articleIdByTitle = new Map<string, string>();
  for (const a of articles) {
    const id = articleDocId(a.articles_path);
    if (!a.articles_path || found.has(id)) continue;
    const body = plainText(a.articles_details ?? '');
    found.set(id, {
      title: a.articles_title,
      details: a.articles_details ?? '',
      href: paths.article(a.articles_path),
    });
    articleIdByTitle.set(titleKey(a.articles_title), id);
    docs.push({
      id,
      kind: 'article',
      title: a.articles_title,
      keywords: a.articles_seo_keywords ?? '',
      text: `${a.articles_describe ?? ''} ${body}`,
    });
  }
  return {
    index: createSearchIndex(docs),
    goods: cards,
    articles: found,
    articleIdByTitle,
    popular: popularGoods(goods).map(toProductCard),
  };
}

async function loadCatalogueIndex(): Promise<CatalogueIndex> {
  const { tree } = await getSite();
  const [goods, articles] = await Promise.all([loadAllGoods(tree), loadAllArticles()]);
  return buildCatalogueIndex(goods, articles);
}

const cache = refreshingCache(
  loadCatalogueIndex,
  INDEX_TTL_MS,
  () => Date.now(),
  readCatalogueVersion,
);

/**
 * The index, built on first use; rebuilt before answering once goods or articles were
 * revalidated, and in the background once as old as a catalogue page may get.
 */
export function getCatalogueIndex(): Promise<CatalogueIndex> {
  return cache.get();
}

/** Forgets the index (tests). */
export function clearCatalogueIndex(): void {
  cache.clear();
}
