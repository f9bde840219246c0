import type { ApiCategory } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import type { CategoryPageProps } from './types';

/**
 * Reshapes a category of the menu tree into the generic CMS page. The tree already carries
 * the details, so no further call is needed (server only: it sanitizes).
 */
export function toCategoryPage(category: ApiCategory): CategoryPageProps {
  return {
    id: category.category_id,
    name: category.category_name,
    introduce: category.category_introduce ?? '',
    picture: pictureUrl(category.category_picture),
    detailsHtml: sanitizeHtml(category.category_details),
    children: (category.children ?? []).map((child) => ({
      id: child.category_id,
      name: child.category_name,
      path: child.category_paths,
      introduce: child.category_introduce?.trim() ?? '',
      icon: pictureUrl(child.category_icon),
      picture: pictureUrl(child.category_picture),
    })),
  };
}
