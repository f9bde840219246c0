/**
 * What a download card says about its file beyond the title: the version the title or the
 * file name carries, the format (the extension), and the size and date of the file itself.
 * The API's file records carry none of these, so the size and the date come from the file
 * server's own headers (./file-head.ts), asked on the server when the page is built or
 * revalidated (and remembered per file for a while, ./file-facts-cache.ts), and in the
 * browser for the pages it loads itself.
 */
import { fileExtension, fileNameFromUrl } from './file-name';

export interface FileFacts {
  /** Bytes; null when the file server did not say. */
  size: number | null;
  /** ISO date-time of the file's last change; null when not known. */
  modified: string | null;
}

export const NO_FILE_FACTS: FileFacts = { size: null, modified: null };

/** `v1.2`, `V4.16`, `version 2`, `ver. 3.0.1`: the digits after a version mark. */
const VERSION = /(?:^|[^a-z0-9])v(?:er(?:sion)?)?\.?\s?(\d+(?:\.\d+){0,3})(?![\d])/i;

/** The version the title names, else the file name; '' for none (`1.2`, no "v"). */
export function versionOf(title: string, fileUrl: string): string {
  const fromTitle = VERSION.exec(title);
  if (fromTitle) return fromTitle[1];
  const name = fileNameFromUrl(fileUrl).replace(/\.[a-z0-9]{1,8}$/i, '');
  return VERSION.exec(name)?.[1] ?? '';
}

/** The file's format as people name it: `PDF`, `ZIP` ('' without an extension). */
export function formatOf(fileUrl: string): string {
  return fileExtension(fileUrl).slice(1).toUpperCase();
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** `558 B`, `1.4 KB`, `23 MB` (1024 steps, one decimal under 10). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}
