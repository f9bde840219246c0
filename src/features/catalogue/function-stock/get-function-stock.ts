import type { ApiCategory } from '@/contract/api-types';
import { withoutRepeatedLead } from '@/components/prose-lead';
import { sanitizeHtml } from '@/lib/sanitize';
import type { FunctionStockProps } from '@/features/catalogue/types';
import { DEFAULT_FUNCTION_CLASSES } from './components/function-stock-toolbar';
import { PLACEHOLDER_BRAND_GROUPS } from './placeholder';

/**
 * The function-stock page (server side: it sanitizes): the category's own texts and the
 * sidebar's brand groups and classes. The grid is the spec's sample data (placeholder.ts),
 * filtered in the browser: the vendor's API names no function-stock list, so nothing is asked.
 */
export function getFunctionStockPage(category: ApiCategory): FunctionStockProps {
  const name = category.category_name;
  const introduce = category.category_introduce ?? '';
  return {
    name,
    introduce,
    // Without a lead that repeats the title or the introduction: done here, not in the page's
    // first load (src/components/prose-lead.ts).
    detailsHtml: withoutRepeatedLead(sanitizeHtml(category.category_details), {
      title: name,
      intro: introduce,
    }),
    brandGroups: PLACEHOLDER_BRAND_GROUPS,
    classes: DEFAULT_FUNCTION_CLASSES,
  };
}
