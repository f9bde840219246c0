/** Goods as cards, reshaped at the boundary so views never see the API's spelling. */
import type { ApiGoods } from '@/contract/api-types';
import { pictureUrl } from './format';
import { paths } from './paths';

export type GoodsBadge = 'new' | 'hot' | 'special' | null;

export interface ProductCardData {
  id: number;
  title: string;
  href: string;
  picture: string;
  badge: GoodsBadge;
}

/** Tag ids: 1 none, 2 new, 3 hot, 5 a third badge. */
export function badgeForTag(tagId: number): GoodsBadge {
  switch (tagId) {
    case 2:
      return 'new';
    case 3:
      return 'hot';
    case 5:
      return 'special';
    default:
      return null;
  }
}

export function toProductCard(goods: ApiGoods): ProductCardData {
  return {
    id: goods.goods_id,
    title: goods.goods_title,
    href: paths.product(goods.goods_title),
    picture: pictureUrl(goods.goods_picture),
    badge: badgeForTag(goods.goods_tag_id),
  };
}
