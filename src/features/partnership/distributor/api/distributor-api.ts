/** The distributor form's browser calls (through the one API client). */
import { callApi } from '@/lib/api-client';
import type { DistributorInput } from '@/contract/partnership-api-types';
import type { DistributorValues } from '../types';
import { BECOME_DISTRIBUTOR_ENDPOINTS } from '@/contract/vendor-endpoints/become-distributor';

/** The country names of one region (a refusal is warned about by the client, then thrown). */
export async function fetchCountries(regionName: string): Promise<string[]> {
  const answer = await callApi(BECOME_DISTRIBUTOR_ENDPOINTS.countryAll, {
    query: { region_name: regionName },
  });
  return (answer.data ?? []).map((c) => c.country_name).filter(Boolean);
}

/** The body of distributor_form: the API's fields (text trimmed), region and country by name. */
export function toDistributorInput(values: DistributorValues): DistributorInput {
  const text = (key: Exclude<keyof DistributorValues, 'isAgreement'>) => values[key].trim();
  return {
    form_cooperationtype: text('form_cooperationtype'),
    form_firstname: text('form_firstname'),
    form_lastname: text('form_lastname'),
    form_emil: text('form_emil'),
    form_phone: text('form_phone'),
    form_companyname: text('form_companyname'),
    form_companysize: text('form_companysize'),
    form_websiteurl: text('form_websiteurl'),
    form_region: text('form_region'),
    form_country: text('form_country'),
    form_address: text('form_address'),
    form_brand: text('form_brand'),
    form_body: text('form_body'),
    isAgreement: values.isAgreement ? 1 : 2,
  };
}

/** Sends the application; resolves with the server's msg, throws (after the error toast) on a refusal. */
export async function sendDistributorForm(values: DistributorValues): Promise<string> {
  const answer = await callApi(BECOME_DISTRIBUTOR_ENDPOINTS.distributorForm, {
    body: toDistributorInput(values),
  });
  return answer.msg;
}
