import type { LibraryProps } from '../library-types';

export interface ArchiveCard {
  id: number;
  title: string;
  /** Absolute URL ('' for none). */
  picture: string;
}

/** Downloads (spec 2): a category select, a keyword search and a grid of files. */
export type DownloadsProps = LibraryProps<ArchiveCard>;
