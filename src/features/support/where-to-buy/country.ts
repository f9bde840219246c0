/**
 * The country choice of the where-to-buy page: `?country=DE` in the address, the map and the
 * country select. It narrows the list the other filters give to one country, in the browser
 * (no call). Only the visitor chooses it: with none in the address every country is listed,
 * and the browser language may only suggest one (`de-DE` → "Dealers in Germany?") once the
 * page has hydrated.
 */
import { preferredRegion } from '@/lib/geo/locale-region';
import type { DealerCountry } from './types';

export const COUNTRY_PARAM = 'country';
/** No country chosen: every country the filters leave. */
export const ALL_COUNTRIES = '';

/** How many dealers a country has, in words ("Germany, 7 dealers"). */
export function countryLabel(country: DealerCountry): string {
  const count = country.dealers.length;
  return `${country.name}, ${count} ${count === 1 ? 'dealer' : 'dealers'}`;
}

/** The choice an address names: one of `choices` (any case), else All. */
export function parseCountryChoice(value: string, choices: ReadonlySet<string>): string {
  const choice = value.trim().toUpperCase();
  return choices.has(choice) ? choice : ALL_COUNTRIES;
}

/** The countries of `list` in the chosen one (all of them with no choice). */
export function inCountry(list: readonly DealerCountry[], choice: string): DealerCountry[] {
  return choice === ALL_COUNTRIES ? [...list] : list.filter((country) => country.choice === choice);
}

/**
 * The country the browser's languages suggest: the first whose country has dealers, or All
 * (no suggestion). Only two-letter codes can match (a country the site names by id never does).
 */
export function suggestedCountry(
  languages: readonly string[],
  countries: readonly DealerCountry[],
): string {
  const available = new Set(countries.map((country) => country.choice));
  return preferredRegion(languages, available) ?? ALL_COUNTRIES;
}
