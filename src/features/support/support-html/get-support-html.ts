import type { ApiCategory } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import type { SupportHtmlProps } from '@/features/support/types';
import { supportPageHead } from '@/features/support/support-nav';

/** /support, warranty and FCA SGW: the category's picture and HTML in the support section. */
export function getSupportHtmlPage(category: ApiCategory, tree: ApiCategory[]): SupportHtmlProps {
  return {
    ...supportPageHead(category, tree),
    picture: pictureUrl(category.category_picture),
    detailsHtml: sanitizeHtml(category.category_details),
  };
}
