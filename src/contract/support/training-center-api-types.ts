/** Payloads of the training-center calls (docs/api.md), spelt as the API spells them. */
import type { z } from 'zod';
import type { apiVideo } from '../schemas/support';

/**
 * An item of video_all and video_search: either `video_file` (a file with `video_picture` as
 * poster) or `video_link` (a player page).
 */
export type ApiVideo = z.infer<typeof apiVideo>;
