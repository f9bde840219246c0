/**
 * The search index of every product and article, built on the server from the documented
 * list endpoints (all pages of the products root and of all blog articles, however many, a few
 * requests at a time) and kept in
 * memory with the catalogue pages' own freshness: rebuilt as soon as a revalidation of those
 * pages moves the catalogue version (src/lib/search-index/catalogue-version.ts), and otherwise after the same
 * revalidate time as the pages, in the background. It never reaches the browser: only the
 * results do. What the index holds and how it is built from the lists: ../catalogue-index.ts.
 */
import type { ApiArticle, ApiCategory, ApiGoods } from '@/contract/api-types';
import { REVALIDATE_CATALOGUE } from '@/config/constants';
import { callApi } from '@/lib/api-client';
import { collectPages, WHOLE_LIST } from '@/lib/paged';
import { refreshingCache } from '@/lib/search-index/refreshing-cache';
import { getSite } from '@/lib/site-data';
import { readCatalogueVersion } from '@/lib/search-index/catalogue-version';
import { buildCatalogueIndex, type CatalogueIndex } from '../catalogue-index';
import { ARTICLES_ENDPOINTS } from '@/contract/vendor-endpoints/articles';
import { GOODS_ENDPOINTS } from '@/contract/vendor-endpoints/goods';

const PRODUCTS_ROOT_PATH = '/products';
/** The catalogue pages' revalidate time: the index is no staler than they are. */
export const INDEX_TTL_MS = REVALIDATE_CATALOGUE * 1000;

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
