/** Goods records as a comparison: columns, then rows aligned by name (server side). */
import type { ApiGoods } from '@/contract/api-types';
import { badgeForTag } from '@/lib/goods';
import { pictureUrl } from '@/lib/format';
import { paths } from '@/lib/paths';
import { productPrices } from '@/lib/product-prices';
import { compareSlug } from '@/lib/compare-slugs';
import { alignSpecRows, type SpecEntry } from './spec-rows';
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

/** A product's rows: its price and badge (when it has them), then its specifications. */
function tableOf(goods: ApiGoods, product: CompareProduct): SpecEntry[] {
  const entries: SpecEntry[] = [];
  if (product.price !== null) entries.push({ name: PRICE_ROW, details: usd.format(product.price) });
  entries.push({ name: BADGE_ROW, details: product.badge ? BADGE_TEXT[product.badge] : 'None' });
  for (const spec of goods.goods_specifications_all ?? []) {
    entries.push({
      name: spec.goods_specifications_name,
      details: spec.goods_specifications_details,
    });
  }
  return entries;
}

/** The goods side by side, in the order given. */
export function buildComparison(goods: readonly ApiGoods[]): Comparison {
  const products = goods.map(toCompareProduct);
  return {
    products,
    rows: alignSpecRows(goods.map((g, i) => tableOf(g, products[i]))),
  };
}
