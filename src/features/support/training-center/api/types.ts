/** Payloads of the training-center calls (spec 2, section 7), spelt as the API spells them. */
import type { ApiPage, Envelope } from '@/lib/api-types';

/** Either `video_file` (a file with `video_picture` as poster) or `video_link` (a player page). */
export interface ApiVideo {
  video_id: number;
  video_title: string;
  video_picture: string;
  video_file: string;
  video_link: string;
}

/** POST /api/video/video_all {category_id, page}. */
export type VideoAllResponse = Envelope<{ page?: ApiPage; data?: ApiVideo[] }>;

/** POST /api/video/video_search {videoKeywordsName}: every match, no page. */
export type VideoSearchResponse = Envelope<{ data?: ApiVideo[] }>;
