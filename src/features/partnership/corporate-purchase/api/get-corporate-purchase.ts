import { CORPORATE_PURCHASE_CONFIG_IDS as IDS } from '../config-ids';
import { callApi } from '@/lib/api-client';
import type { ApiCategory } from '@/contract/api-types';
import { findConfigBlock, pickConfigBlocks } from '@/lib/config-blocks';
import { pictureUrl } from '@/lib/format';
import type { ApiFaqArticle, ApiPurchaseProduct } from '@/contract/partnership-api-types';
import { sanitizeHtml } from '@/lib/sanitize';
import type { BulkProduct, CorporateFaq, CorporatePurchaseProps } from '../types';
import { CORPORATE_PURCHASE_ENDPOINTS } from '@/contract/vendor-endpoints/corporate-purchase';

function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function toBulkProduct(product: ApiPurchaseProduct): BulkProduct {
  return {
    id: product.purchase_product_id,
    title: text(product.purchase_product_title),
    picture: pictureUrl(product.purchase_product_picture),
    prices: (product.purchase_product_specifications_all ?? [])
      .map((spec) => ({
        quantity: text(spec.purchase_product_specifications_quantity),
        price: text(spec.purchase_product_specifications_price),
      }))
      .filter((pair) => pair.quantity || pair.price),
  };
}

export function toCorporateFaq(article: ApiFaqArticle): CorporateFaq {
  return {
    id: article.article_id,
    question: text(article.article_title),
    answerHtml: sanitizeHtml(article.article_details),
  };
}

/**
 * The corporate purchase page for getStaticProps (server only): corporate_purchase_all
 * reshaped to the page's props, every HTML field sanitized, only visible configs kept.
 * A non-200 answer or a failed call throws (ISR keeps serving the last good page); an answer
 * without its category is null (a 404).
 */
export async function getCorporatePurchasePage(
  category: ApiCategory,
): Promise<CorporatePurchaseProps | null> {
  const data = await callApi(CORPORATE_PURCHASE_ENDPOINTS.corporatePurchaseAll, {
    token: null,
    severity: 'silent',
  });
  const found = data.category_find;
  if (!found) return null;
  const configs = data.configs_all ?? [];
  return {
    id: found.category_id ?? category.category_id,
    name: text(found.category_name) || text(category.category_name),
    introduce: text(found.category_introduce),
    banner: pictureUrl(found.category_picture || category.category_picture),
    tilesTitle: findConfigBlock(configs, IDS.tilesTitle),
    tiles: pickConfigBlocks(configs, IDS.tiles),
    columnsTitle: findConfigBlock(configs, IDS.columnsTitle),
    columns: pickConfigBlocks(configs, IDS.columns),
    productsTitle: findConfigBlock(configs, IDS.productsTitle),
    products: (data.purchase_product_all ?? []).map(toBulkProduct).filter((p) => p.title),
    faqLeadTitle: findConfigBlock(configs, IDS.faqLeadTitle),
    faqs: (data.article_all ?? []).map(toCorporateFaq).filter((faq) => faq.question),
    steps: pickConfigBlocks(configs, IDS.steps).map((block) => ({
      id: block.id,
      title: block.title,
      picture: block.picture,
      html: block.html,
    })),
  };
}
