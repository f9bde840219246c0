import { ApiError, apiGet } from '@/lib/api-client';
import type { ApiGoods, GoodsDetailsResponse } from '@/lib/api-types';
import { goodsTitleFromSlug, pictureUrl } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import type { ProductDetailProps } from '../types';

export const GOODS_DETAILS_PATH = '/api/goods/goods_details';

export function toProductDetail(goods: ApiGoods): ProductDetailProps {
  return {
    id: goods.goods_id,
    title: goods.goods_title,
    picture: pictureUrl(goods.goods_picture),
    bannerPicture: pictureUrl(goods.goods_banner_picture),
    describeHtml: sanitizeHtml(goods.goods_describe),
    detailsHtml: sanitizeHtml(goods.goods_details),
    links: (goods.goods_links_all ?? []).map((link) => ({
      name: link.goods_links_name,
      href: link.goods_links_address,
      picture: pictureUrl(link.goods_links_picture),
    })),
  };
}

/**
 * The goods a product URL names, or null when the API knows no such goods (a 404).
 * Failures of the API itself are thrown so ISR keeps serving the last good page.
 */
export async function getProduct(
  slug: string,
): Promise<{ product: ProductDetailProps; goods: ApiGoods } | null> {
  try {
    const response = await apiGet<GoodsDetailsResponse>(GOODS_DETAILS_PATH, {
      query: { goods_title: goodsTitleFromSlug(slug) },
      token: null,
    });
    return { product: toProductDetail(response.data), goods: response.data };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business') return null;
    throw error;
  }
}
