import { pictureUrl } from '@/lib/format';
import { librarySource } from '@/features/support/api/library-source';
import type { VideoCard } from '../types';
import { videoSource } from '../video-source';
import type { ApiVideo } from '@/contract/support/training-center-api-types';
import { VIDEO_ENDPOINTS } from '@/contract/vendor-endpoints/video';

/**
 * The videos of the Training center grid (docs/api.md): POST /api/video/video_all
 * {category_id, page} (browse) and /api/video/video_search {videoKeywordsName} (every match,
 * no page). A video with neither a usable file nor a usable link is left out.
 */
export const videoLibrary = librarySource<ApiVideo, VideoCard>({
  browse: VIDEO_ENDPOINTS.videoAll,
  search: VIDEO_ENDPOINTS.videoSearch,
  keywordParam: 'videoKeywordsName',
  toItems: (videos) =>
    (videos ?? []).flatMap((video) => {
      const source = videoSource({ file: video.video_file ?? '', link: video.video_link ?? '' });
      return source
        ? [
            {
              id: video.video_id,
              title: video.video_title,
              poster: pictureUrl(video.video_picture),
              source,
            },
          ]
        : [];
    }),
});
