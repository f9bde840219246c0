/**
 * The dealers the server writes into the where-to-buy page's HTML: the first screenful of the
 * unfiltered list, in its order, so a visitor without scripts, a crawler or a slow phone sees
 * dealers at once. The rest are in the page's data and drawn below them once the page has
 * hydrated: writing all 120 tiles of the fixtures would put the HTML far over its 80 kB budget
 * (docs/performance.md, "Where to buy's HTML").
 */
import type { DealerCountry } from './types';

/**
 * About one screenful of tiles at 1440 px: three rows of seven 168 px tiles across the
 * 1280 px content width (some 600 bytes of HTML each).
 */
export const FIRST_SCREEN_DEALERS = 21;

/** How many dealers `countries` list. */
export function dealerCount(countries: readonly DealerCountry[]): number {
  return countries.reduce((sum, country) => sum + country.dealers.length, 0);
}

/**
 * The first countries of `countries`, whole, while they hold at most `most` dealers (the
 * first country's first `most` dealers when it alone has more). Whole countries, so the rest
 * of the list is appended after the last one and nothing drawn already moves: a country that
 * gained tiles could grow wider and wrap to the next line. A first country cut short is wider
 * than a row, so its further tiles only add rows below.
 */
export function firstScreen(
  countries: readonly DealerCountry[],
  most: number = FIRST_SCREEN_DEALERS,
): DealerCountry[] {
  const first: DealerCountry[] = [];
  let dealers = 0;
  for (const country of countries) {
    if (dealers + country.dealers.length > most) {
      if (first.length === 0) first.push({ ...country, dealers: country.dealers.slice(0, most) });
      break;
    }
    first.push(country);
    dealers += country.dealers.length;
  }
  return first;
}
