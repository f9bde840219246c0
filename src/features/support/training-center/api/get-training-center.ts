import { ApiError } from '@/lib/api-client';
import type { ApiCategory } from '@/lib/api-types';
import { supportNav } from '../../api/support-nav';
import { fetchSupportCategories } from '../../downloads/api/support-categories';
import type { TrainingCenterProps } from '../types';
import { fetchVideos, videosKey } from './use-videos';

/**
 * Training center for getStaticProps (server only): the video categories and page 1 of every
 * video, so the HTML has the grid. Null when the API knows no videos for the page (a 404);
 * other failures are thrown (ISR keeps the last good page).
 */
export async function getTrainingCenterPage(
  category: ApiCategory,
  tree: ApiCategory[],
): Promise<TrainingCenterProps | null> {
  const allId = category.category_id;
  let initial;
  try {
    initial = await fetchVideos(
      videosKey({ mode: 'browse', categoryId: allId, page: 1 }),
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
