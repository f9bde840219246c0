import type { ApiCategory } from '@/contract/api-types';
import { getLibraryPage } from '@/features/support/api/get-library-page';
import type { DownloadsProps } from '../types';
import { archiveLibrary } from './archive-library';

/** Downloads for getStaticProps (server only): the file categories and page 1 of every file. */
export function getDownloadsPage(
  category: ApiCategory,
  tree: ApiCategory[],
): Promise<DownloadsProps | null> {
  return getLibraryPage(category, tree, archiveLibrary);
}
