/** Payloads of the tech-support calls (docs/api.md), spelt as the API spells them. */
import type { z } from 'zod';
import type { Envelope } from '../api-types';
import type { apiCountry, apiRegion } from '../schemas/service';

/** A region (the forms read its name). */
export type ApiRegion = Pick<z.infer<typeof apiRegion>, 'region_name'>;

export type ApiCountry = z.infer<typeof apiCountry>;

/** POST /api/TechSupports/region_all. */
export type RegionAllResponse = Envelope<{ data?: ApiRegion[] }>;

/** GET /api/TechSupports/country_all?region_name=. */
export type CountryAllResponse = Envelope<{ data?: ApiCountry[] }>;

/** POST TechSupports/techsupport_form and remote_form: code and msg only. */
export type FormResponse = Envelope;
