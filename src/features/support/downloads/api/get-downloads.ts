import type { ApiCategory } from '@/contract/api-types';
import { getLibraryPage } from '@/features/support/api/get-library-page';
import { headFileFacts } from '../file-head';
import type { ArchiveCard, DownloadsProps } from '../types';
import { archiveLibrary } from './archive-library';
import { FileFactsCache } from '../file-facts-cache';

/** This server's file facts, kept across builds and revalidations of the page. */
export const serverFileFacts = new FileFactsCache();

/**
 * The cards with the size and date of their files: remembered ones, else HEAD requests side
 * by side (../file-facts-cache.ts).
 */
export async function withFileFacts(
  cards: ArchiveCard[],
  fetchImpl: typeof fetch = fetch,
  cache: FileFactsCache = serverFileFacts,
): Promise<ArchiveCard[]> {
  return Promise.all(
    cards.map(async (card) =>
      card.fileUrl
        ? {
            ...card,
            ...(await cache.get(card.fileUrl, () => headFileFacts(card.fileUrl, { fetchImpl }))),
          }
        : card,
    ),
  );
}

/**
 * Downloads for getStaticProps (server only): the file categories and page 1 of every file,
 * each card with its file's size and date (asked when the page is built or revalidated, unless
 * this server still remembers them).
 */
export async function getDownloadsPage(
  category: ApiCategory,
  tree: ApiCategory[],
): Promise<DownloadsProps | null> {
  const page = await getLibraryPage(category, tree, archiveLibrary);
  if (!page) return null;
  return { ...page, initial: { ...page.initial, items: await withFileFacts(page.initial.items) } };
}
