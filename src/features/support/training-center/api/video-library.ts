import { pictureUrl } from '@/lib/format';
import { librarySource } from '@/features/support/api/library-source';
import type { VideoCard } from '../types';
import { videoSource } from '../video-source';
import type { ApiVideo } from '@/contract/support/training-center-api-types';
import { VENDOR_ENDPOINTS } from '@/contract/endpoints';

/**
 * The videos of the Training center grid (docs/api.md): POST /api/video/video_all
 * {category_id, page} (browse) and /api/video/video_search {videoKeywordsName} (every match,
 * no page). A video with neither a usable file nor a usable link is left out.
 */
export const videoLibrary = librarySource<ApiVideo, VideoCard>({
  method: 'POST',
  browsePath: VENDOR_ENDPOINTS.video.videoAll.path,
  searchPath: VENDOR_ENDPOINTS.video.videoSearch.path,
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
