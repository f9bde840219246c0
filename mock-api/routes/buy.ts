/**
 * Where to buy: dealers by country, with modes and regions. Each of the five filter
 * endpoints takes the one parameter the vendor documents for it (letter of the country name,
 * region, country, mode, country-name keyword; 0 = all) and ignores any other, as the
 * vendor's API does: the site combines the filters itself
 * (src/features/support/where-to-buy/filters.ts).
 */
import type { DeepReadonly } from '../store/db';
import type { Database, DbBusiness, DbCountry } from '../schema/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { BUY_OPERATIONS } from '../../src/contract/schemas/buy';
import type { OperationInput } from '../http/operation-input';
import { documentedRoute, type RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

interface Filters {
  letter: string | null;
  regionId: number;
  countryId: number;
  modeId: number;
  keyword: string;
}

const ALL: Filters = { letter: null, regionId: 0, countryId: 0, modeId: 0, keyword: '' };

/** The filters of one endpoint's own parameter (the schema checked it); unknown ids are 404. */
function checkedFilters(data: Data, given: Partial<Filters>): Filters {
  const filters = { ...ALL, ...given };
  if (filters.regionId && !(data.regions ?? []).some((r) => r.region_id === filters.regionId)) {
    throw new ApiError(CODE.notFound, `No region with region_id ${filters.regionId}`);
  }
  if (
    filters.countryId &&
    !(data.countries ?? []).some((c) => c.country_id === filters.countryId)
  ) {
    throw new ApiError(CODE.notFound, `No country with country_id ${filters.countryId}`);
  }
  if (filters.modeId && !(data.business_modes ?? []).some((m) => m.mode_id === filters.modeId)) {
    throw new ApiError(CODE.notFound, `No mode with mode_id ${filters.modeId}`);
  }
  return filters;
}

function businessFields(b: DeepReadonly<DbBusiness>) {
  return {
    business_id: b.business_id,
    business_name: b.business_name,
    business_url: b.business_url,
    business_album: b.business_album,
    mode_id: b.mode_id,
  };
}

const byName = (a: { country_name: string }, b: { country_name: string }) =>
  a.country_name.localeCompare(b.country_name);

/** Countries matching the filters that keep at least one dealer, A to Z, dealers A to Z. */
export function countriesWithDealers(data: Data, filters: Filters) {
  const dealers = (data.businesses ?? []).filter(
    (b) => filters.modeId === 0 || b.mode_id === filters.modeId,
  );
  return [...(data.countries ?? [])]
    .filter(
      (c: DeepReadonly<DbCountry>) =>
        (filters.letter === null || c.country_name.toUpperCase().startsWith(filters.letter)) &&
        (filters.regionId === 0 || c.region_id === filters.regionId) &&
        (filters.countryId === 0 || c.country_id === filters.countryId) &&
        (filters.keyword === '' || c.country_name.toLowerCase().includes(filters.keyword)),
    )
    .sort(byName)
    .map((c) => ({
      country_id: c.country_id,
      country_name: c.country_name,
      region_id: c.region_id,
      business_all: dealers
        .filter((b) => b.country_id === c.country_id)
        .sort((a, b) => a.business_name.localeCompare(b.business_name))
        .map(businessFields),
    }))
    .filter((c) => c.business_all.length > 0);
}

const OWN_ONLY = '; any other parameter is ignored';
const { buy: endpoints } = VENDOR_ENDPOINTS;
const operations = BUY_OPERATIONS;

type FilterKey = 'letterFind' | 'businessRegion' | 'businessCountry' | 'modeFind' | 'keywordsFind';

/** One filter endpoint: its own parameter, read by its schema, becomes the filters. */
function filterRoute<K extends FilterKey>(
  key: K,
  summary: string,
  filtersOf: (input: OperationInput<(typeof operations)[K]>) => Partial<Filters>,
): RouteDef {
  return documentedRoute({
    method: 'GET',
    path: endpoints[key].path,
    operation: operations[key],
    summary: `${summary}${OWN_ONLY}`,
    handler: ({ ctx, input }) => {
      const filters = checkedFilters(ctx.db.data, filtersOf(input));
      return { country_all: countriesWithDealers(ctx.db.data, filters) };
    },
  });
}

export const buyRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: endpoints.businessAll.path,
    operation: operations.businessAll,
    summary: 'Modes, regions (with their countries) and every country with its dealers',
    handler: ({ ctx }) => {
      const data = ctx.db.data;
      const countries = [...(data.countries ?? [])].sort(byName);
      return {
        mode_all: [...(data.business_modes ?? [])]
          .sort((a, b) => a.mode_id - b.mode_id)
          .map(({ mode_id, mode_name }) => ({ mode_id, mode_name })),
        region_all: [...(data.regions ?? [])]
          .sort((a, b) => a.region_id - b.region_id)
          .map((r) => ({
            region_id: r.region_id,
            region_name: r.region_name,
            country_all: countries
              .filter((c) => c.region_id === r.region_id)
              .map(({ country_id, country_name }) => ({ country_id, country_name })),
          })),
        country_all: countriesWithDealers(data, ALL),
      };
    },
  }),
  filterRoute(
    'letterFind',
    'Countries whose name starts with letterKeywords (0: all), with dealers',
    ({ letterKeywords }) => {
      const letter = letterKeywords.trim().toUpperCase();
      return { letter: letter === '0' ? null : letter };
    },
  ),
  filterRoute('businessRegion', 'Countries of region_id (0: all), with dealers', (input) => ({
    regionId: input.region_id,
  })),
  filterRoute('businessCountry', 'One country (country_id; 0: all), with dealers', (input) => ({
    countryId: input.country_id,
  })),
  filterRoute('modeFind', 'Countries with dealers of mode_id (0: all)', (input) => ({
    modeId: input.mode_id,
  })),
  filterRoute('keywordsFind', 'Countries whose name holds keywordsName, with dealers', (input) => ({
    keyword: input.keywordsName.trim().toLowerCase(),
  })),
];
