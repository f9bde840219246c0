import { callApi, nullIfRefused } from '@/lib/api-client';
import type { ApiGoods, ApiGoodsDetails } from '@/contract/api-types';
import { goodsTitleFromSlug, pictureUrl } from '@/lib/format';
import { paths } from '@/lib/paths';
import { sanitizeHtml } from '@/lib/sanitize';
import { canonicalUrl } from '@/lib/seo';
import type { ProductDetailProps, ProductMedia } from '@/features/catalogue/types';
import { getModelComparison } from './model-comparison';
import { productPrices } from '@/lib/product-prices';
import { GOODS_DETAILS_ENDPOINT } from '@/contract/vendor-endpoints/goods-details';

export const GOODS_DETAILS_PATH = GOODS_DETAILS_ENDPOINT.path;

/** Whole percent off the crossed price, 0 when it is not higher than the selling price. */
export function percentOff(selling: number | null, crossed: number | null): number {
  if (selling === null || crossed === null || !(crossed > selling) || selling <= 0) return 0;
  return Math.round((1 - selling / crossed) * 100);
}

/** A specification row that states the software-update terms ("Software Updates"). */
const UPDATE_TERMS_ROW = /^\s*(software\s+)?updates?\s*$/i;

/** Reshapes the API's goods record for the page; every HTML field is sanitized here. */
export function toProductDetail(goods: ApiGoods | ApiGoodsDetails): ProductDetailProps {
  const derived = goods as Partial<ApiGoodsDetails>;
  const picture = pictureUrl(goods.goods_picture);
  const { price, crossedPrice } = productPrices(goods);
  const media: ProductMedia[] = [
    ...(goods.goods_album ?? []).map((src) => ({
      type: 'image' as const,
      src: pictureUrl(src),
      poster: '',
    })),
    ...(goods.goods_video ?? []).map((src) => ({
      type: 'video' as const,
      src: pictureUrl(src),
      poster: picture,
    })),
  ].filter((item) => item.src);
  return {
    id: goods.goods_id,
    title: goods.goods_title,
    picture,
    bannerPicture: pictureUrl(goods.goods_banner_picture),
    media: media.length > 0 ? media : picture ? [{ type: 'image', src: picture, poster: '' }] : [],
    price,
    crossedPrice,
    discount:
      typeof derived.discount === 'number' && derived.discount > 0
        ? Math.round(derived.discount)
        : percentOff(price, crossedPrice),
    likeCount: typeof derived.likeCount === 'number' ? derived.likeCount : 0,
    describeHtml: sanitizeHtml(goods.goods_describe),
    detailsHtml: sanitizeHtml(goods.goods_details),
    links: (goods.goods_links_all ?? []).map((link) => ({
      name: link.goods_links_name,
      href: link.goods_links_address,
      picture: pictureUrl(link.goods_links_picture),
    })),
    accessories: (goods.goods_accessory_all ?? []).map((item) => ({
      name: item.goods_accessory_name,
      picture: pictureUrl(item.goods_accessory_picture),
    })),
    detailBlocks: (goods.goods_details_all ?? []).map((block) => ({
      name: block.goods_details_name,
      contentHtml: sanitizeHtml(block.goods_details_content),
      picture: pictureUrl(block.goods_details_picture),
    })),
    specifications: (goods.goods_specifications_all ?? []).map((spec) => ({
      name: spec.goods_specifications_name,
      details: spec.goods_specifications_details,
    })),
    updateTerms:
      (goods.goods_specifications_all ?? [])
        .find((spec) => UPDATE_TERMS_ROW.test(spec.goods_specifications_name))
        ?.goods_specifications_details.trim() || null,
    faqs: (goods.goods_problem_all ?? []).map((faq) => ({
      question: faq.goods_problem_name,
      answerHtml: sanitizeHtml(faq.goods_problem_details),
    })),
    comparisonPicture: pictureUrl(goods.goods_comparison_picture),
    shareUrl: canonicalUrl(paths.product(goods.goods_title)),
  };
}

/**
 * The goods a product URL names, or null when the API knows no such goods (a 404).
 * Failures of the API itself are thrown so ISR keeps serving the last good page.
 */
export async function getProduct(
  slug: string,
): Promise<{ product: ProductDetailProps; goods: ApiGoodsDetails | ApiGoods } | null> {
  const response = await nullIfRefused(
    callApi(GOODS_DETAILS_ENDPOINT, {
      query: { goods_title: goodsTitleFromSlug(slug) },
      token: null,
    }),
  );
  if (response === null) return null;
  const goods = response.data;
  const categoryModels = await getModelComparison(goods);
  return { product: { ...toProductDetail(goods), categoryModels }, goods };
}
