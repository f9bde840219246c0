/**
 * The dealer list, on the server (business_all, rendered into the HTML) and in the browser
 * (the filters' one call, see ../filters.ts, with the other filters applied to its answer,
 * ../combine.ts). One reshape for both.
 */
import { useFetch } from '@/lib/use-fetch';
import { useToast } from '@/components/toast';
import { ApiError, callApi } from '@/lib/api-client';
import { pictureUrl } from '@/lib/format';
import { applyOtherFilters } from '../combine';
import { dealerRequest, isDefaultBuyFilters } from '../filters';
import type { BuyFilters, BuyRegion, Dealer, DealerCountry } from '../types';
import type { ApiBuyCountry } from '@/contract/support/where-to-buy-api-types';

/** A dealer within its country: the API gives dealers no id, so name and link identify one. */
export function dealerKey(dealer: Pick<Dealer, 'name' | 'url'>): string {
  return `${dealer.name}\n${dealer.url}`;
}

/**
 * The countries of an answer that have dealers, each once, in the answer's order. Each is
 * named by its id and its dealers' modes are unknown: the server adds both
 * (./get-where-to-buy.ts), the browser takes them from the server's list (completeFromServer).
 */
export function toDealerCountries(
  countries: readonly ApiBuyCountry[] | undefined,
): DealerCountry[] {
  const seen = new Set<number>();
  return (countries ?? []).flatMap((country) => {
    const dealers = (country.business_all ?? []).map((business) => ({
      name: business.business_name ?? '',
      url: business.business_url ?? '',
      logo: pictureUrl(business.business_album),
      modes: [],
    }));
    if (dealers.length === 0 || seen.has(country.country_id)) return [];
    seen.add(country.country_id);
    return [
      {
        id: country.country_id,
        name: country.country_name ?? '',
        choice: String(country.country_id),
        dealers,
      },
    ];
  });
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
  return useFetch<DealerCountry[], unknown, DealersKey>(
    dealersKey(filters),
    ([, letter, region, keyword, mode]) => fetchDealers({ letter, region, keyword, mode }, server),
    {
      fallbackData: isDefault ? server.countries : undefined,
      revalidateOnMount: !isDefault,
      revalidateIfStale: !isDefault,
      keepPreviousData: !isDefault,
      onError: (error) => {
        if (error instanceof ApiError) toast.error(error.message);
      },
    },
  );
}
