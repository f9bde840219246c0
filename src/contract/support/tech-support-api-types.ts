/** Payloads of the tech-support calls (docs/api.md), spelt as the API spells them. */
import type { Envelope } from '../api-types';

export interface ApiRegion {
  region_name: string;
}

export interface ApiCountry {
  country_id: number;
  country_name: string;
}

/** POST /api/TechSupports/region_all. */
export type RegionAllResponse = Envelope<{ data?: ApiRegion[] }>;

/** GET /api/TechSupports/country_all?region_name=. */
export type CountryAllResponse = Envelope<{ data?: ApiCountry[] }>;

/** POST TechSupports/techsupport_form and remote_form: code and msg only. */
export type FormResponse = Envelope;
