import { ApiError } from '@/lib/api-client';
import type { ApiCategory } from '@/lib/api-types';
import { supportNav } from '../../api/support-nav';
import type { DownloadsProps } from '../types';
import { fetchSupportCategories } from './support-categories';
import { archivesKey, fetchArchives } from './use-archives';

/**
 * Downloads for getStaticProps (server only): the file categories and page 1 of every file,
 * so the HTML has the grid. Null when the API knows no files for the page (a 404); other
 * failures are thrown (ISR keeps the last good page).
 */
export async function getDownloadsPage(
  category: ApiCategory,
  tree: ApiCategory[],
): Promise<DownloadsProps | null> {
  const allId = category.category_id;
  let initial;
  try {
    initial = await fetchArchives(
      archivesKey({ mode: 'browse', categoryId: allId, page: 1 }),
      'silent',
    );
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business') return null;
    throw error;
  }
  return {
    id: allId,
    name: category.category_name,
    nav: supportNav(category, tree),
    introduce: category.category_introduce?.trim() ?? '',
    categories: await fetchSupportCategories(allId),
    initial,
  };
}
