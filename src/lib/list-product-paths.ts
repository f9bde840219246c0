import { callApi, nullIfRefused } from '@/lib/api-client';
import type { ApiCategory, ApiGoods } from '@/contract/api-types';
import { goodsTitleFromSlug } from '@/lib/format';
import {
  collectEnds,
  collectPages,
  mapInWaves,
  type CollectOptions,
  type FetchPage,
} from '@/lib/paged';
import { paths } from '@/lib/paths';
import { GOODS_ENDPOINTS } from '@/contract/vendor-endpoints/goods';
import { GOODS_DETAILS_ENDPOINT } from '@/contract/vendor-endpoints/goods-details';

const PRODUCTS_ROOT_PATH = '/products';

/**
 * The products a build pre-renders at most: about as many as the whole catalogue of the
 * fixtures (63), so a catalogue 100 times larger builds in the same time; the others render on
 * their first visit. The list comes in id order, oldest first, so these are its end.
 */
export const PRERENDER_NEWEST_PRODUCTS = 96;
/** And the list's first page, read anyway to learn its length: the products shown first. */
export const PRERENDER_FIRST_PRODUCTS = 12;

function goodsPages(tree: ApiCategory[]): FetchPage<ApiGoods> | null {
  const root = tree.find((c) => c.category_paths === PRODUCTS_ROOT_PATH);
  if (!root) return null;
  return async (page) => {
    const response = await callApi(GOODS_ENDPOINTS.goodsAll, {
      query: { category_id: root.category_id, page },
      token: null,
    });
    return { items: response.goods_all, ...response.page };
  };
}

/** Every product the API lists under the products root, as the list sends it. */
export async function listProducts(
  tree: ApiCategory[],
  options?: CollectOptions,
): Promise<ApiGoods[]> {
  const fetchPage = goodsPages(tree);
  return fetchPage ? collectPages(fetchPage, options) : [];
}

/** The detail paths a build pre-renders: the list's first page and its newest products. */
export async function listPrerenderProductPaths(tree: ApiCategory[]): Promise<string[]> {
  const fetchPage = goodsPages(tree);
  if (!fetchPage) return [];
  const { head, tail } = await collectEnds(fetchPage, {
    head: PRERENDER_FIRST_PRODUCTS,
    tail: PRERENDER_NEWEST_PRODUCTS,
  });
  return [...new Set([...head, ...tail].map((g) => paths.product(g.goods_title)))];
}

/** At most this many detail look-ups at a time. */
const LOOKUP_CONCURRENCY = 8;

/**
 * Of these product URL segments (decoded), the ones the API has a product for, each as that
 * product's own path: one detail request per segment (as the product page makes), so judging a
 * publish costs the same however large the catalogue. An API failure throws.
 */
export async function productPathsAmong(segments: readonly string[]): Promise<string[]> {
  const found = await mapInWaves([...new Set(segments)], LOOKUP_CONCURRENCY, async (segment) => {
    const response = await nullIfRefused(
      callApi(GOODS_DETAILS_ENDPOINT, {
        query: { goods_title: goodsTitleFromSlug(segment) },
        token: null,
      }),
    );
    return response?.data ? [paths.product(response.data.goods_title)] : [];
  });
  return found.flat();
}
