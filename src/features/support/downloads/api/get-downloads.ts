import type { ApiCategory } from '@/contract/api-types';
import { getLibraryPage } from '@/features/support/api/get-library-page';
import { fetchFileFacts } from '../file-head';
import type { ArchiveCard, DownloadsProps } from '../types';
import { archiveLibrary } from './archive-library';

/** The cards with the size and date of their files (HEAD requests, side by side). */
export async function withFileFacts(
  cards: ArchiveCard[],
  fetchImpl: typeof fetch = fetch,
): Promise<ArchiveCard[]> {
  return Promise.all(
    cards.map(async (card) =>
      card.fileUrl ? { ...card, ...(await fetchFileFacts(card.fileUrl, { fetchImpl })) } : card,
    ),
  );
}

/**
 * Downloads for getStaticProps (server only): the file categories and page 1 of every file,
 * each card with its file's size and date (asked when the page is built or revalidated).
 */
export async function getDownloadsPage(
  category: ApiCategory,
  tree: ApiCategory[],
): Promise<DownloadsProps | null> {
  const page = await getLibraryPage(category, tree, archiveLibrary);
  if (!page) return null;
  return { ...page, initial: { ...page.initial, items: await withFileFacts(page.initial.items) } };
}
