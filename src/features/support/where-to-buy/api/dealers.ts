/**
 * The dealer list, on the server (business_all, rendered into the HTML) and in the browser
 * (the filters' one call, see ../filters.ts, with the other filters applied to its answer,
 * ../combine.ts). One reshape for both (../dealer-countries.ts).
 */
import { useLiveRead } from '@/lib/live-read';
import { useToast } from '@/components/toast';
import { ApiError, callApi } from '@/lib/api-client';
import { applyOtherFilters } from '../combine';
import { dealerRequest, isDefaultBuyFilters } from '../filters';
import type { BuyFilters, BuyRegion, DealerCountry } from '../types';
import { completeFromServer, toDealerCountries } from '../dealer-countries';

/** What the server rendered: every country with dealers, and the regions' countries. */
export interface ServerDealers {
  countries: DealerCountry[];
  regions: readonly BuyRegion[];
}

/**
 * The dealers that pass every filter that is set: one call with the parameter of one filter,
 * completed from the server's list, the other filters applied to it. No call (nothing) with
 * none set.
 */
export async function fetchDealers(
  filters: BuyFilters,
  server: ServerDealers,
): Promise<DealerCountry[]> {
  const request = dealerRequest(filters);
  if (!request) return [];
  // Silent in the client: useDealers reports the failure.
  const response = await callApi(request.endpoint, {
    query: request.query,
    token: null,
    severity: 'silent',
  });
  const answer = completeFromServer(toDealerCountries(response.country_all), server.countries);
  return applyOtherFilters(answer, filters, server.regions, request.filter);
}

/** Public data: the filters, no token. */
export type DealersKey = readonly [
  'where-to-buy',
  letter: string,
  region: number,
  keyword: string,
  mode: number,
];

export function dealersKey(filters: BuyFilters): DealersKey {
  return ['where-to-buy', filters.letter, filters.region, filters.keyword.trim(), filters.mode];
}

/**
 * The list for these filters. With no filter set it is the server's (not asked again);
 * other filters are asked in the browser, the previous list staying (dimmed) while they
 * load. A failure shows the server's msg (or the client's failure message) as an error
 * toast (docs/api.md, "Error codes").
 */
export function useDealers(filters: BuyFilters, server: ServerDealers) {
  const toast = useToast();
  const isDefault = isDefaultBuyFilters(filters);
  return useLiveRead<DealerCountry[], unknown, DealersKey | null>(
    isDefault ? null : dealersKey(filters),
    ([, letter, region, keyword, mode]) => fetchDealers({ letter, region, keyword, mode }, server),
    {
      fallbackData: isDefault ? server.countries : undefined,
      keepPreviousData: !isDefault,
      onError: (error) => {
        if (error instanceof ApiError) toast.error(error.message);
      },
    },
  );
}
