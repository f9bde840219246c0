/**
 * The catalogue's goods of each coverage product, for "Check my car": a covering tool links
 * to its product page and shows its price. Read on the server when the page is built, from the
 * documented goods search (`goods_search?goodsKeywordsName=`, one call per product): the goods
 * whose title begins with the product's name ("AD1000 Max" → "AD1000 Max Diagnostic Tablet").
 */
import { callApi, nullIfRefused } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/contract/vendor-endpoints/api';
import type { ToolOffer } from '../types';
import { goodsOfProduct, toToolOffer } from '../tool-offers';

/**
 * Each product's goods, in the products' order; a product the catalogue has no goods for is
 * left out (its result then links to its coverage table only). A refused search leaves that
 * product out too; an outage throws, like every upstream failure of a page.
 */
export async function getToolOffers(products: readonly string[]): Promise<ToolOffer[]> {
  const found = await Promise.all(
    products.map(async (product) => {
      const answer = await nullIfRefused(
        callApi(API_ENDPOINTS.goodsSearch, { query: { goodsKeywordsName: product }, token: null }),
      );
      const goods = goodsOfProduct(product, answer?.data ?? []);
      return goods ? toToolOffer(product, goods) : null;
    }),
  );
  return found.filter((offer): offer is ToolOffer => offer !== null);
}
