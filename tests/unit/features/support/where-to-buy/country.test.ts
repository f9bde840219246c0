import {
  ALL_COUNTRIES,
  inCountry,
  parseCountryChoice,
  suggestedCountry,
} from '@/features/support/where-to-buy/country';
import { completeFromServer } from '@/features/support/where-to-buy/dealer-countries';
import type { DealerCountry } from '@/features/support/where-to-buy/types';
import { preferredRegion, regionOfLocale } from '@/lib/geo/locale-region';

function country(id: number, name: string, choice: string, dealers: string[]): DealerCountry {
  return {
    id,
    name,
    choice,
    dealers: dealers.map((dealer) => ({
      name: dealer,
      url: `https://${dealer}.example`,
      logo: '',
      modes: [],
    })),
  };
}

const SERVER: DealerCountry[] = [
  { ...country(1, 'Germany', 'DE', ['berlin', 'hamburg']) },
  country(2, 'France', 'FR', ['paris']),
  country(3, 'Atlantis', '3', ['poseidon']),
].map((item) => ({
  ...item,
  dealers: item.dealers.map((dealer, index) => ({ ...dealer, modes: [index + 1] })),
}));

describe('the country of a browser language', () => {
  it.each([
    ['de-DE', 'DE'],
    ['en-us', 'US'],
    ['zh-Hant-TW', 'TW'],
    ['pt_BR', null],
    ['de', null],
    ['es-419', null],
    ['', null],
    ['not a tag!', null],
  ])('%s → %s', (tag, region) => {
    expect(regionOfLocale(tag)).toBe(region);
  });

  it('takes the first preferred language whose country is available', () => {
    const available = new Set(['DE', 'FR']);
    expect(preferredRegion(['en-US', 'fr-CH'], available)).toBeNull();
    expect(preferredRegion(['en-US', 'fr-CH', 'de-DE'], available)).toBe('DE');
    expect(preferredRegion(['en-US', 'fr-FR', 'de-DE'], available)).toBe('FR');
    expect(preferredRegion(['de', 'en-GB', 'de-DE'], available)).toBe('DE');
    expect(preferredRegion([], available)).toBeNull();
  });

  it('suggests a country with dealers, or none', () => {
    expect(suggestedCountry(['de-DE', 'en'], SERVER)).toBe('DE');
    expect(suggestedCountry(['en-US'], SERVER)).toBe(ALL_COUNTRIES);
    // A country the site names by its id is never a language's.
    expect(suggestedCountry(['en-3'], SERVER)).toBe(ALL_COUNTRIES);
  });
});

describe('the country choice', () => {
  const choices = new Set(SERVER.map((item) => item.choice));

  it('reads the address in any case; an unknown country is all of them', () => {
    expect(parseCountryChoice('DE', choices)).toBe('DE');
    expect(parseCountryChoice(' fr ', choices)).toBe('FR');
    expect(parseCountryChoice('3', choices)).toBe('3');
    expect(parseCountryChoice('US', choices)).toBe(ALL_COUNTRIES);
    expect(parseCountryChoice('', choices)).toBe(ALL_COUNTRIES);
  });

  it('narrows a list to the chosen country, or keeps it whole', () => {
    expect(inCountry(SERVER, 'FR').map((item) => item.name)).toEqual(['France']);
    expect(inCountry(SERVER, ALL_COUNTRIES)).toEqual(SERVER);
    expect(inCountry(SERVER, 'US')).toEqual([]);
  });

  it("completes a filtered answer from the server's list: choices and modes", () => {
    // As toDealerCountries makes it in the browser: named by id, modes unknown.
    const answer = [
      { ...country(1, 'Germany', '1', ['hamburg', 'newcomer']) },
      country(9, 'Elsewhere', '9', ['far']),
    ];
    const complete = completeFromServer(answer, SERVER);
    expect(complete.map((item) => item.choice)).toEqual(['DE', '9']);
    expect(complete[0]?.dealers.map((dealer) => dealer.modes)).toEqual([[2], []]);
    expect(inCountry(complete, 'DE').map((item) => item.name)).toEqual(['Germany']);
  });
});
