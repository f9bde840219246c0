import { ApiError, callApi } from '@/lib/api-client';
import type { ApiCategory } from '@/contract/api-types';
import { pictureUrl } from '@/lib/format';
import { countryCode } from '@/lib/geo/country-codes';
import { drawWorldMap } from '@/lib/geo/world-map';
import type { DealerCountry, WhereToBuyProps } from '../types';
import { withDealerModes } from './dealer-modes';
import { toDealerCountries } from './dealers';
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
 * /where-to-buy: banner, the region and mode choices, every dealer (from
 * business_all, with the modes it sells in) and the world map with their countries marked,
 * all in the server's HTML (the filters of an address apply after hydration). A refusal
 * renders the page without dealers; an API that is down or answers 5xx throws, so static
 * regeneration keeps the last good page.
 */
export async function getWhereToBuyPage(
  category: ApiCategory,
  _tree: ApiCategory[],
): Promise<WhereToBuyProps> {
  let data: Partial<BusinessAllResponse> = {};
  try {
    data = await callApi(BUY_ENDPOINTS.businessAll, { token: null });
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'business')) throw error;
  }
  const modes = (data.mode_all ?? []).map((mode) => ({ id: mode.mode_id, name: mode.mode_name }));
  const listed = withCountryCodes(toDealerCountries(data.country_all));
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
    map: await drawWorldMap(countries.map((country) => country.choice)),
  };
}
