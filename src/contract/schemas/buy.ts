/** The where-to-buy endpoints under /api/buy/: dealers by region, country, mode, letter or name. */
import { z } from 'zod';
import { filterId, requiredText } from './fields';
import { envelope, operations } from './operation';

export const BUY_MESSAGES = {
  letter: 'letterKeywords must be 0 (all) or a letter from A to Z',
  noLetter: 'Please select a letter (0 for all)',
  noRegion: 'Please select a region (0 for all)',
  noCountry: 'Please select a country (0 for all)',
  noMode: 'Please select a mode (0 for all)',
  noKeywords: 'Please enter keywords',
} as const;

export const apiBusiness = z
  .object({
    business_id: z.number().int().optional(),
    business_name: z.string(),
    business_url: z.string().meta({ description: 'The dealer’s site.' }),
    business_album: z.string().meta({ description: 'The dealer’s logo (a picture URL).' }),
    mode_id: z.number().int().optional().meta({ description: 'The dealer’s mode.' }),
  })
  .meta({ id: 'ApiBusiness' });

export const apiBuyCountry = z
  .object({
    country_id: z.number().int(),
    country_name: z.string(),
    region_id: z.number().int().optional(),
    business_all: z.array(apiBusiness).optional(),
  })
  .meta({ id: 'ApiBuyCountry' });

export const apiBuyRegion = z
  .object({
    region_id: z.number().int(),
    region_name: z.string(),
    country_all: z.array(apiBuyCountry).optional(),
  })
  .meta({ id: 'ApiBuyRegion' });

export const apiBuyMode = z
  .object({ mode_id: z.number().int(), mode_name: z.string() })
  .meta({ id: 'ApiBuyMode' });

export const businessAllResponse = envelope({
  mode_all: z.array(apiBuyMode),
  region_all: z.array(apiBuyRegion),
  country_all: z.array(apiBuyCountry),
});

/** letter_find, business_region, business_country, mode_find and keywords_find. */
export const buyCountryResponse = envelope({ country_all: z.array(apiBuyCountry) });

const hahn = {
  business_name: 'Hahn Auto Tools',
  business_url: 'https://www.hahnautotools.net',
  business_album: '/uploads/dealers/hahn-auto-tools.svg',
};
const unitedStates = { country_id: 1, country_name: 'United States', business_all: [hahn] };
const countriesExample = { code: 200, msg: 'success', country_all: [unitedStates] };

export const BUY_OPERATIONS = operations({
  businessAll: {
    summary: 'Every dealer mode, region and country, with the dealers of each country',
    response: businessAllResponse,
    example: {
      response: {
        code: 200,
        msg: 'success',
        mode_all: [{ mode_id: 1, mode_name: 'Distributor' }],
        region_all: [{ region_id: 1, region_name: 'North America' }],
        country_all: [unitedStates],
      },
    },
  },
  businessCountry: {
    summary: 'The dealers of one country',
    query: z.object({ country_id: filterId('country_id', BUY_MESSAGES.noCountry) }),
    response: buyCountryResponse,
    codes: [400, 404],
    example: { query: { country_id: 1 }, response: countriesExample },
  },
  businessRegion: {
    summary: 'The countries of one region, with their dealers',
    query: z.object({ region_id: filterId('region_id', BUY_MESSAGES.noRegion) }),
    response: buyCountryResponse,
    codes: [400, 404],
    example: { query: { region_id: 1 }, response: countriesExample },
  },
  keywordsFind: {
    summary: 'The countries whose dealers’ names contain the keywords',
    query: z.object({ keywordsName: requiredText('keywordsName', BUY_MESSAGES.noKeywords) }),
    response: buyCountryResponse,
    codes: [400],
    example: { query: { keywordsName: 'hahn' }, response: countriesExample },
  },
  letterFind: {
    summary: 'The countries whose names start with a letter (0 for all)',
    query: z.object({
      letterKeywords: requiredText('letterKeywords', BUY_MESSAGES.noLetter, 10)
        .refine((letter) => /^(0|[A-Za-z])$/.test(letter.trim()), BUY_MESSAGES.letter)
        .meta({ description: 'A letter from A to Z, or 0 for all.' }),
    }),
    response: buyCountryResponse,
    codes: [400],
    example: { query: { letterKeywords: 'U' }, response: countriesExample },
  },
  modeFind: {
    summary: 'The dealers of one mode (distributor, retailer, ...)',
    query: z.object({ mode_id: filterId('mode_id', BUY_MESSAGES.noMode) }),
    response: buyCountryResponse,
    codes: [400, 404],
    example: { query: { mode_id: 1 }, response: countriesExample },
  },
});
