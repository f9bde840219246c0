/**
 * The product page's comparison of its category's models: the product and the (at most three)
 * models of its category nearest to it in price, the rows that tell them apart first (the
 * category's list: api/model-comparison.ts).
 */
import type { ApiGoods } from '@/contract/api-types';
import { buildComparison, PRICE_ROW } from '@/features/catalogue/compare/comparison';
import { COMPARE_MAX, compareHref } from '@/lib/compare-slugs';
import type { ModelComparison } from '@/features/catalogue/compare/types';
import { productPrices } from '@/lib/product-prices';

/** Rows the product page shows; the comparison page has them all. */
export const MODEL_ROWS_SHOWN = 6;

/** The product first, then the other models nearest in price (unknown prices last). */
export function pickModels(current: ApiGoods, category: readonly ApiGoods[]): ApiGoods[] {
  const base = productPrices(current).price;
  const distance = (goods: ApiGoods) => {
    const price = productPrices(goods).price;
    return base === null || price === null ? Number.POSITIVE_INFINITY : Math.abs(price - base);
  };
  const others = category
    .filter((goods) => goods.goods_id !== current.goods_id)
    .map((goods, index) => ({ goods, index, distance: distance(goods) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, COMPARE_MAX - 1)
    .map((entry) => entry.goods);
  return [current, ...others];
}

/** The comparison of these models with the price and the differing rows first, cut short. */
export function toModelComparison(models: readonly ApiGoods[]): ModelComparison | null {
  if (models.length < 2) return null;
  const { products, rows } = buildComparison(models);
  const price = rows.filter((row) => row.group === 'summary' && row.name === PRICE_ROW);
  const differing = rows.filter((row) => row.group !== 'summary' && row.differs);
  return {
    products,
    rows: [...price, ...differing].slice(0, MODEL_ROWS_SHOWN),
    totalRows: rows.length,
    href: compareHref(products.map((product) => product.slug)),
  };
}
