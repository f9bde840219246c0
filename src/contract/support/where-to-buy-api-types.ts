/** The where-to-buy payloads (docs/api.md). */
import type { Envelope } from '../api-types';

export interface ApiBusiness {
  business_name: string;
  business_url: string;
  /** The dealer's logo. */
  business_album: string;
}

export interface ApiBuyCountry {
  country_id: number;
  country_name: string;
  business_all?: ApiBusiness[];
}

export interface ApiBuyRegion {
  region_id: number;
  region_name: string;
  country_all?: ApiBuyCountry[];
}

export interface ApiBuyMode {
  mode_id: number;
  mode_name: string;
}

/** GET /api/buy/business_all. */
export type BusinessAllResponse = Envelope<{
  mode_all: ApiBuyMode[];
  region_all: ApiBuyRegion[];
  country_all: ApiBuyCountry[];
}>;

/** letter_find, business_region, business_country, mode_find and keywords_find. */
export type BuyCountryResponse = Envelope<{ country_all: ApiBuyCountry[] }>;
