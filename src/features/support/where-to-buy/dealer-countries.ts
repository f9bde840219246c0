/**
 * The dealer list's reshape, for the server (./api/get-where-to-buy.ts) and the browser
 * (./api/dealers.ts): an answer's countries with dealers, completed from the server's list.
 */
import { pictureUrl } from '@/lib/format';
import type { Dealer, DealerCountry } from './types';
import type { ApiBuyCountry } from '@/contract/support/where-to-buy-api-types';

/** A dealer within its country: the API gives dealers no id, so name and link identify one. */
export function dealerKey(dealer: Pick<Dealer, 'name' | 'url'>): string {
  return `${dealer.name}\n${dealer.url}`;
}

/**
 * The countries of an answer that have dealers, each once, in the answer's order. Each is
 * named by its id and its dealers' modes are unknown: the server adds both
 * (./api/get-where-to-buy.ts), the browser takes them from the server's list (completeFromServer).
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
