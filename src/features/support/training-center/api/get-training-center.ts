import type { ApiCategory } from '@/contract/api-types';
import { getLibraryPage } from '@/features/support/api/get-library-page';
import type { TrainingCenterProps } from '../types';
import { videoLibrary } from './video-library';

/** Training center for getStaticProps (server only): the video categories and page 1 of every video. */
export function getTrainingCenterPage(
  category: ApiCategory,
  tree: ApiCategory[],
): Promise<TrainingCenterProps | null> {
  return getLibraryPage(category, tree, videoLibrary);
}
