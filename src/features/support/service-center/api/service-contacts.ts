/**
 * GET /api/ServiceContact/service_contact_all (docs/api.md), shared by the service
 * center and contact us. Server only: the cards' HTML goes through the sanitizer.
 */
import { ApiError, callApi } from '@/lib/api-client';
import type { ServiceContactResponse } from '@/contract/api-types';
import { isVisibleConfig, toConfigBlock } from '@/lib/config-blocks';
import { pictureUrl } from '@/lib/format';
import type { ServiceContacts } from '../types';
import { SERVICE_CONTACT_ENDPOINTS } from '@/contract/vendor-endpoints/service-contact';

/** contact_id of the e-mail contact, and of the two other contact methods. */
export const EMAIL_CONTACT_ID = 8;
export const OTHER_CONTACT_IDS: readonly number[] = [2, 4];

const EMPTY: ServiceContacts = { contacts: [], social: [], services: [], cards: [], banner: '' };

export function toServiceContacts(response: Partial<ServiceContactResponse>): ServiceContacts {
  const advertisement = response.advertisement ?? response.advertisement_all?.[0] ?? null;
  return {
    contacts: (response.contact_all ?? []).map((contact) => ({
      id: contact.contact_id,
      name: contact.contact_name ?? '',
      link: contact.contact_link ?? '',
      picture: pictureUrl(contact.contact_picture),
    })),
    social: (response.social_media_all ?? []).map((social) => ({
      name: social.social_media_name ?? '',
      link: social.social_media_link ?? '',
      picture: pictureUrl(social.social_media_picture),
    })),
    services: (response.more_services_all ?? []).map((service) => ({
      id: service.more_services_id,
      name: service.more_services_name ?? '',
      link: service.more_services_link ?? '',
      picture: pictureUrl(service.more_services_picture),
      describe: service.more_services_describe ?? '',
    })),
    cards: (response.configs_all ?? []).filter(isVisibleConfig).map(toConfigBlock),
    banner: pictureUrl(advertisement?.advertisement_picture),
  };
}

/**
 * The contacts, social media, services, cards and banner. A refusal (a non-200 code) leaves
 * them empty, so the page still renders its own copy; an API that is down or answers 5xx
 * throws, so static regeneration keeps the last good page.
 */
export async function fetchServiceContacts(): Promise<ServiceContacts> {
  try {
    return toServiceContacts(
      await callApi(SERVICE_CONTACT_ENDPOINTS.serviceContactAll, { token: null }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business') return EMPTY;
    throw error;
  }
}
