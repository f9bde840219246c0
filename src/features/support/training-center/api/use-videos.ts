/**
 * The videos of the Training center grid: one category's page (browse) or every match of a
 * keyword (search). One fetcher for the server (page 1 of "All") and the SWR hook.
 */
import useSWR from 'swr';
import { apiPost, type ApiError, type ErrorSeverity } from '@/lib/api-client';
import { pictureUrl } from '@/lib/format';
import type { BrowseSearchState } from '../../downloads/browse-search';
import type { VideoCard, VideoList } from '../types';
import { videoSource } from '../video-source';
import type { ApiVideo, VideoAllResponse, VideoSearchResponse } from './types';

export const VIDEO_ALL_PATH = '/api/video/video_all';
export const VIDEO_SEARCH_PATH = '/api/video/video_search';

/** Public data: the path and its body (no token). */
export type VideosKey =
  | readonly [path: typeof VIDEO_ALL_PATH, body: { category_id: number; page: number }]
  | readonly [path: typeof VIDEO_SEARCH_PATH, body: { videoKeywordsName: string }];

export function videosKey(state: BrowseSearchState): VideosKey {
  return state.mode === 'search'
    ? [VIDEO_SEARCH_PATH, { videoKeywordsName: state.keyword }]
    : [VIDEO_ALL_PATH, { category_id: state.categoryId, page: state.page }];
}

/** The cards of a list; a video with neither a usable file nor a usable link is left out. */
export function toVideoCards(videos: ApiVideo[] | undefined): VideoCard[] {
  return (videos ?? []).flatMap((video) => {
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
  });
}

/** A non-200 answer shows its msg as a warning titled Tips (spec 2, section 8). */
export async function fetchVideos(
  [path, body]: VideosKey,
  severity: ErrorSeverity = 'warning',
): Promise<VideoList> {
  if (path === VIDEO_SEARCH_PATH) {
    const response = await apiPost<VideoSearchResponse>(path, { body, token: null, severity });
    const items = toVideoCards(response.data);
    return { items, total: items.length, pageSize: Math.max(1, items.length) };
  }
  const response = await apiPost<VideoAllResponse>(path, { body, token: null, severity });
  const items = toVideoCards(response.data);
  return {
    items,
    total: Number(response.page?.total) || 0,
    pageSize: Number(response.page?.listRows) || Math.max(1, items.length),
  };
}

/**
 * The list for a state. Page 1 of "All" is the one the server rendered (`initial`): it is
 * not asked again. Another list keeps the previous cards on screen (dimmed) while it loads.
 */
export function useVideos(state: BrowseSearchState, allId: number, initial: VideoList) {
  const isInitial = state.mode === 'browse' && state.categoryId === allId && state.page === 1;
  const swr = useSWR<VideoList, ApiError, VideosKey | null>(
    isInitial ? null : videosKey(state),
    (key: VideosKey) => fetchVideos(key),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return {
    data: isInitial ? initial : swr.data,
    error: isInitial ? undefined : swr.error,
    isLoading: !isInitial && swr.isLoading,
    isValidating: !isInitial && swr.isValidating,
  };
}
