/**
 * A list's state in the address bar (page, keyword, filters), so a visitor can reload,
 * bookmark, share and go back and forth through it. Pure URL work: the hook that reads the
 * router and writes it is use-list-query.ts.
 */

/** The query parameters every list names the same way. */
export const PAGE_PARAM = 'page';
export const KEYWORD_PARAM = 'keyword';

/** Longest keyword read from the address (the search fields allow as many characters). */
export const MAX_KEYWORD_LENGTH = 100;

/** A value of a parsed query (`router.query`, URLSearchParams.get): one, several or none. */
export type QueryValue = string | readonly string[] | null | undefined;

/** A change of the query: a value sets the parameter; null, '' or its default removes it. */
export type ListQueryPatch = Readonly<Record<string, string | number | null | undefined>>;

/** What every list leaves out of the address: page 1 and no keyword. */
export const LIST_DEFAULTS: ListQueryPatch = { [PAGE_PARAM]: 1, [KEYWORD_PARAM]: '' };

function firstValue(value: QueryValue): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : (value[0] ?? '');
}

/** A page number: a positive whole number, else 1 (`abc`, `0`, `-2`, `1.5`, none). */
export function parsePage(value: QueryValue): number {
  const raw = firstValue(value).trim();
  if (!/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A keyword: trimmed, at most `maxLength` characters; '' for none. */
export function parseKeyword(value: QueryValue, maxLength = MAX_KEYWORD_LENGTH): string {
  return firstValue(value).trim().slice(0, maxLength).trim();
}

/** One of `choices` (any letter case, answered as the choice is spelt), else `fallback`. */
export function parseChoice<T extends string, F extends string>(
  value: QueryValue,
  choices: readonly T[],
  fallback: F,
): T | F {
  const raw = firstValue(value).trim().toLowerCase();
  if (!raw) return fallback;
  return choices.find((choice) => choice.toLowerCase() === raw) ?? fallback;
}

/** An address split into its path and its query (the hash is dropped). */
export interface ListUrl {
  path: string;
  params: URLSearchParams;
}

/** Splits a router `asPath` such as `/blogs?page=2#top`. */
export function parseListUrl(asPath: string): ListUrl {
  const [beforeHash] = asPath.split('#');
  const mark = beforeHash.indexOf('?');
  if (mark < 0) return { path: beforeHash || '/', params: new URLSearchParams() };
  return {
    path: beforeHash.slice(0, mark) || '/',
    params: new URLSearchParams(beforeHash.slice(mark + 1)),
  };
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The same path either way: case, percent-encoding and trailing slashes do not count. */
export function samePath(a: string, b: string): boolean {
  const clean = (path: string) => decodePath(path).replace(/\/+$/, '').toLowerCase() || '/';
  return clean(a) === clean(b);
}

/**
 * The address after `patch`: other parameters stay as they are and where they are; a value
 * that is empty or the default (`defaults`, then page 1 and no keyword) is left out. Null
 * when the address would not change (so nothing is navigated).
 */
export function nextListHref(
  current: ListUrl,
  patch: ListQueryPatch,
  { path = current.path, defaults = {} }: { path?: string; defaults?: ListQueryPatch } = {},
): string | null {
  const params = new URLSearchParams(current.params);
  const allDefaults = { ...LIST_DEFAULTS, ...defaults };
  for (const [name, value] of Object.entries(patch)) {
    const text = value === null || value === undefined ? '' : String(value);
    const fallback = allDefaults[name];
    if (text === '' || (fallback !== undefined && fallback !== null && text === String(fallback))) {
      params.delete(name);
    } else {
      params.set(name, text);
    }
  }
  const search = params.toString();
  if (path === current.path && search === current.params.toString()) return null;
  return search ? `${path}?${search}` : path;
}
