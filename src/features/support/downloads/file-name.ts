/**
 * The name a downloaded file is saved under. Pure string work, no DOM: the server's
 * Content-Disposition name when it sends one, else the archive's title with the file's
 * extension, else the file's own name; always a name every system accepts.
 */

/** Longest name kept (most file systems allow 255 bytes). */
export const MAX_FILE_NAME_LENGTH = 150;
export const FALLBACK_FILE_NAME = 'download';

/** Characters Windows, macOS or Linux refuse in a name, and control characters. */
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
/** Names Windows keeps for devices, with or without an extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The extension of a URL's last path segment (`.pdf`), or ''. */
export function fileExtension(fileUrl: string): string {
  const path = fileUrl.split(/[?#]/)[0];
  const last = decode(path.slice(path.lastIndexOf('/') + 1));
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(last);
  return match ? `.${match[1].toLowerCase()}` : '';
}

/** The last path segment of a URL, decoded (`my%20file.pdf` → `my file.pdf`). */
export function fileNameFromUrl(fileUrl: string): string {
  const path = fileUrl.split(/[?#]/)[0];
  return decode(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first, then
 * `filename="…"` or a bare `filename=…`; '' when there is none.
 */
export function dispositionFileName(header: string | null | undefined): string {
  if (!header) return '';
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) return decode(extended[2].trim().replace(/^"|"$/g, ''));
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare ? bare[1] : '';
}

/**
 * A name safe on every system: no path, no reserved or control characters, no leading or
 * trailing dots or spaces, not a device name, at most MAX_FILE_NAME_LENGTH characters with
 * the extension kept; '' when nothing is left.
 */
export function safeFileName(name: string): string {
  let clean = name
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (RESERVED.test(clean)) clean = `_${clean}`;
  if (clean.length > MAX_FILE_NAME_LENGTH) {
    const extension = /\.[A-Za-z0-9]{1,8}$/.exec(clean)?.[0] ?? '';
    clean = clean.slice(0, MAX_FILE_NAME_LENGTH - extension.length).trimEnd() + extension;
  }
  return clean;
}

/**
 * The name to save a download under: the server's name (Content-Disposition); else the
 * title, with the file's extension added when the title lacks it; else the file's own
 * name; else "download" (with the extension).
 */
export function downloadFileName({
  title,
  fileUrl,
  disposition,
}: {
  title: string;
  fileUrl: string;
  disposition?: string | null;
}): string {
  const fromServer = safeFileName(dispositionFileName(disposition));
  if (fromServer) return fromServer;
  const extension = fileExtension(fileUrl);
  const fromTitle = safeFileName(title);
  if (fromTitle) {
    return fromTitle.toLowerCase().endsWith(extension)
      ? fromTitle
      : safeFileName(`${fromTitle}${extension}`);
  }
  return safeFileName(fileNameFromUrl(fileUrl)) || `${FALLBACK_FILE_NAME}${extension}`;
}
