/**
 * Training center: videos by category, the keyword search, and our embeddable player
 * page, which stands in for an external video host (nothing may load from the internet).
 */
import type { DeepReadonly } from '../store/db';
import type { Database, DbVideo } from '../schema/mock-db';
import { ApiError } from '../http/envelope';
import { escapeXml } from '../schema/escape-xml';
import { z } from 'zod';
import { text, wholeNumber } from '../../src/contract/schemas/fields';
import { readQuery } from '../http/operation-input';
import { NO_VIDEOS_MSG, VIDEO_OPERATIONS } from '../../src/contract/schemas/support';
import { mediaListRoutes } from './support-lists';
import type { RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

export const TRAINING_CATEGORY_ID = 36;
export const VIDEOS_PAGE_SIZE = 9;
export const VIDEO_NOT_FOUND_MSG = 'This video does not exist or has been removed';

const embedParams = z.object({
  video_id: wholeNumber('video_id', 1, undefined, { required: 'video_id is required' }),
});
const embedQuery = z.object({ autoplay: text('autoplay', 10).optional() });

function newestFirst(a: DeepReadonly<DbVideo>, b: DeepReadonly<DbVideo>): number {
  return b.video_addtime.localeCompare(a.video_addtime) || b.video_id - a.video_id;
}

function videoFields(data: Data, video: DeepReadonly<DbVideo>) {
  const category = (data.support_categories ?? []).find((c) => c.category_id === video.category_id);
  return {
    video_id: video.video_id,
    category_id: video.category_id,
    category_name: category?.category_name ?? '',
    video_title: video.video_title,
    video_picture: video.video_picture,
    video_file: video.video_file,
    video_link: video.video_link,
    video_addtime: video.video_addtime,
  };
}

/** The player page: the clip with its poster, nothing else (no script, no outside resource). */
function playerPage(video: DeepReadonly<DbVideo>, source: string, autoplay: boolean): string {
  const title = escapeXml(video.video_title);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title}</title>` +
    '<style>html,body{margin:0;height:100%;background:#000}video{display:block;width:100%;height:100%;object-fit:contain}</style>' +
    '</head><body>' +
    `<video controls playsinline preload="metadata" poster="${escapeXml(video.video_picture)}"${autoplay ? ' autoplay muted' : ''} aria-label="${title}">` +
    `<source src="${escapeXml(source)}" type="video/webm"></video>` +
    '</body></html>'
  );
}

/** The clip every embedded video plays (the fixtures' local video file). */
function embedSource(data: Data): string {
  const local = (data.videos ?? []).find((v) => v.video_file !== '');
  return local?.video_file ?? '/uploads/videos/sample-video.webm';
}

export const videosRoutes: RouteDef[] = [
  ...mediaListRoutes({
    method: 'POST',
    list: {
      path: VENDOR_ENDPOINTS.video.videoAll.path,
      summary:
        'A page of training videos (category_id: 0 or none for all), newest first, 9 per page',
      operation: VIDEO_OPERATIONS.videoAll,
    },
    search: {
      path: VENDOR_ENDPOINTS.video.videoSearch.path,
      summary: 'Videos whose title or category holds videoKeywordsName, newest first',
      operation: VIDEO_OPERATIONS.videoSearch,
      keyword: 'videoKeywordsName',
      emptyMsg: NO_VIDEOS_MSG,
    },
    parentId: TRAINING_CATEGORY_ID,
    what: 'video',
    pageSize: VIDEOS_PAGE_SIZE,
    rows: (data) => data.videos ?? [],
    order: newestFirst,
    fields: videoFields,
    title: (v) => v.video_title,
  }),
  {
    method: 'GET',
    path: '/embed/video/:video_id',
    summary: 'Ours: the embeddable player page of a linked video (HTML, framable); ?autoplay=0|1',
    handler: async ({ req, res, ctx }) => {
      const send = (status: number, html: string) => {
        res
          .status(status)
          .set({
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy':
              "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'",
            'X-Content-Type-Options': 'nosniff',
          })
          .send(html);
      };
      let videoId: number;
      let autoplay: string | undefined;
      try {
        ({ video_id: videoId } = readQuery(embedParams, req.params));
        ({ autoplay } = readQuery(embedQuery, req.query));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        send(400, `<!doctype html><title>Bad request</title><p>${escapeXml(error.message)}</p>`);
        return {};
      }
      const data = ctx.db.data;
      const video = (data.videos ?? []).find((v) => v.video_id === videoId);
      if (!video) {
        send(404, `<!doctype html><title>Not found</title><p>${VIDEO_NOT_FOUND_MSG}</p>`);
        return {};
      }
      const source = video.video_file || embedSource(data);
      send(200, playerPage(video, source, ['1', 'true'].includes((autoplay ?? '').trim())));
      return {};
    },
  },
];
