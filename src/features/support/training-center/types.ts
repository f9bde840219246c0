import type { SupportCategoryOption } from '../downloads/types';
import type { SupportPageBase } from '../types';
import type { VideoSource } from './video-source';

export interface VideoCard {
  id: number;
  title: string;
  /** The poster (absolute URL, '' for none). */
  poster: string;
  source: VideoSource;
}

/** One page of videos (browse mode), or every match of a search (no pager). */
export interface VideoList {
  items: VideoCard[];
  total: number;
  pageSize: number;
}

/** Training center (spec 2): a category select, a keyword search and a grid of videos. */
export interface TrainingCenterProps extends SupportPageBase {
  introduce: string;
  /** The video categories ("All" is the page's own category, `id`). */
  categories: SupportCategoryOption[];
  /** Page 1 of every video, in the static HTML. */
  initial: VideoList;
}
