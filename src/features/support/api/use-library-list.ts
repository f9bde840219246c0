import { useLiveRead } from '@/lib/live-read';
import { initialOrFetched } from '@/lib/initial-or-fetched';
import type { ApiError } from '@/lib/api-client';
import type { BrowseSearchState } from '../browse-search';
import type { LibraryList } from '../library-types';
import type { LibraryKey, LibrarySource } from './library-source';

/**
 * The cards for a state. Page 1 of "All" is the one the server rendered (`initial`): it is
 * not asked again. Another list keeps the previous cards on screen (dimmed) while it loads.
 */
export function useLibraryList<Item>(
  source: LibrarySource<Item>,
  state: BrowseSearchState,
  allId: number,
  initial: LibraryList<Item>,
) {
  const isInitial = state.mode === 'browse' && state.categoryId === allId && state.page === 1;
  const swr = useLiveRead<LibraryList<Item>, ApiError, LibraryKey | null>(
    isInitial ? null : source.key(state),
    (key: LibraryKey) => source.fetch(key),
    // The server's cards stay on screen until the first other list comes.
    { fallbackData: isInitial ? initial : undefined, keepPreviousData: true },
  );
  return initialOrFetched(isInitial, initial, swr);
}
