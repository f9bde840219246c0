import type { ApiGoods, ApiGoodsDetails } from '@/contract/api-types';

function money(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The selling price (the API's derived `price` first) and the crossed price, kept only when it
 * is higher; null where the API gives none.
 */
export function productPrices(goods: ApiGoods | ApiGoodsDetails): {
  price: number | null;
  crossedPrice: number | null;
} {
  const derived = goods as Partial<ApiGoodsDetails>;
  const price = money(derived.price) ?? money(goods.goods_selling_price);
  const crossed = money(goods.goods_crossed_price);
  return {
    price,
    crossedPrice: crossed !== null && price !== null && crossed > price ? crossed : null,
  };
}
