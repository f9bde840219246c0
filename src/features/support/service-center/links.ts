/**
 * Links that come from the CMS (contacts, resources, social media, dealers): only web, mail
 * and phone links and paths on this site are followed; anything else (`javascript:`,
 * `data:`, `/\host`...) is dropped, so an edited record cannot run script on the page.
 */
import { EMAIL_PATTERN } from '@/contract/patterns';

const ALLOWED_SCHEME = /^(https?:|mailto:|tel:)/i;
/** Backslashes (read as `/` by browsers) and control characters (dropped by browsers). */
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/;

/** The href when it is safe to follow, else '' (render no link). */
export function safeHref(href: string | null | undefined): string {
  const value = (href ?? '').trim();
  if (!value || UNSAFE_CHARACTER.test(value)) return '';
  if (ALLOWED_SCHEME.test(value)) return value;
  // Protocol-relative addresses are web links (as pictureUrl reads them).
  if (value.startsWith('//')) return `https:${value}`;
  return value.startsWith('/') ? value : '';
}

/** True for a path on this site (routed on the client when it stays in the same tab). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * The address an e-mail contact names: the one of its `mailto:` link, else its name when
 * that is an address ('' when neither is).
 */
export function emailAddress(link: string, name: string): string {
  const mailto = /^mailto:([^?]*)/i.exec(link.trim());
  if (mailto) {
    let address = mailto[1];
    try {
      address = decodeURIComponent(address);
    } catch {
      // A malformed escape: keep the address as written.
    }
    if (EMAIL_PATTERN.test(address.trim())) return address.trim();
  }
  return EMAIL_PATTERN.test(name.trim()) ? name.trim() : '';
}
