import { apiGet, nullIfRefused } from '@/lib/api-client';
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
import { DEFAULT_FUNCTION_CLASSES } from '../components/function-stock-toolbar';
import { PLACEHOLDER_BRAND_GROUPS, placeholderList } from './placeholder';

/**
 * The function-stock page (server side: it sanitizes): the category's own texts, the banner,
 * the sidebar's brand groups and classes, and the unfiltered first page of the grid. An API
 * without the function-stock list (it refuses the call, e.g. `{code: 404}`) gets the sample
 * grid; other upstream errors are thrown, never hidden (ISR keeps the last good page).
 */
export async function getFunctionStockPage(
  category: ApiCategory,
): Promise<FunctionStockProps | null> {
  const response = await nullIfRefused(
    apiGet<FunctionStockAllResponse>(FUNCTION_STOCK_PATH, {
      query: functionStockQuery(DEFAULT_FUNCTION_STOCK_FILTERS),
      token: null,
    }),
  );
  const own = {
    name: category.category_name,
    introduce: category.category_introduce ?? '',
    detailsHtml: sanitizeHtml(category.category_details),
  };
  if (!response) {
    return {
      ...own,
      banner: null,
      brandGroups: PLACEHOLDER_BRAND_GROUPS,
      classes: DEFAULT_FUNCTION_CLASSES,
      initial: placeholderList(DEFAULT_FUNCTION_STOCK_FILTERS),
      placeholder: true,
    };
  }
  const ad = response.advertisement_all?.[0];
  return {
    ...own,
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
    placeholder: false,
  };
}
