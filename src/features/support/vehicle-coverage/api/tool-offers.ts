/**
 * The catalogue's goods of each coverage product, for "Check my car": a covering tool links
 * to its product page and shows its price. Read on the server when the page is built, from the
 * documented goods search (`goods_search?goodsKeywordsName=`, one call per product): the goods
 * whose title begins with the product's name ("AD1000 Max" → "AD1000 Max Diagnostic Tablet").
 */
import { callApi, nullIfRefused } from '@/lib/api-client';
import { titleNamesProduct } from '@/contract/goods-of-product';
import { paths } from '@/lib/paths';
import type { ApiGoods } from '@/contract/api-types';
import { API_ENDPOINTS } from '@/contract/vendor-endpoints/api';
import { productPrices } from '@/lib/product-prices';
import type { ToolOffer } from '../types';

/** The goods a product name names: its title begins with the name's words (the shortest wins). */
export function goodsOfProduct(product: string, goods: readonly ApiGoods[]): ApiGoods | null {
  const matching = goods.filter((g) => titleNamesProduct(g.goods_title, product));
  return (
    matching.sort(
      (a, b) => a.goods_title.length - b.goods_title.length || a.goods_id - b.goods_id,
    )[0] ?? null
  );
}

export function toToolOffer(product: string, goods: ApiGoods): ToolOffer {
  const { price, crossedPrice } = productPrices(goods);
  return {
    product,
    title: goods.goods_title,
    href: paths.product(goods.goods_title),
    price,
    crossedPrice,
  };
}

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
