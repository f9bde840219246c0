/**
 * A file's size and date from the file server's own headers (a HEAD request: Content-Length,
 * Last-Modified). Its own module so that the browser loads it only when a card needs it.
 */
import { PUBLIC_API_BASE_URL, requestApiBaseUrl } from '@/config/settings';
import { NO_FILE_FACTS, type FileFacts } from './file-facts';

/** How long a HEAD request may take before the card goes without size and date. */
export const FILE_FACTS_TIMEOUT_MS = 3000;

/** Size and date of a response's headers (a missing or malformed one is null). */
export function factsFromHeaders(headers: Pick<Headers, 'get'> | undefined | null): FileFacts {
  const length = headers?.get('Content-Length')?.trim() ?? '';
  const size = /^\d+$/.test(length) ? Number(length) : null;
  const lastModified = headers?.get('Last-Modified') ?? '';
  const time = lastModified ? Date.parse(lastModified) : Number.NaN;
  return { size, modified: Number.isNaN(time) ? null : new Date(time).toISOString() };
}

/**
 * Where this side asks for a file: the server reaches the API host at its own address
 * (the browser's may not be reachable from it); the browser at the public one.
 */
export function requestFileUrl(fileUrl: string): string {
  if (!fileUrl.startsWith(`${PUBLIC_API_BASE_URL}/`)) return fileUrl;
  return `${requestApiBaseUrl()}${fileUrl.slice(PUBLIC_API_BASE_URL.length)}`;
}

interface FileHeadOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * The size and date of a file, from a HEAD request; null when the request fails, is refused
 * or takes too long (never an error).
 */
export async function headFileFacts(
  fileUrl: string,
  { fetchImpl = fetch, timeoutMs = FILE_FACTS_TIMEOUT_MS, signal }: FileHeadOptions = {},
): Promise<FileFacts | null> {
  if (!/^https?:\/\//i.test(fileUrl)) return NO_FILE_FACTS;
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener('abort', abort);
  try {
    const response = await fetchImpl(requestFileUrl(fileUrl), {
      method: 'HEAD',
      signal: controller.signal,
    });
    return response?.ok ? factsFromHeaders(response.headers) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * The size and date of a file, from a HEAD request; no facts (never an error) when it fails,
 * is refused or takes too long: a card without them still downloads.
 */
export async function fetchFileFacts(
  fileUrl: string,
  options: FileHeadOptions = {},
): Promise<FileFacts> {
  return (await headFileFacts(fileUrl, options)) ?? NO_FILE_FACTS;
}
