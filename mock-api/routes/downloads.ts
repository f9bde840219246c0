/**
 * Downloads: the file list by category, the keyword search, and the download call,
 * which names the file (or, with `download=1`, answers the file itself).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DeepReadonly } from '../store/db';
import type { Database, DbArchive } from '../schema/mock-db';
import { ApiError, CODE } from '../http/envelope';
import {
  DOWNLOADS_ARCHIVE_OPERATIONS,
  DOWNLOADS_OPERATIONS,
} from '../../src/contract/schemas/support';
import { mediaListRoutes } from './support-lists';
import { documentedRoute, type RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

export const DOWNLOADS_CATEGORY_ID = 34;
export const ARCHIVES_PAGE_SIZE = 12;
export const ARCHIVE_NOT_FOUND_MSG = 'This file does not exist or has been removed';

function newestFirst(a: DeepReadonly<DbArchive>, b: DeepReadonly<DbArchive>): number {
  return b.archive_addtime.localeCompare(a.archive_addtime) || b.archive_id - a.archive_id;
}

function archiveFields(data: Data, archive: DeepReadonly<DbArchive>) {
  const category = (data.support_categories ?? []).find(
    (c) => c.category_id === archive.category_id,
  );
  return {
    archive_id: archive.archive_id,
    category_id: archive.category_id,
    category_name: category?.category_name ?? '',
    archive_title: archive.archive_title,
    archive_picture: archive.archive_picture,
    archive_file: archive.archive_file,
    archive_size: archive.archive_size,
    archive_addtime: archive.archive_addtime,
  };
}

/** Content types of the files the fixtures make. */
const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};

/** `attachment; filename="…"; filename*=UTF-8''…` for a file name. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The path of an /uploads/ URL inside `uploadsDir`, or null when it would leave it. */
export function uploadPath(uploadsDir: string, url: string): string | null {
  if (!url.startsWith('/uploads/')) return null;
  const relative = decodeURIComponent(url.slice('/uploads/'.length));
  const file = path.resolve(uploadsDir, ...relative.split('/'));
  return file.startsWith(path.resolve(uploadsDir) + path.sep) ? file : null;
}

export const downloadsRoutes: RouteDef[] = [
  ...mediaListRoutes({
    method: 'GET',
    list: {
      path: VENDOR_ENDPOINTS.downloads.archiveAll.path,
      summary: 'A page of files (category_id: 0 or none for all), newest first, 12 per page',
      operation: DOWNLOADS_OPERATIONS.archiveAll,
    },
    search: {
      path: VENDOR_ENDPOINTS.downloads.archiveSearch.path,
      summary: 'Files whose title or category holds archiveKeywordsName, newest first',
      operation: DOWNLOADS_OPERATIONS.archiveSearch,
      keyword: 'archiveKeywordsName',
    },
    parentId: DOWNLOADS_CATEGORY_ID,
    what: 'download',
    pageSize: ARCHIVES_PAGE_SIZE,
    rows: (data) => data.archives ?? [],
    order: newestFirst,
    fields: archiveFields,
    title: (a) => a.archive_title,
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.downloadsArchive.downloads.path,
    operation: DOWNLOADS_ARCHIVE_OPERATIONS.downloads,
    summary:
      'archive_id → archive_find {archive_id, archive_title, archive_file}; with download=1 the file itself',
    handler: async ({ res, ctx, input: query }) => {
      const wantsFile = ['1', 'true'].includes((query.download ?? '').trim().toLowerCase());
      const archive = (ctx.db.data.archives ?? []).find((a) => a.archive_id === query.archive_id);
      if (!archive) {
        throw new ApiError(CODE.notFound, ARCHIVE_NOT_FOUND_MSG, wantsFile ? 404 : 200);
      }
      if (!wantsFile) {
        return {
          archive_find: {
            archive_id: archive.archive_id,
            archive_title: archive.archive_title,
            archive_file: archive.archive_file,
          },
        };
      }
      const file = uploadPath(ctx.uploadsDir, archive.archive_file);
      if (!file || !existsSync(file) || !statSync(file).isFile()) {
        throw new ApiError(CODE.notFound, 'The file is not available on this server', 404);
      }
      const name = path.basename(file);
      res.setHeader(
        'Content-Type',
        CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      );
      res.setHeader('Content-Disposition', attachmentHeader(name));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      await new Promise<void>((resolve, reject) => {
        res.sendFile(file, { headers: { 'Cache-Control': 'no-cache' } }, (error) =>
          error ? reject(error) : resolve(),
        );
      });
      return {};
    },
  }),
];
