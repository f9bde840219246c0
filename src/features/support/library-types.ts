import type { SupportPageBase } from './types';

/** A child category of a library page, for its category select. */
export interface SupportCategoryOption {
  id: number;
  name: string;
}

/** One page of cards (browse mode), or every match of a search (one page, no pager). */
export interface LibraryList<Item> {
  items: Item[];
  total: number;
  pageSize: number;
}

/**
 * A library page (Downloads, Training center): a category select, a keyword search
 * and a grid of cards.
 */
export interface LibraryProps<Item> extends SupportPageBase {
  introduce: string;
  /** The child categories ("All" is the page's own category, `id`). */
  categories: SupportCategoryOption[];
  /** Page 1 of every card, in the static HTML. */
  initial: LibraryList<Item>;
}
