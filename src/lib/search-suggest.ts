/**
 * What the header's search box and the site's `/api/suggest` route share: the route, when it
 * is asked, and the answer's shape. Pure: no server code, so the box's chunk stays small.
 */
import type { SearchType } from './paths';

export const SUGGEST_ROUTE = '/api/suggest';
/** Fewer letters than this find too much to be of help. */
export const SUGGEST_MIN_LENGTH = 2;

/** A product or article name offered for what was typed. */
export interface SuggestedName {
  kind: SearchType;
  title: string;
  href: string;
}

export type SuggestAnswer = { code: number; msg: string; data?: SuggestedName[] };

/** The route's address for some keywords, on this site. */
export function suggestUrl(keywords: string, origin: string): string {
  const url = new URL(SUGGEST_ROUTE, origin);
  url.searchParams.set('keywords', keywords);
  return url.toString();
}
