import type { LibraryProps } from '../library-types';
import type { VideoSource } from './video-source';

export interface VideoCard {
  id: number;
  title: string;
  /** The poster (absolute URL, '' for none). */
  poster: string;
  source: VideoSource;
}

/** Training center: a category select, a keyword search and a grid of videos. */
export type TrainingCenterProps = LibraryProps<VideoCard>;
