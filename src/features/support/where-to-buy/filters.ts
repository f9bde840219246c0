/**
 * The where-to-buy filters: how the address names them, and how the list is asked for.
 *
 * The filters combine with AND: a dealer is listed when its country's name starts with the
 * letter, its country is in the region, its country's name holds the keyword and it sells in
 * the mode (each one left out when it is All). The spec gives one call per control
 * (letter_find, business_region, keywords_find, mode_find) and leaves the combination open;
 * every one of them takes the whole filter state (mock-api/README.md, "Where to buy"), so
 * the page sends all the filters in one call: the call of the first filter that is set,
 * in the order letter, region, keyword, mode (they answer alike). With no filter set the
 * list is business_all's, which the server has already rendered.
 *
 * In the address: `?letter=A&region=3&keyword=ger&mode=2`; All (letter 0, region 0, mode
 * 0) and an empty keyword are left out. A value the page does not know (a letter that is not
 * A-Z, a region or mode id the page does not list) is All.
 */
import type { Query } from '@/lib/api-client';
import { KEYWORD_PARAM, type ListQueryPatch, parseChoice, parseKeyword } from '@/lib/list-query';
import type { BuyFilters } from './types';
import { BUY_ENDPOINTS } from '@/contract/vendor-endpoints/buy';

/** The value of All in the letter select. */
export const ALL_LETTERS = '0';
/** The value of All in the region select and the mode tabs. */
export const ALL_ID = 0;
export const LETTERS: readonly string[] = Array.from({ length: 26 }, (_, index) =>
  String.fromCharCode(65 + index),
);

export const BUY_PARAMS = {
  letter: 'letter',
  region: 'region',
  keyword: KEYWORD_PARAM,
  mode: 'mode',
} as const satisfies Record<keyof BuyFilters, string>;

export const DEFAULT_BUY_FILTERS: BuyFilters = {
  letter: ALL_LETTERS,
  region: ALL_ID,
  keyword: '',
  mode: ALL_ID,
};

/** Left out of the address: All (the keyword's default, none, is every list's). */
export const BUY_ADDRESS_DEFAULTS: ListQueryPatch = {
  [BUY_PARAMS.letter]: ALL_LETTERS,
  [BUY_PARAMS.region]: ALL_ID,
  [BUY_PARAMS.mode]: ALL_ID,
};

export const BUY_PATHS = {
  all: BUY_ENDPOINTS.businessAll.path,
  letter: BUY_ENDPOINTS.letterFind.path,
  region: BUY_ENDPOINTS.businessRegion.path,
  country: BUY_ENDPOINTS.businessCountry.path,
  mode: BUY_ENDPOINTS.modeFind.path,
  keyword: BUY_ENDPOINTS.keywordsFind.path,
} as const;

/** One of `ids` when the text is that id, else All. */
function parseId(value: string, ids: readonly number[]): number {
  const raw = value.trim();
  if (!/^\d+$/.test(raw)) return ALL_ID;
  const id = Number(raw);
  return ids.includes(id) ? id : ALL_ID;
}

/** The filters an address names (`get` reads one parameter, '' when absent). */
export function parseBuyFilters(
  get: (name: string) => string,
  known: { regionIds: readonly number[]; modeIds: readonly number[] },
): BuyFilters {
  return {
    letter: parseChoice(get(BUY_PARAMS.letter), LETTERS, ALL_LETTERS),
    region: parseId(get(BUY_PARAMS.region), known.regionIds),
    keyword: parseKeyword(get(BUY_PARAMS.keyword)),
    mode: parseId(get(BUY_PARAMS.mode), known.modeIds),
  };
}

/** The filters as the address names them (defaults are left out by the list query). */
export function buyFiltersQuery(filters: BuyFilters): ListQueryPatch {
  return {
    [BUY_PARAMS.letter]: filters.letter,
    [BUY_PARAMS.region]: filters.region,
    [BUY_PARAMS.keyword]: filters.keyword,
    [BUY_PARAMS.mode]: filters.mode,
  };
}

export interface DealerRequest {
  path: string;
  query: Query;
}

/**
 * The one call that lists the dealers passing every filter, or null when no filter is set
 * (business_all's list). It carries the whole state: letterKeywords (0 = All), region_id,
 * mode_id (0 = All) and keywordsName (only when there is one).
 */
export function dealerRequest(filters: BuyFilters): DealerRequest | null {
  const keyword = filters.keyword.trim();
  const path =
    filters.letter !== ALL_LETTERS
      ? BUY_PATHS.letter
      : filters.region !== ALL_ID
        ? BUY_PATHS.region
        : keyword
          ? BUY_PATHS.keyword
          : filters.mode !== ALL_ID
            ? BUY_PATHS.mode
            : null;
  if (path === null) return null;
  const query: Query = {
    letterKeywords: filters.letter,
    region_id: filters.region,
    mode_id: filters.mode,
  };
  if (keyword) query.keywordsName = keyword;
  return { path, query };
}

/** True when no filter is set: the list is business_all's (the server's). */
export function isDefaultBuyFilters(filters: BuyFilters): boolean {
  return dealerRequest(filters) === null;
}
