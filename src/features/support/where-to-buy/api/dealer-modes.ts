/**
 * Which modes each dealer sells in. The dealer records carry no mode, so the server asks
 * mode_find once per mode (a handful) and notes each dealer in its answers, by country id and
 * dealer key. A refusal leaves that mode out; an API that is down or answers 5xx throws, as
 * the page's own call does.
 */
import { ApiError, callApi } from '@/lib/api-client';
import { BUY_ENDPOINTS } from '@/contract/vendor-endpoints/buy';
import type { BuyOption, DealerCountry } from '../types';
import { dealerKey, toDealerCountries } from '../dealer-countries';

/** The dealers of one mode: `countryId\ndealerKey` of each. */
async function dealersOfMode(mode: BuyOption): Promise<Set<string>> {
  let countries: DealerCountry[] = [];
  try {
    const response = await callApi(BUY_ENDPOINTS.modeFind, {
      query: { mode_id: mode.id },
      token: null,
    });
    countries = toDealerCountries(response.country_all);
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'business')) throw error;
  }
  return new Set(
    countries.flatMap((country) =>
      country.dealers.map((dealer) => `${country.id}\n${dealerKey(dealer)}`),
    ),
  );
}

/** `countries` with each dealer's modes filled in, in the order of `modes`. */
export async function withDealerModes(
  countries: DealerCountry[],
  modes: BuyOption[],
): Promise<DealerCountry[]> {
  const members = await Promise.all(modes.map(dealersOfMode));
  return countries.map((country) => ({
    ...country,
    dealers: country.dealers.map((dealer) => ({
      ...dealer,
      modes: modes
        .filter((_, index) => members[index]?.has(`${country.id}\n${dealerKey(dealer)}`))
        .map((mode) => mode.id),
    })),
  }));
}
