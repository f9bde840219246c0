import type { LibraryProps } from '../library-types';
import type { FileFacts } from './file-facts';

export interface ArchiveCard extends FileFacts {
  id: number;
  title: string;
  /** Absolute URL ('' for none). */
  picture: string;
  /** Absolute URL of the file ('' when the record names none). */
  fileUrl: string;
  /** The version its title or file name carries ('' for none). */
  version: string;
  /** `PDF`, `ZIP`... ('' when unknown). */
  format: string;
}

/** Downloads: a category select, a keyword search and a grid of files. */
export type DownloadsProps = LibraryProps<ArchiveCard>;
