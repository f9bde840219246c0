/** Goods records as a comparison: columns, then rows aligned by name (server side). */
import type { ApiGoods } from '@/contract/api-types';
import { badgeForTag } from '@/lib/goods';
import { pictureUrl } from '@/lib/format';
import { paths } from '@/lib/paths';
import { productPrices } from '@/lib/product-prices';
import { compareSlug } from '@/lib/compare-slugs';
import { alignSpecRows, type CompareRow, type SpecEntry } from './spec-rows';
import type { CompareProduct, Comparison } from './types';

export const PRICE_ROW = 'Price';
export const BADGE_ROW = 'Badge';
const BADGE_TEXT = { new: 'New', hot: 'Hot', special: 'Special' } as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function toCompareProduct(goods: ApiGoods): CompareProduct {
  return {
    slug: compareSlug(goods.goods_title),
    title: goods.goods_title,
    href: paths.product(goods.goods_title),
    picture: pictureUrl(goods.goods_picture),
    price: productPrices(goods).price,
    badge: badgeForTag(goods.goods_tag_id),
  };
}

/** Price and badge, one row each: shown beside the specifications, never counted as a difference. */
function summaryRows(products: readonly CompareProduct[]): CompareRow[] {
  const rows: CompareRow[] = [];
  if (products.some((product) => product.price !== null)) {
    rows.push({
      name: PRICE_ROW,
      values: products.map((product) =>
        product.price === null ? null : usd.format(product.price),
      ),
      differs: false,
      group: 'summary',
    });
  }
  rows.push({
    name: BADGE_ROW,
    values: products.map((product) => (product.badge ? BADGE_TEXT[product.badge] : 'None')),
    differs: false,
    group: 'summary',
  });
  return rows;
}

/** A product's specification table. */
function specificationsOf(goods: ApiGoods): SpecEntry[] {
  return (goods.goods_specifications_all ?? []).map((spec) => ({
    name: spec.goods_specifications_name,
    details: spec.goods_specifications_details,
  }));
}

/**
 * The goods side by side, in the order given: price and badge first, then the specifications
 * every product lists, then those some products do not list.
 */
export function buildComparison(goods: readonly ApiGoods[]): Comparison {
  const products = goods.map(toCompareProduct);
  return {
    products,
    rows: [...summaryRows(products), ...alignSpecRows(goods.map(specificationsOf))],
  };
}
