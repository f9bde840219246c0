import { nullIfRefused } from '@/lib/api-client';
import type { ApiCategory } from '@/contract/api-types';
import { supportPageHead } from '../support-nav';
import type { LibraryProps } from '../library-types';
import type { LibrarySource } from './library-source';
import { fetchSupportCategories } from './support-categories';

/**
 * A library page for getStaticProps (server only): the child categories and page 1 of every
 * card, so the HTML has the grid. Null when the API knows no cards for the page (a 404);
 * other failures are thrown (ISR keeps the last good page).
 */
export async function getLibraryPage<Item>(
  category: ApiCategory,
  tree: ApiCategory[],
  source: LibrarySource<Item>,
): Promise<LibraryProps<Item> | null> {
  const allId = category.category_id;
  const initial = await nullIfRefused(
    source.fetch(source.key({ mode: 'browse', categoryId: allId, page: 1 }), 'silent'),
  );
  if (initial === null) return null;
  return {
    ...supportPageHead(category, tree),
    introduce: category.category_introduce?.trim() ?? '',
    categories: await fetchSupportCategories(allId),
    initial,
  };
}
