/**
 * The filters the call did not answer, applied in the browser to the call's answer (the call
 * takes one filter only: ./filters.ts). Each works on what the page knows from documented
 * fields: the letter and the keyword on the country's name (as the country keyword the spec
 * describes: part of the name, any case), the region on business_all's region_all (the ids of
 * its countries), the mode on each dealer's modes (found with mode_find on the server:
 * ./api/dealer-modes.ts).
 */
import { ALL_ID, ALL_LETTERS } from './filters';
import type { BuyFilters, BuyRegion, DealerCountry } from './types';

/** Whether a country passes the letter, region and keyword filters (All passes). */
function countryPasses(
  country: DealerCountry,
  filters: BuyFilters,
  regionCountries: ReadonlySet<number> | null,
): boolean {
  const name = country.name.trim();
  const keyword = filters.keyword.trim().toLowerCase();
  return (
    (filters.letter === ALL_LETTERS || name.toUpperCase().startsWith(filters.letter)) &&
    (regionCountries === null || regionCountries.has(country.id)) &&
    (keyword === '' || name.toLowerCase().includes(keyword))
  );
}

/**
 * The countries and dealers of `countries` that pass every filter but `answered` (the one the
 * call already applied; null when none did), countries left without a dealer dropped.
 */
export function applyOtherFilters(
  countries: readonly DealerCountry[],
  filters: BuyFilters,
  regions: readonly BuyRegion[],
  answered: keyof BuyFilters | null,
): DealerCountry[] {
  const others: BuyFilters = {
    letter: answered === 'letter' ? ALL_LETTERS : filters.letter,
    region: answered === 'region' ? ALL_ID : filters.region,
    keyword: answered === 'keyword' ? '' : filters.keyword,
    mode: answered === 'mode' ? ALL_ID : filters.mode,
  };
  const region = regions.find((item) => item.id === others.region);
  const regionCountries =
    others.region === ALL_ID ? null : new Set<number>(region?.countryIds ?? []);
  return countries.flatMap((country) => {
    if (!countryPasses(country, others, regionCountries)) return [];
    const dealers =
      others.mode === ALL_ID
        ? country.dealers
        : country.dealers.filter((dealer) => dealer.modes.includes(others.mode));
    return dealers.length > 0 ? [{ ...country, dealers }] : [];
  });
}
