import { apiGet } from '@/lib/api-client';
import type { ApiCategory, FunctionStockAllResponse } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import type { FunctionStockProps } from '@/features/catalogue/types';
import {
  DEFAULT_FUNCTION_STOCK_FILTERS,
  FUNCTION_STOCK_PATH,
  functionStockQuery,
  toFunctionStockList,
} from './use-function-stock';

/**
 * The function-stock page (server side: it sanitizes): the category's own texts, the banner,
 * the sidebar's brand groups and classes, and the unfiltered first page of the grid.
 * Upstream errors are thrown, never hidden.
 */
export async function getFunctionStockPage(
  category: ApiCategory,
): Promise<FunctionStockProps | null> {
  const response = await apiGet<FunctionStockAllResponse>(FUNCTION_STOCK_PATH, {
    query: functionStockQuery(DEFAULT_FUNCTION_STOCK_FILTERS),
    token: null,
  });
  const ad = response.advertisement_all?.[0];
  return {
    name: category.category_name,
    introduce: category.category_introduce ?? '',
    detailsHtml: sanitizeHtml(category.category_details),
    banner: ad
      ? {
          name: ad.advertisement_name,
          introduce: ad.advertisement_introduce,
          picture: pictureUrl(ad.advertisement_picture),
          url: ad.advertisement_url,
        }
      : null,
    brandGroups: (response.brand_all ?? []).map(({ group, brands }) => ({
      group,
      brands: [...brands],
    })),
    classes: (response.class_all ?? []).map((c) => ({
      id: c.class_id,
      key: c.class_key,
      name: c.class_name,
    })),
    initial: toFunctionStockList(response),
  };
}
