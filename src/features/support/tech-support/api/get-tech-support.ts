import type { ApiCategory } from '@/contract/api-types';
import { sanitizeHtml } from '@/lib/sanitize';
import { supportPageHead } from '../../support-nav';
import type { TechSupportProps } from '../types';
import { fetchRegions } from './tech-support-api';

/**
 * The tech-support page for getStaticProps (server only): the category's text and the
 * region list the forms start from. The page works without regions (the dialog asks for
 * them), so a failing region call does not fail the build.
 */
export async function getTechSupportPage(
  category: ApiCategory,
  tree: ApiCategory[],
): Promise<TechSupportProps> {
  const regions = await fetchRegions('silent').catch(() => []);
  return {
    ...supportPageHead(category, tree),
    introduce: category.category_introduce?.trim() ?? '',
    detailsHtml: sanitizeHtml(category.category_details),
    regions,
  };
}
