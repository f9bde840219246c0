/**
 * The catalogue's goods of a coverage product, for "Check my car": a covering tool links to
 * its product page and shows its price. The goods whose title begins with the product's name
 * ("AD1000 Max" → "AD1000 Max Diagnostic Tablet"); asked by api/tool-offers.ts.
 */
import { titleNamesProduct } from '@/contract/goods-of-product';
import { paths } from '@/lib/paths';
import type { ApiGoods } from '@/contract/api-types';
import { productPrices } from '@/lib/product-prices';
import type { ToolOffer } from './types';

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
