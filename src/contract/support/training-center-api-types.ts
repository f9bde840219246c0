/** Payloads of the training-center calls (docs/api.md), spelt as the API spells them. */

/**
 * An item of video_all and video_search: either `video_file` (a file with `video_picture` as
 * poster) or `video_link` (a player page).
 */
export interface ApiVideo {
  video_id: number;
  video_title: string;
  video_picture: string;
  video_file: string;
  video_link: string;
}
