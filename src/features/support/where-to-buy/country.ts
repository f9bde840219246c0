/**
 * The country choice of the where-to-buy page: `?country=DE` in the address, the map and the
 * country select. It narrows the list the other filters give to one country, in the browser
 * (no call). With none in the address, the visitor's browser language may preselect one
 * (`de-DE` → Germany) once the page has hydrated; the server renders all countries.
 */
import { preferredRegion } from '@/lib/geo/locale-region';
import { dealerKey } from './api/dealers';
import type { Dealer, DealerCountry } from './types';

export const COUNTRY_PARAM = 'country';
/** No country chosen: every country the filters leave. */
export const ALL_COUNTRIES = '';

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
 * The country the browser's languages preselect: the first whose country has dealers, or
 * All. Only two-letter codes can match (a country the site names by id never does).
 */
export function preselectedCountry(
  languages: readonly string[],
  countries: readonly DealerCountry[],
): string {
  const available = new Set(countries.map((country) => country.choice));
  return preferredRegion(languages, available) ?? ALL_COUNTRIES;
}

/**
 * A list the browser asked for, completed from the server's: each country's choice and
 * each dealer's modes (the filters' answers carry neither). A country the server's list
 * does not have is named by its id.
 */
export function completeFromServer(
  list: readonly DealerCountry[],
  server: readonly DealerCountry[],
): DealerCountry[] {
  const countries = new Map(server.map((country) => [country.id, country]));
  return list.map((country) => {
    const known = countries.get(country.id);
    if (!known) return country;
    const modes = new Map(known.dealers.map((dealer) => [dealerKey(dealer), dealer.modes]));
    const dealers: Dealer[] = country.dealers.map((dealer) => ({
      ...dealer,
      modes: modes.get(dealerKey(dealer)) ?? dealer.modes,
    }));
    return { ...country, choice: known.choice, dealers };
  });
}
