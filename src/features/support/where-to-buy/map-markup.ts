/**
 * The where-to-buy map's markup: the world map (drawn on the server, ../../../lib/geo/world-map.ts)
 * with each country that has dealers a link choosing it (`?country=DE`), named by the country
 * and its dealers. Written by the site's map route (./api/map-route.ts), which the page's
 * browser fetches.
 */
import type { WorldMapShape } from '@/lib/geo/world-map';
import { worldMapSvg } from '@/lib/geo/world-map-svg';
import { COUNTRY_PARAM, countryLabel } from './country';
import type { DealerCountry } from './types';

/** The map's accessible name. */
export const MAP_LABEL = 'Countries with dealers on the world map';

/** The markup of `map` with the countries of `countries` as links ('' when it has none). */
export function dealerMapMarkup(map: WorldMapShape, countries: readonly DealerCountry[]): string {
  if (map.countries.length === 0) return '';
  const byChoice = new Map(countries.map((country) => [country.choice, country]));
  return worldMapSvg(map, {
    label: MAP_LABEL,
    link: (code) => {
      const country = byChoice.get(code);
      return country
        ? { href: `?${COUNTRY_PARAM}=${encodeURIComponent(code)}`, label: countryLabel(country) }
        : null;
    },
  });
}
