/**
 * How a training video is shown: a file plays in a <video> with
 * its poster; a link is embedded in an iframe with autoplay=0, but only from a host the site
 * lets frames come from; any other link opens in a new tab. Pure: no DOM.
 */
import { ALLOWED_IFRAME_HOSTS } from '@/config/constants';
import { PUBLIC_API_BASE_URL } from '@/config/settings';
import { pictureUrl } from '@/lib/format';

export type VideoSource =
  | { kind: 'file'; src: string }
  | { kind: 'embed'; src: string }
  | { kind: 'link'; href: string; host: string };

/**
 * Where frames may come from: the video players the sanitizer and the CSP allow (https
 * only), and the API host, which serves the site's pictures, files and videos and, on the
 * mock, its own player pages (the CSP's frame-src must list it too).
 */
export function isEmbeddable(
  url: URL,
  { allowedHosts = ALLOWED_IFRAME_HOSTS, apiBase = PUBLIC_API_BASE_URL } = {},
): boolean {
  if (url.protocol === 'https:' && allowedHosts.includes(url.hostname)) return true;
  return url.origin === new URL(apiBase).origin;
}

/** The player's address with autoplay switched off (`autoplay=0`, replacing any other value). */
export function withAutoplayOff(url: URL): string {
  const next = new URL(url.href);
  next.searchParams.set('autoplay', '0');
  return next.href;
}

/** A web address: absolute http(s), protocol-relative or relative to the API host. */
function parseUrl(text: string): URL | null {
  const trimmed = text.trim();
  // Another scheme (javascript:, data:, blob:...) is not a video address.
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed) && !/^https?:/i.test(trimmed)) return null;
  try {
    const url = new URL(pictureUrl(trimmed));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The way to show a video, or null when it has neither a usable file nor a usable link. */
export function videoSource(
  video: { file: string; link: string },
  options?: Parameters<typeof isEmbeddable>[1],
): VideoSource | null {
  const file = video.file.trim() ? parseUrl(video.file) : null;
  if (file) return { kind: 'file', src: file.href };
  const link = video.link.trim() ? parseUrl(video.link) : null;
  if (!link) return null;
  if (isEmbeddable(link, options)) return { kind: 'embed', src: withAutoplayOff(link) };
  return { kind: 'link', href: link.href, host: link.hostname };
}
