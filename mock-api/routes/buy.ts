/**
 * Where to buy: dealers by country, with modes and regions. Each of the five filter
 * endpoints takes the one parameter the vendor documents for it (letter of the country name,
 * region, country, mode, country-name keyword; 0 = all) and ignores any other, as the
 * vendor's API does: the site combines the filters itself
 * (src/features/support/where-to-buy/filters.ts).
 */
import type { DeepReadonly } from '../store/db';
import type { Database, DbBusiness, DbCountry } from '../../src/contract/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { strictNumber, text, validateQuery, yup } from '../http/validate';
import { KEYWORDS_MSG } from './support-lists';
import type { RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

export const LETTER_MSG = 'letterKeywords must be 0 (all) or a letter from A to Z';

function filterId(name: string) {
  return yup
    .number()
    .transform(strictNumber)
    .typeError(`${name} must be a number`)
    .integer(`${name} must be a whole number`)
    .min(0, `${name} must be 0 (all) or an id`)
    .max(2_147_483_647, `${name} is too large`);
}

const filtersSchema = yup.object({
  letterKeywords: text('letterKeywords', 10),
  region_id: filterId('region_id'),
  country_id: filterId('country_id'),
  mode_id: filterId('mode_id'),
  keywordsName: text('keywordsName'),
});

interface Filters {
  letter: string | null;
  regionId: number;
  countryId: number;
  modeId: number;
  keyword: string;
}

type Own = 'letterKeywords' | 'region_id' | 'country_id' | 'mode_id' | 'keywordsName';

const REQUIRED_MSG: Record<Own, string> = {
  letterKeywords: 'Please select a letter (0 for all)',
  region_id: 'Please select a region (0 for all)',
  country_id: 'Please select a country (0 for all)',
  mode_id: 'Please select a mode (0 for all)',
  keywordsName: KEYWORDS_MSG,
};

/**
 * Reads and checks the endpoint's own filter, which must be given; the other filters are not
 * this endpoint's parameters and are ignored (All), however they are spelt.
 */
async function readFilters(data: Data, query: unknown, own: Own): Promise<Filters> {
  // Only the own parameter is read (validateQuery skips what the schema does not name).
  const values: yup.InferType<typeof filtersSchema> = await validateQuery(
    filtersSchema.pick([own]),
    query,
  );
  const given = values[own];
  if (given === undefined || (typeof given === 'string' && given.trim() === '')) {
    throw new ApiError(CODE.badRequest, REQUIRED_MSG[own]);
  }
  const rawLetter = (values.letterKeywords ?? '0').trim().toUpperCase();
  if (rawLetter !== '0' && rawLetter !== '' && !/^[A-Z]$/.test(rawLetter)) {
    throw new ApiError(CODE.badRequest, LETTER_MSG);
  }
  const filters: Filters = {
    letter: /^[A-Z]$/.test(rawLetter) ? rawLetter : null,
    regionId: values.region_id ?? 0,
    countryId: values.country_id ?? 0,
    modeId: values.mode_id ?? 0,
    keyword: (values.keywordsName ?? '').trim().toLowerCase(),
  };
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

const ALL: Filters = { letter: null, regionId: 0, countryId: 0, modeId: 0, keyword: '' };

function filterRoute(path: string, own: Own, summary: string): RouteDef {
  return {
    method: 'GET',
    path,
    summary,
    handler: async ({ req, ctx }) => {
      const data = ctx.db.data;
      const filters = await readFilters(data, req.query, own);
      return { country_all: countriesWithDealers(data, filters) };
    },
  };
}

const OWN_ONLY = '; any other parameter is ignored';

export const buyRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: VENDOR_ENDPOINTS.buy.businessAll.path,
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
  },
  filterRoute(
    VENDOR_ENDPOINTS.buy.letterFind.path,
    'letterKeywords',
    `Countries whose name starts with letterKeywords (0: all), with dealers${OWN_ONLY}`,
  ),
  filterRoute(
    VENDOR_ENDPOINTS.buy.businessRegion.path,
    'region_id',
    `Countries of region_id (0: all), with dealers${OWN_ONLY}`,
  ),
  filterRoute(
    VENDOR_ENDPOINTS.buy.businessCountry.path,
    'country_id',
    `One country (country_id; 0: all), with dealers${OWN_ONLY}`,
  ),
  filterRoute(
    VENDOR_ENDPOINTS.buy.modeFind.path,
    'mode_id',
    `Countries with dealers of mode_id (0: all)${OWN_ONLY}`,
  ),
  filterRoute(
    VENDOR_ENDPOINTS.buy.keywordsFind.path,
    'keywordsName',
    `Countries whose name holds keywordsName, with dealers${OWN_ONLY}`,
  ),
];
