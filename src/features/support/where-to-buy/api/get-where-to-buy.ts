import { createHash } from 'node:crypto';
import { ApiError, callApi } from '@/lib/api-client';
import type { ApiCategory } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import { countryCode } from '@/lib/geo/country-codes';
import { worldMapSize } from '@/lib/geo/world-map';
import { countryLabel } from '../country';
import type { DealerCountry, WhereToBuyMap, WhereToBuyProps } from '../types';
import { withDealerModes } from './dealer-modes';
import { toDealerCountries } from '../dealer-countries';
import { WHERE_TO_BUY_MAP_ROUTE } from '../map-route-path';
import type { BusinessAllResponse } from '@/contract/support/where-to-buy-api-types';
import { BUY_ENDPOINTS } from '@/contract/vendor-endpoints/buy';

/** Each country named by its two-letter code when its name is a known country name. */
function withCountryCodes(countries: DealerCountry[]): DealerCountry[] {
  return countries.map((country) => ({
    ...country,
    choice: countryCode(country.name) ?? country.choice,
  }));
}

/**
 * business_all's answer ({} when the API refuses: a page without dealers); an API that is
 * down or answers 5xx throws, so static regeneration keeps the last good page.
 */
export async function fetchBusinessAll(): Promise<Partial<BusinessAllResponse>> {
  try {
    return await callApi(BUY_ENDPOINTS.businessAll, { token: null });
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'business')) throw error;
    return {};
  }
}

/** The countries of business_all that have dealers, named by their codes (modes unknown). */
export function listedCountries(data: Partial<BusinessAllResponse>): DealerCountry[] {
  return withCountryCodes(toDealerCountries(data.country_all));
}

/**
 * Where the page finds its map (the site's map route), or null when no country has dealers.
 * The address changes with what the map shows (each country's code and label), so a browser
 * or proxy may keep one map for as long as the route says and still never show an old one
 * beside a newer page.
 */
function mapOf(countries: readonly DealerCountry[]): WhereToBuyMap | null {
  if (countries.length === 0) return null;
  const version = createHash('sha256')
    .update(countries.map((country) => `${country.choice}\t${countryLabel(country)}`).join('\n'))
    .digest('hex')
    .slice(0, 12);
  return { src: `${WHERE_TO_BUY_MAP_ROUTE}?v=${version}`, ...worldMapSize() };
}

/**
 * /where-to-buy: banner, the region and mode choices and every dealer (from business_all,
 * with the modes it sells in), all in the server's HTML (the filters of an address apply
 * after hydration). The world map is not in the page: the browser fetches it from the site's
 * map route (./map-route.ts); the page holds its address and size only.
 */
export async function getWhereToBuyPage(
  category: ApiCategory,
  _tree: ApiCategory[],
): Promise<WhereToBuyProps> {
  const data = await fetchBusinessAll();
  const modes = (data.mode_all ?? []).map((mode) => ({ id: mode.mode_id, name: mode.mode_name }));
  const listed = listedCountries(data);
  const countries = listed.length > 0 ? await withDealerModes(listed, modes) : listed;
  return {
    id: category.category_id,
    name: category.category_name,
    banner: pictureUrl(category.category_picture),
    regions: (data.region_all ?? []).map((region) => ({
      id: region.region_id,
      name: region.region_name,
      countryIds: (region.country_all ?? []).map((country) => country.country_id),
    })),
    modes,
    countries,
    map: mapOf(countries),
  };
}
