/**
 * Where to buy: modes, regions, dealers by country, and the five filter endpoints, each of
 * which honours only its own documented parameter, as the vendor's API does.
 */
import { BUY_MESSAGES } from '../../src/contract/schemas/buy';
import { expectFields, sharedEnv } from './helpers';

const LETTER_MSG = BUY_MESSAGES.letter;

const env = sharedEnv();

interface Business {
  business_id: number;
  business_name: string;
  business_url: string;
  business_album: string;
  mode_id: number;
}
interface Country {
  country_id: number;
  country_name: string;
  region_id: number;
  business_all: Business[];
}

const BUSINESS_KEYS = ['business_album', 'business_id', 'business_name', 'business_url', 'mode_id'];

function checkCountries(countries: Country[]) {
  const names = countries.map((c) => c.country_name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  expectFields(countries, ['business_all', 'country_id', 'country_name', 'region_id']);
  for (const c of countries) {
    expect(c.business_all.length).toBeGreaterThan(0);
    expectFields(c.business_all, BUSINESS_KEYS);
    for (const b of c.business_all) {
      expect(b.business_url).toMatch(/^https:\/\/www\.[a-z0-9]+\.[a-z]+$/);
      expect(b.business_album).toMatch(/^\/uploads\/dealers\/[a-z0-9-]+\.svg$/);
    }
  }
}

async function find(path: string, query: Record<string, string | number>) {
  const res = await env.api.get(`/api/buy/${path}`).query(query);
  expect(res.status).toBe(200);
  return res.body as { code: number; msg: string; country_all: Country[] };
}

describe('business_all', () => {
  it('answers the modes, the regions with their countries and every country with dealers', async () => {
    const res = await env.api.get('/api/buy/business_all');
    expect(res.body.code).toBe(200);
    expect(res.body.mode_all).toEqual([
      { mode_id: 1, mode_name: 'Distributor' },
      { mode_id: 2, mode_name: 'Retail Store' },
      { mode_id: 3, mode_name: 'Online Store' },
      { mode_id: 4, mode_name: 'Service Partner' },
    ]);
    expect(res.body.region_all.length).toBe(6);
    expectFields(res.body.region_all, ['country_all', 'region_id', 'region_name']);
    for (const r of res.body.region_all) {
      expect(r.country_all.length).toBeGreaterThan(1);
      expectFields(r.country_all, ['country_id', 'country_name']);
    }
    checkCountries(res.body.country_all);
    expect(res.body.country_all.length).toBeGreaterThan(30);
    // Dealers for many letters and every region.
    const letters = new Set(res.body.country_all.map((c: Country) => c.country_name[0]));
    expect(letters.size).toBeGreaterThanOrEqual(15);
    expect(new Set(res.body.country_all.map((c: Country) => c.region_id)).size).toBe(6);
  });
});

describe('the filters', () => {
  it('letter_find: countries starting with the letter, any case; 0 means all', async () => {
    const g = await find('letter_find', { letterKeywords: 'g' });
    expect(g.code).toBe(200);
    checkCountries(g.country_all);
    expect(g.country_all.map((c) => c.country_name)).toContain('Germany');
    for (const c of g.country_all) expect(c.country_name.startsWith('G')).toBe(true);
    const all = await find('letter_find', { letterKeywords: '0' });
    const every = (await env.api.get('/api/buy/business_all')).body.country_all;
    expect(all.country_all).toEqual(every);
    // A letter with no country answers an empty list.
    expect((await find('letter_find', { letterKeywords: 'X' })).country_all).toEqual([]);
  });

  it('business_region, business_country, mode_find, keywords_find', async () => {
    const europe = await find('business_region', { region_id: 3 });
    checkCountries(europe.country_all);
    for (const c of europe.country_all) expect(c.region_id).toBe(3);
    const us = await find('business_country', { country_id: 1 });
    expect(us.country_all.map((c) => c.country_name)).toEqual(['United States']);
    expect(us.country_all[0].business_all.length).toBeGreaterThan(5);
    const online = await find('mode_find', { mode_id: 3 });
    checkCountries(online.country_all);
    for (const c of online.country_all) for (const b of c.business_all) expect(b.mode_id).toBe(3);
    const keyword = await find('keywords_find', { keywordsName: ' UNITED ' });
    expect(keyword.country_all.map((c) => c.country_name)).toEqual([
      'United Arab Emirates',
      'United Kingdom',
      'United States',
    ]);
  });

  it('each endpoint honours only its own parameter and ignores the others', async () => {
    const state = { letterKeywords: 'S', region_id: 3, mode_id: 2, keywordsName: 'e' };
    const own = {
      letter_find: { letterKeywords: 'S' },
      business_region: { region_id: 3 },
      mode_find: { mode_id: 2 },
      keywords_find: { keywordsName: 'e' },
    };
    for (const [path, alone] of Object.entries(own)) {
      const answer = (await find(path, state)).country_all;
      expect(answer.length).toBeGreaterThan(0);
      // The same answer as the own parameter alone: the rest of the state changed nothing.
      expect({ path, answer }).toEqual({ path, answer: (await find(path, alone)).country_all });
    }
    // So a letter call with a region still lists countries of other regions, and a bad value
    // of a parameter that is not the endpoint's is not even read.
    const letterS = (await find('letter_find', state)).country_all;
    expect(new Set(letterS.map((c) => c.region_id)).size).toBeGreaterThan(1);
    const ignored = await find('letter_find', { letterKeywords: 'A', region_id: 'x', mode_id: 99 });
    expect(ignored.code).toBe(200);
    const india = (await env.api.get('/api/buy/business_all')).body.country_all.find(
      (c: Country) => c.country_name === 'India',
    ) as Country;
    const onlyIndia = await find('business_country', {
      country_id: india.country_id,
      region_id: 3,
    });
    expect(onlyIndia.country_all.map((c) => c.country_name)).toEqual(['India']);
  });

  it("requires each endpoint's own filter and refuses bad or unknown values", async () => {
    const cases: [string, Record<string, string | number>, number, string][] = [
      ['letter_find', {}, 400, 'Please select a letter (0 for all)'],
      ['letter_find', { letterKeywords: 'AB' }, 400, LETTER_MSG],
      ['letter_find', { letterKeywords: '7' }, 400, LETTER_MSG],
      ['business_region', {}, 400, 'Please select a region (0 for all)'],
      ['business_region', { region_id: 99 }, 404, 'No region with region_id 99'],
      ['business_region', { region_id: -1 }, 400, 'region_id must be 0 (all) or an id'],
      ['business_country', { country_id: 'de' }, 400, 'country_id must be a number'],
      ['business_country', { country_id: 999 }, 404, 'No country with country_id 999'],
      ['mode_find', {}, 400, 'Please select a mode (0 for all)'],
      ['mode_find', { mode_id: 9 }, 404, 'No mode with mode_id 9'],
      ['mode_find', { mode_id: 1.5 }, 400, 'mode_id must be a whole number'],
      ['keywords_find', {}, 400, 'Please enter keywords'],
      ['keywords_find', { keywordsName: '   ' }, 400, 'Please enter keywords'],
      [
        'keywords_find',
        { keywordsName: 'k'.repeat(201) },
        400,
        'keywordsName must be at most 200 characters',
      ],
    ];
    for (const [path, query, code, msg] of cases) {
      const body = await find(path, query);
      expect({ path, query, code: body.code, msg: body.msg }).toEqual({ path, query, code, msg });
    }
    const twice = await env.api.get('/api/buy/mode_find?mode_id=1&mode_id=2');
    expect(twice.body).toEqual({ code: 400, msg: 'mode_id must be a single value' });
  });
});
