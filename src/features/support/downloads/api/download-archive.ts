/**
 * A click on a file: ask the API where the file is (DownloadsArchive/
 * downloads), fetch it and hand it to the browser as a download under its name. Browser only.
 */
import { callApi } from '@/lib/api-client';
import { pictureUrl } from '@/lib/format';
import { downloadFileName } from '../file-name';
import { DOWNLOADS_ARCHIVE_ENDPOINTS } from '@/contract/vendor-endpoints/downloads-archive';

/** What the visitor is told when the file itself cannot be fetched. */
export const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again later.';

/** The file could not be fetched (the API's own refusals are ApiErrors, shown by the client). */
export class DownloadError extends Error {
  constructor() {
    super(DOWNLOAD_FAILED);
    this.name = 'DownloadError';
  }
}

/** Saves a blob under `name` through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads archive `id`; resolves with the name it was saved under. A refusal of the API
 * rejects with its ApiError (the client has shown the msg as a warning); a file that cannot
 * be fetched rejects with a DownloadError.
 */
export async function downloadArchive(id: number, signal?: AbortSignal): Promise<string> {
  const response = await callApi(DOWNLOADS_ARCHIVE_ENDPOINTS.downloads, {
    query: { archive_id: id },
    token: null,
    signal,
  });
  const found = response.archive_find;
  if (!found?.archive_file) throw new DownloadError();
  const fileUrl = pictureUrl(found.archive_file);
  let blob: Blob;
  let name: string;
  try {
    const file = await fetch(fileUrl, { signal });
    if (!file.ok) throw new DownloadError();
    name = downloadFileName({
      title: found.archive_title,
      fileUrl,
      disposition: file.headers.get('Content-Disposition'),
    });
    blob = await file.blob();
  } catch (error) {
    if (signal?.aborted || error instanceof DownloadError) throw error;
    throw new DownloadError();
  }
  saveBlob(blob, name);
  return name;
}
