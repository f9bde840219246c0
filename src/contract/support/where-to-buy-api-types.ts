/** The where-to-buy payloads (docs/api.md), inferred from their schemas (../schemas/buy.ts). */
import type { z } from 'zod';
import type { apiBuyCountry, businessAllResponse, buyCountryResponse } from '../schemas/buy';

export type ApiBuyCountry = z.infer<typeof apiBuyCountry>;

/** GET /api/buy/business_all. */
export type BusinessAllResponse = z.infer<typeof businessAllResponse>;

/** letter_find, business_region, business_country, mode_find and keywords_find. */
export type BuyCountryResponse = z.infer<typeof buyCountryResponse>;
