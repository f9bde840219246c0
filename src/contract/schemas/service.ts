/**
 * The service center (/api/ServiceContact/), the tech-support lists and forms
 * (/api/TechSupports/) and the vehicle-coverage proxy (/api/diagoem/).
 */
import { z } from 'zod';
import { TECH_SUPPORT_LIMITS as L, TECH_SUPPORT_MESSAGES as M } from '../tech-support-messages';
import { INTERFACE_URL } from '../support/vehicle-coverage-api-types';
import { blankAsAbsent, requiredText, text } from './fields';
import { apiAdvertisement, apiConfigItem, apiGoods, apiSocialMedia } from './catalogue';
import { bareEnvelope, envelope, operations } from './operation';
import { EXAMPLE_GOODS } from './examples';

const int = () => z.number().int();
const ok = { code: 200, msg: 'success' } as const;

export const apiContact = z
  .object({
    contact_id: int().meta({
      description: '8 is the e-mail contact; 2 and 4 the two phone-like ones.',
    }),
    contact_name: z.string(),
    contact_link: z.string(),
    contact_picture: z.string(),
  })
  .meta({ id: 'ApiContact' });

export const apiMoreService = z
  .object({
    more_services_id: int(),
    more_services_name: z.string(),
    more_services_link: z.string(),
    more_services_picture: z.string(),
    more_services_describe: z.string(),
  })
  .meta({ id: 'ApiMoreService' });

export const serviceContactResponse = envelope({
  goods_all: z.array(apiGoods).meta({ description: 'Featured goods.' }),
  contact_all: z.array(apiContact),
  social_media_all: z.array(apiSocialMedia),
  more_services_all: z.array(apiMoreService),
  configs_all: z.array(apiConfigItem).meta({ description: 'The "More Resources" cards.' }),
  advertisement: apiAdvertisement
    .nullable()
    .meta({ description: 'The banner (the first of advertisement_all), null if none.' }),
  advertisement_all: z.array(apiAdvertisement),
});

export const SERVICE_CONTACT_OPERATIONS = operations({
  serviceContactAll: {
    summary: 'The service center: featured goods, contacts, social media, resources and banner',
    response: serviceContactResponse,
    example: {
      response: {
        ...ok,
        goods_all: [EXAMPLE_GOODS],
        contact_all: [
          {
            contact_id: 1,
            contact_name: 'Online Ticket',
            contact_link: '/support/tech-support',
            contact_picture: '/uploads/contacts/ticket.svg',
          },
        ],
        social_media_all: [
          {
            social_media_id: 1,
            social_media_name: 'Facebook',
            social_media_link: 'https://www.facebook.com/diagtools',
            social_media_picture: '/uploads/social/facebook.svg',
          },
        ],
        more_services_all: [
          {
            more_services_id: 1,
            more_services_name: 'Vehicle Coverage',
            more_services_link: '/support/vehicle-coverage',
            more_services_picture: '/uploads/services/vehicle-coverage.svg',
            more_services_describe: 'Check what your tool supports on each vehicle.',
          },
        ],
        configs_all: [],
        advertisement: null,
        advertisement_all: [],
      },
    },
  },
});

// Tech support.

export const apiRegion = z
  .object({ region_id: int(), region_name: z.string() })
  .meta({ id: 'ApiRegion' });
/** A country, as every list of countries answers it (tech support, distributors, profile, garage). */
export const apiCountry = z
  .object({ country_id: int(), country_name: z.string() })
  .meta({ id: 'ApiCountry' });

export const regionAllResponse = envelope({ data: z.array(apiRegion) });
export const countryAllResponse = envelope({ data: z.array(apiCountry) });

/** A form's required text: absent, null, empty or blank answers `message`. */
const required = (name: string, message: string, max: number) =>
  blankAsAbsent(requiredText(name, message, max));

/** The forms' answers. */
export const TECH_FORM_DONE = {
  techSent: 'Thank you! Your message has been sent: our engineers will reply within 24 hours',
  remoteBooked:
    'Your remote appointment has been booked: an engineer will contact you at the start of the time you chose',
} as const;

export const techSupportFormBody = z.object({
  region_name: required('region_name', M.region, L.short).meta({
    description: 'A region of region_all (any case).',
  }),
  country_name: required('country_name', M.country, L.short).meta({
    description: 'A country of that region (any case).',
  }),
  message_firstname: required('message_firstname', M.name, L.short),
  message_lastname: required('message_lastname', M.name, L.short),
  message_emil: required('message_emil', M.email, L.email).meta({
    description: 'The e-mail address (the vendor spells the field so).',
  }),
  message_phone: required('message_phone', M.phone, L.short),
  message_serial: required('message_serial', M.serial, L.short),
  message_subject: required('message_subject', M.subject, L.subject),
  message_body: required('message_body', M.message, L.long),
});

export const remoteFormBody = z.object({
  reservation_region: required('reservation_region', M.region, L.short),
  reservation_country: required('reservation_country', M.country, L.short),
  reservation_timespan: required('reservation_timespan', M.time, 100).meta({
    description: 'Start and end joined by a hyphen, each `yyyy-MM-dd HH:mm:ss`.',
  }),
  reservation_serial: required('reservation_serial', M.remoteSerial, L.short),
  reservation_remoteid: required('reservation_remoteid', M.remoteId, L.short),
  reservation_phone: blankAsAbsent(text('reservation_phone', L.short).optional()),
  reservation_describe: required('reservation_describe', M.describe, L.long),
});

export const TECH_SUPPORTS_OPERATIONS = operations({
  regionAll: {
    summary: 'The regions of the tech-support forms',
    response: regionAllResponse,
    example: { response: { ...ok, data: [{ region_id: 3, region_name: 'Europe' }] } },
  },
  countryAll: {
    summary: 'The countries of a region, A to Z',
    query: z.object({
      region_name: requiredText('region_name', M.region, L.short).meta({
        description: 'A region of region_all (any case).',
      }),
    }),
    response: countryAllResponse,
    codes: [400, 404],
    example: {
      query: { region_name: 'Europe' },
      response: { ...ok, data: [{ country_id: 10, country_name: 'Austria' }] },
    },
  },
  techsupportForm: {
    summary: 'Contact Tech Support: the message, checked like the page and stored',
    body: techSupportFormBody,
    response: bareEnvelope,
    codes: [400, 429, 503],
    example: {
      body: {
        region_name: 'Europe',
        country_name: 'Austria',
        message_firstname: 'Anna',
        message_lastname: 'Huber',
        message_emil: 'anna.huber@example.com',
        message_phone: '+43 1 234 5678',
        message_serial: 'AD900PRO0001',
        message_subject: 'The tool does not power on',
        message_body: 'Since the last update the tool stays dark when plugged in.',
      },
      response: { code: 200, msg: TECH_FORM_DONE.techSent },
    },
  },
  remoteForm: {
    summary: 'Remote appointment: the booking, checked like the page (time range too) and stored',
    body: remoteFormBody,
    response: bareEnvelope,
    codes: [400, 429, 503],
    example: {
      body: {
        reservation_region: 'Europe',
        reservation_country: 'Austria',
        reservation_timespan: '2030-05-06 09:00:00-2030-05-06 10:00:00',
        reservation_serial: 'AD900PRO0001',
        reservation_remoteid: '123 456 789',
        reservation_phone: '',
        reservation_describe: 'Coding a new ECU fails at 80%.',
      },
      response: { code: 200, msg: TECH_FORM_DONE.remoteBooked },
    },
  },
});

// The vehicle-coverage proxy.

const DIAG_DATA_MSG = 'requestData must be a JSON string of an object';

export const interfaceResponse = envelope({
  data: z.unknown().meta({
    description:
      'The service’s answer: products, brands, fields, options, or `{Data, PageSize, Total}` for the lists (null on a refusal).',
  }),
});

export const DIAGOEM_OPERATIONS = operations({
  getInterface: {
    summary: 'The vehicle-coverage service, through the proxy (success code 0)',
    description:
      'Codes are the service’s: 0 success, 500 the special answer (a version being updated), any other a refusal whose `msg` is shown.',
    body: z.object({
      requestUrl: blankAsAbsent(
        z
          .string({
            error: (issue) =>
              issue.input === undefined ? 'requestUrl is required' : 'requestUrl must be text',
          })
          .meta({ description: `One of: ${Object.values(INTERFACE_URL).join(', ')}.` }),
      ),
      requestData: blankAsAbsent(
        z
          .union([z.string(), z.record(z.string(), z.unknown())], { error: DIAG_DATA_MSG })
          .optional()
          .meta({
            description:
              'A JSON string of an object: category `diag`, lang `EN`, product_name, packid, version, field, the filter values, PageIndex, PageSize, sub_field, nos, function_name (at most 10,000 characters).',
          }),
      ),
    }),
    response: interfaceResponse,
    codes: [400, 404, 500],
    example: {
      body: {
        requestUrl: INTERFACE_URL.product,
        requestData: JSON.stringify({ category: 'diag', lang: 'EN' }),
      },
      response: { code: 0, msg: 'success', data: [{ product_name: 'AD1000 Max' }] },
    },
    mockExtensions: [
      {
        field: '*',
        does: 'requestUrl is matched in any case and without its leading slash; requestData may be an object.',
      },
    ],
  },
});
