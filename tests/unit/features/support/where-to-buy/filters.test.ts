import {
  ALL_ID,
  ALL_LETTERS,
  BUY_ADDRESS_DEFAULTS,
  buyFiltersQuery,
  DEFAULT_BUY_FILTERS,
  dealerRequest,
  isDefaultBuyFilters,
  LETTERS,
  parseBuyFilters,
} from '@/features/support/where-to-buy/filters';
import { toDealerCountries } from '@/features/support/where-to-buy/dealer-countries';
import { applyOtherFilters } from '@/features/support/where-to-buy/combine';
import type { DealerCountry } from '@/features/support/where-to-buy/types';
import { nextListHref, parseListUrl } from '@/lib/list-query';
import { BUY_ENDPOINTS } from '@/contract/vendor-endpoints/buy';

const known = { regionIds: [1, 2, 3], modeIds: [10, 20] };

/** parseBuyFilters over an address's query. */
function filtersOf(search: string) {
  const params = new URLSearchParams(search);
  return parseBuyFilters((name) => params.get(name) ?? '', known);
}

describe('where-to-buy query parsing', () => {
  it('reads All for every filter from an empty address', () => {
    expect(filtersOf('')).toEqual(DEFAULT_BUY_FILTERS);
    expect(DEFAULT_BUY_FILTERS).toEqual({ letter: '0', region: 0, keyword: '', mode: 0 });
  });

  it('reads each filter, a letter in any case', () => {
    expect(filtersOf('letter=g&region=2&keyword=%20Ger%20&mode=20')).toEqual({
      letter: 'G',
      region: 2,
      keyword: 'Ger',
      mode: 20,
    });
  });

  it('offers All plus A to Z', () => {
    expect(ALL_LETTERS).toBe('0');
    expect(ALL_ID).toBe(0);
    expect(LETTERS).toHaveLength(26);
    expect(LETTERS[0]).toBe('A');
    expect(LETTERS[25]).toBe('Z');
  });

  it.each([
    ['letter=AB', 'letter', ALL_LETTERS],
    ['letter=1', 'letter', ALL_LETTERS],
    ['letter=%C3%84', 'letter', ALL_LETTERS],
    ['region=9', 'region', ALL_ID],
    ['region=abc', 'region', ALL_ID],
    ['region=-1', 'region', ALL_ID],
    ['region=1.5', 'region', ALL_ID],
    ['mode=30', 'mode', ALL_ID],
    ['mode=', 'mode', ALL_ID],
    ['keyword=%20%20', 'keyword', ''],
  ] as const)('takes an unknown value (%s) as All', (search, name, expected) => {
    expect(filtersOf(search)[name]).toBe(expected);
  });

  it('cuts a long keyword to 100 characters', () => {
    expect(filtersOf(`keyword=${'x'.repeat(150)}`).keyword).toHaveLength(100);
  });

  it('leaves All and an empty keyword out of the address, and keeps the rest', () => {
    const current = parseListUrl('/where-to-buy?letter=G&utm=x');
    const options = { defaults: BUY_ADDRESS_DEFAULTS };
    expect(nextListHref(current, buyFiltersQuery(DEFAULT_BUY_FILTERS), options)).toBe(
      '/where-to-buy?utm=x',
    );
    expect(
      nextListHref(
        parseListUrl('/where-to-buy'),
        buyFiltersQuery({ letter: 'A', region: 3, keyword: 'ger', mode: 10 }),
        options,
      ),
    ).toBe('/where-to-buy?letter=A&region=3&keyword=ger&mode=10');
  });

  it('round-trips: the address of some filters parses back to them', () => {
    const filters = { letter: 'B', region: 1, keyword: 'bel', mode: 20 };
    const href = nextListHref(parseListUrl('/where-to-buy'), buyFiltersQuery(filters), {
      defaults: BUY_ADDRESS_DEFAULTS,
    });
    expect(filtersOf(href?.split('?')[1] ?? '')).toEqual(filters);
  });
});

describe('where-to-buy filter combination', () => {
  it('asks nothing with no filter set (the server list)', () => {
    expect(dealerRequest(DEFAULT_BUY_FILTERS)).toBeNull();
    expect(isDefaultBuyFilters(DEFAULT_BUY_FILTERS)).toBe(true);
  });

  it("asks the call of the filter that is set, with that call's one parameter only", () => {
    expect(dealerRequest({ ...DEFAULT_BUY_FILTERS, letter: 'C' })).toEqual({
      filter: 'letter',
      endpoint: BUY_ENDPOINTS.letterFind,
      query: { letterKeywords: 'C' },
    });
    expect(dealerRequest({ ...DEFAULT_BUY_FILTERS, region: 2 })).toEqual({
      filter: 'region',
      endpoint: BUY_ENDPOINTS.businessRegion,
      query: { region_id: 2 },
    });
    expect(dealerRequest({ ...DEFAULT_BUY_FILTERS, keyword: ' fra ' })).toEqual({
      filter: 'keyword',
      endpoint: BUY_ENDPOINTS.keywordsFind,
      query: { keywordsName: 'fra' },
    });
    expect(dealerRequest({ ...DEFAULT_BUY_FILTERS, mode: 10 })).toEqual({
      filter: 'mode',
      endpoint: BUY_ENDPOINTS.modeFind,
      query: { mode_id: 10 },
    });
    expect(isDefaultBuyFilters({ ...DEFAULT_BUY_FILTERS, mode: 10 })).toBe(false);
  });

  it('combined filters: one call, of the mode, else the keyword, else the region, else the letter', () => {
    expect(dealerRequest({ letter: 'G', region: 1, keyword: 'ger', mode: 20 })).toEqual({
      filter: 'mode',
      endpoint: BUY_ENDPOINTS.modeFind,
      query: { mode_id: 20 },
    });
    expect(dealerRequest({ letter: 'G', region: 1, keyword: 'ger', mode: 0 })).toEqual({
      filter: 'keyword',
      endpoint: BUY_ENDPOINTS.keywordsFind,
      query: { keywordsName: 'ger' },
    });
    expect(dealerRequest({ letter: 'G', region: 1, keyword: '', mode: 0 })).toEqual({
      filter: 'region',
      endpoint: BUY_ENDPOINTS.businessRegion,
      query: { region_id: 1 },
    });
  });

  it('a blank keyword is no filter', () => {
    expect(dealerRequest({ ...DEFAULT_BUY_FILTERS, keyword: '   ' })).toBeNull();
  });
});

describe('the filters the call did not answer', () => {
  const dealer = (name: string, modes: number[]) => ({
    name,
    url: `https://${name}.example`,
    logo: '',
    modes,
  });
  const LIST: DealerCountry[] = [
    { id: 1, name: 'Germany', choice: 'DE', dealers: [dealer('a', [1]), dealer('b', [2])] },
    { id: 2, name: 'Greece', choice: 'GR', dealers: [dealer('c', [2])] },
    { id: 3, name: 'Guam', choice: 'GU', dealers: [dealer('d', [1])] },
    { id: 4, name: 'Austria', choice: 'AT', dealers: [dealer('e', [1, 2])] },
  ];
  const REGIONS = [
    { id: 7, name: 'Europe', countryIds: [1, 2, 4] },
    { id: 8, name: 'Oceania', countryIds: [3] },
  ];
  const names = (list: DealerCountry[]) =>
    list.map((country) => `${country.name}: ${country.dealers.map((d) => d.name).join('')}`);

  it('applies letter AND region AND keyword AND mode, leaving out the one the call answered', () => {
    const filters = { letter: 'G', region: 7, keyword: 'E', mode: 2 };
    // The mode call answered: its answer is not narrowed by mode again.
    expect(names(applyOtherFilters(LIST, filters, REGIONS, 'mode'))).toEqual([
      'Germany: ab',
      'Greece: c',
    ]);
    // The letter call answered: the mode, region and keyword apply here.
    expect(names(applyOtherFilters(LIST, filters, REGIONS, 'letter'))).toEqual([
      'Germany: b',
      'Greece: c',
    ]);
    expect(
      names(applyOtherFilters(LIST, { ...filters, keyword: 'man' }, REGIONS, 'region')),
    ).toEqual(['Germany: b']);
    // Oceania has no G country with a mode-2 dealer: nothing, not an empty country.
    expect(applyOtherFilters(LIST, { ...filters, region: 8 }, REGIONS, 'letter')).toEqual([]);
  });

  it('keeps the list whole with nothing left to apply, and drops an unknown region', () => {
    expect(applyOtherFilters(LIST, DEFAULT_BUY_FILTERS, REGIONS, null)).toEqual(LIST);
    expect(
      applyOtherFilters(LIST, { ...DEFAULT_BUY_FILTERS, region: 9 }, REGIONS, 'letter'),
    ).toEqual([]);
  });
});

describe('where-to-buy answers', () => {
  const business = (name: string) => ({
    business_name: name,
    business_url: `https://${name}.example`,
    business_album: `/uploads/dealers/${name}.svg`,
  });

  it('keeps the countries with dealers, each once, in the answer order', () => {
    const countries = toDealerCountries([
      { country_id: 2, country_name: 'Greece', business_all: [business('b'), business('a')] },
      { country_id: 1, country_name: 'Germany', business_all: [] },
      { country_id: 3, country_name: 'Ghana' },
      { country_id: 2, country_name: 'Greece', business_all: [business('c')] },
    ]);
    expect(countries).toEqual([
      {
        id: 2,
        name: 'Greece',
        // Named by id, modes unknown: the server adds the code and the modes.
        choice: '2',
        dealers: [
          {
            name: 'b',
            url: 'https://b.example',
            logo: expect.stringMatching(/\/uploads\/dealers\/b\.svg$/),
            modes: [],
          },
          expect.objectContaining({ name: 'a' }),
        ],
      },
    ]);
  });

  it('an answer without countries is an empty list', () => {
    expect(toDealerCountries(undefined)).toEqual([]);
    expect(toDealerCountries([])).toEqual([]);
  });
});
