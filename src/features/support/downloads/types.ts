import type { SupportPageBase } from '../types';

export interface SupportCategoryOption {
  id: number;
  name: string;
}

export interface ArchiveCard {
  id: number;
  title: string;
  /** Absolute URL ('' for none). */
  picture: string;
}

/** One page of files (browse mode), or every match of a search (one page, no pager). */
export interface ArchiveList {
  items: ArchiveCard[];
  total: number;
  pageSize: number;
}

/** Downloads (spec 2): a category select, a keyword search and a grid of files. */
export interface DownloadsProps extends SupportPageBase {
  introduce: string;
  /** The file categories ("All" is the page's own category, `id`). */
  categories: SupportCategoryOption[];
  /** Page 1 of every file, in the static HTML. */
  initial: ArchiveList;
}
