/**
 * The tech-support calls (docs/api.md): regions (server and browser), the countries of
 * a region and the two form posts. Browser-safe: no HTML here.
 */
import { useLiveRead } from '@/lib/live-read';
import { callApi, type ApiError, type ErrorSeverity } from '@/lib/api-client';
import type { ContactBody, RemoteBody } from '../schema';
import type { FormResponse } from '@/contract/support/tech-support-api-types';
import { TECH_SUPPORTS_ENDPOINTS } from '@/contract/vendor-endpoints/tech-supports';

/** Region names, in the API's order, without blanks or repeats. */
export async function fetchRegions(severity: ErrorSeverity = 'warning'): Promise<string[]> {
  const response = await callApi(TECH_SUPPORTS_ENDPOINTS.regionAll, { token: null, severity });
  const names = (response.data ?? []).map((region) => region.region_name?.trim() ?? '');
  return [...new Set(names.filter(Boolean))];
}

/** The regions: the ones the page was built with, else asked for when the form opens. */
export function useRegions(initial: string[]) {
  const known = initial.length > 0;
  const swr = useLiveRead<string[], ApiError, readonly [string, null] | null>(
    known ? null : [TECH_SUPPORTS_ENDPOINTS.regionAll.path, null],
    () => fetchRegions(),
  );
  return { regions: known ? initial : (swr.data ?? []), isLoading: !known && swr.isLoading };
}

export interface CountryOption {
  id: number;
  name: string;
}

export type CountriesKey = readonly [
  path: typeof TECH_SUPPORTS_ENDPOINTS.countryAll.path,
  regionName: string,
];

export async function fetchCountries([, regionName]: CountriesKey): Promise<CountryOption[]> {
  const response = await callApi(TECH_SUPPORTS_ENDPOINTS.countryAll, {
    query: { region_name: regionName },
    token: null,
  });
  return (response.data ?? [])
    .filter((country) => country.country_name?.trim())
    .map((country) => ({ id: country.country_id, name: country.country_name.trim() }));
}

/** The countries of a region ([] until one is chosen). Both forms share the cache. */
export function useCountries(regionName: string) {
  const swr = useLiveRead<CountryOption[], ApiError, CountriesKey | null>(
    regionName ? [TECH_SUPPORTS_ENDPOINTS.countryAll.path, regionName] : null,
    fetchCountries,
  );
  return { countries: swr.data ?? [], isLoading: swr.isLoading, error: swr.error };
}

/**
 * The form posts. A refusal shows the server's msg as a warning titled Tips (docs/api.md,
 * "Error codes"); the caller keeps what the visitor typed.
 */
export function postContact(body: ContactBody): Promise<FormResponse> {
  return callApi(TECH_SUPPORTS_ENDPOINTS.techsupportForm, {
    body,
    token: null,
    severity: 'warning',
  });
}

export function postRemote(body: RemoteBody): Promise<FormResponse> {
  return callApi(TECH_SUPPORTS_ENDPOINTS.remoteForm, { body, token: null, severity: 'warning' });
}
