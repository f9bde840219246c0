/**
 * The where-to-buy filters: how the address names them, and how the list is asked for.
 *
 * The filters combine with AND: a dealer is listed when its country's name starts with the
 * letter, its country is in the region, its country's name holds the keyword and it sells in
 * the mode (each one left out when it is All). The spec gives one call per control, each with
 * its one parameter (letter_find?letterKeywords, business_region?region_id,
 * keywords_find?keywordsName, mode_find?mode_id), and leaves the combination open. So the page
 * asks ONE call, with only that call's parameter, and applies the other filters to the answer
 * itself (./combine.ts). The call asked is the filter the answer's own fields say least about:
 * the mode (no dealer field names it), then the keyword (the vendor's matching), then the
 * region (its countries are in business_all's region_all), then the letter (the country's
 * name). With no filter set the list is business_all's, which the server has already rendered.
 *
 * In the address: `?letter=A&region=3&keyword=ger&mode=2`; All (letter 0, region 0, mode
 * 0) and an empty keyword are left out. A value the page does not know (a letter that is not
 * A-Z, a region or mode id the page does not list) is All.
 */
import type { Query } from '@/lib/api-client';
import type { Endpoint } from '@/contract/vendor-endpoints/endpoint';
import type { BuyCountryResponse } from '@/contract/support/where-to-buy-api-types';
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

/** One of the four filter calls: each answers the countries with their dealers. */
type DealerEndpoint = Endpoint<BuyCountryResponse, 'GET'>;

export interface DealerRequest {
  /** The filter the call answers; ./combine.ts applies the others to its answer. */
  filter: keyof BuyFilters;
  /** The entry of the filter's call (src/contract/vendor-endpoints/buy.ts). */
  endpoint: DealerEndpoint;
  /** The call's one documented parameter, nothing else. */
  query: Query;
}

/**
 * The one call for these filters, or null when no filter is set (business_all's list): the
 * call of the first filter set in the order mode, keyword, region, letter, with its own
 * parameter only.
 */
export function dealerRequest(filters: BuyFilters): DealerRequest | null {
  const keyword = filters.keyword.trim();
  if (filters.mode !== ALL_ID) {
    return { filter: 'mode', endpoint: BUY_ENDPOINTS.modeFind, query: { mode_id: filters.mode } };
  }
  if (keyword) {
    return {
      filter: 'keyword',
      endpoint: BUY_ENDPOINTS.keywordsFind,
      query: { keywordsName: keyword },
    };
  }
  if (filters.region !== ALL_ID) {
    return {
      filter: 'region',
      endpoint: BUY_ENDPOINTS.businessRegion,
      query: { region_id: filters.region },
    };
  }
  if (filters.letter !== ALL_LETTERS) {
    return {
      filter: 'letter',
      endpoint: BUY_ENDPOINTS.letterFind,
      query: { letterKeywords: filters.letter },
    };
  }
  return null;
}

/** True when no filter is set: the list is business_all's (the server's). */
export function isDefaultBuyFilters(filters: BuyFilters): boolean {
  return dealerRequest(filters) === null;
}
