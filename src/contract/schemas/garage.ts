/** The customer's garage (vehicles) under /api/garage/. */
import { z } from 'zod';
import type { GarageAllResponse, GarageKeywordResponse } from '../account-api-types';
import { ACCOUNT_MESSAGES } from '../account-messages';
import {
  apiDriveType,
  apiGarageMake,
  apiGarageModel,
  apiGarageRemark,
  apiGarageVehicle,
} from './account-payloads';
import { requiredText, chosenId, recordId, optionalId, optionalText } from './fields';
import { envelope, operations } from './operation';
import { apiCountry } from './service';
import { recordOperations } from './records';

export const FIRST_CAR_YEAR = 1950;
/** 17 characters: letters and digits, no I, O or Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const GARAGE_MSG = {
  vin: 'The VIN must be 17 letters and digits (no I, O or Q)',
  year: (last: number) => `Please enter a 4-digit year from ${FIRST_CAR_YEAR} to ${last}`,
  modelOfOtherMake: (make: string) => `The chosen model is not a model of ${make}`,
  duplicateVin: 'A vehicle with this VIN is already in your garage',
  inUse: 'This vehicle has car issues and cannot be deleted',
} as const;

/**
 * What the garage's add takes. The model and the year are required when no model option is
 * chosen (garage_maker_id 0); the year is then four digits from 1950 to next year (a rule of
 * the clock, checked after the schema).
 */
export const garageForm = z.object({
  garage_car_make: requiredText('garage_car_make', ACCOUNT_MESSAGES.carMakeRequired, 64).meta({
    description: 'One of the makes listed (any case; stored as listed).',
  }),
  garage_maker_id: optionalId('garage_maker_id').meta({
    description:
      'A model option of the make (its model, name and year replace what was typed), or 0 when typed.',
  }),
  garage_car_model: optionalText('garage_car_model', 100).meta({
    description: `Required when garage_maker_id is 0 ("${ACCOUNT_MESSAGES.carModelRequired}").`,
  }),
  garage_car_name: optionalText('garage_car_name', 100),
  garage_car_year: optionalText('garage_car_year', 16).meta({
    description: `Required when garage_maker_id is 0 ("${ACCOUNT_MESSAGES.carYearRequired}"): four digits from ${FIRST_CAR_YEAR} to next year.`,
  }),
  garage_displacement: optionalText('garage_displacement', 20),
  garage_drive_type_id: optionalId('garage_drive_type_id'),
  garage_vin: requiredText('garage_vin', ACCOUNT_MESSAGES.vinRequired, 64)
    .refine(
      (vin) => vin.trim() === '' || VIN_PATTERN.test(vin.trim().toUpperCase()),
      GARAGE_MSG.vin,
    )
    .meta({ description: '17 letters and digits without I, O or Q (stored upper-case).' }),
  country_id: chosenId('country_id', ACCOUNT_MESSAGES.soldInCountryRequired),
  garage_remarks: requiredText('garage_remarks', ACCOUNT_MESSAGES.ownerRemarkRequired, 200).meta({
    description: 'The car owner remark: one of the list or free text.',
  }),
});

/** What the POST edit takes: the record's id and the form. */
export const garageEditForm = z.object({ garage_id: recordId('garage_id'), ...garageForm.shape });

const camry = {
  garage_id: 2,
  garage_car_make: 'Toyota',
  garage_maker_id: 1,
  garage_car_model: 'Camry',
  garage_car_name: 'Camry 2.5 LE',
  garage_car_year: '2019',
  garage_displacement: '2.5L',
  garage_drive_type_id: 1,
  garage_drive_type_name: 'FWD',
  garage_vin: '4T1R6TA03KK046320',
  country_id: 1,
  country_name: 'United States',
  garage_remarks: 'Daily driver',
};
const audi = {
  garage_id: 11,
  garage_car_make: 'Audi',
  garage_maker_id: 39,
  garage_car_model: 'A4',
  garage_car_name: 'A4 2.0 TFSI quattro',
  garage_car_year: '2018',
  garage_displacement: '2.0L',
  garage_drive_type_id: 3,
  garage_drive_type_name: 'AWD',
  garage_vin: 'WAUDWNXK7JS399433',
  country_id: 1,
  country_name: 'United States',
  garage_remarks: 'Weekend car',
};
const { garage_id: _id, garage_drive_type_name: _d, country_name: _c, ...camryForm } = camry;
const newVin = '4T1B11HK5JU123456';

export const GARAGE_OPERATIONS = operations({
  ...recordOperations<GarageAllResponse, GarageKeywordResponse>()('garage', {
    stem: 'garage',
    idField: 'garage_id',
    what: 'vehicle',
    record: apiGarageVehicle,
    options: {
      garage_drive_type_all: z.array(apiDriveType),
      country_all: z.array(apiCountry),
      garage_remarks_all: z.array(apiGarageRemark),
      garage_makername_all: z.array(apiGarageMake),
    },
    form: garageForm,
    editForm: garageEditForm,
    emptyKeyword: ACCOUNT_MESSAGES.garageSearchEmpty,
    searches: 'make, model, name, VIN or remark',
    del: 'GET',
    descriptions: {
      add: `The make, the model option, the drive type and the country must exist (404); a model option of another make answers 400, a VIN already in the customer’s garage 409 ("${GARAGE_MSG.duplicateVin}").`,
      editPost: 'The same rules as adding.',
      del: `A vehicle that car issues refer to cannot be deleted (409: "${GARAGE_MSG.inUse}").`,
    },
    codes: { add: [409], editPost: [409], del: [409] },
    example: {
      records: [audi, camry],
      options: {
        garage_drive_type_all: [{ garage_drive_type_id: 1, garage_drive_type_name: 'FWD' }],
        country_all: [{ country_id: 1, country_name: 'United States' }],
        garage_remarks_all: [{ garage_remarks_name: 'Daily driver' }],
        garage_makername_all: [{ garage_makername_name: 'Toyota' }],
      },
      total: 11,
      add: {
        body: { ...camryForm, garage_vin: newVin, garage_remarks: 'Second car' },
        added: { ...camry, garage_id: 15, garage_vin: newVin, garage_remarks: 'Second car' },
      },
      edit: {
        body: { ...camryForm, garage_id: 2, garage_remarks: 'Family car' },
        saved: { ...camry, garage_remarks: 'Family car' },
      },
      find: camry,
      delId: 11,
      keyword: 'camry',
    },
  }),
  garageMakerAll: {
    summary: 'The model options of a make',
    auth: 'required',
    query: z.object({
      garageMakerName: requiredText('garageMakerName', ACCOUNT_MESSAGES.carMakeRequired, 64).meta({
        description: 'A make as listed by garage_all (any case).',
      }),
    }),
    response: envelope({ garage_maker_all: z.array(apiGarageModel) }),
    codes: [400, 404],
    example: {
      query: { garageMakerName: 'Toyota' },
      response: {
        code: 200,
        msg: 'Success',
        garage_maker_all: [
          {
            garage_maker_id: 1,
            garage_maker_model: 'Camry',
            garage_maker_year: '2019',
            garage_maker_name: 'Camry 2.5 LE',
          },
        ],
      },
    },
  },
});
