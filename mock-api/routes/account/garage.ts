/**
 * The garage: the customer's vehicles, ten a page, newest
 * first, and the form's options (makes, each make's model options, drive types, countries,
 * owner remarks).
 *
 * Form rules: the make must be one of the list (any case; stored as listed). A chosen model
 * option (garage_maker_id) must belong to that make, and its model, name and year replace
 * what was typed; with garage_maker_id 0 the customer typed the model (required) and the
 * year (required: four digits from 1950 to next year). The VIN has 17 letters and digits
 * without I, O or Q and is stored upper-case; a VIN already in the customer's garage is
 * refused (409). The sold-in country must exist; the drive type is optional (0 or a known
 * one); the owner remark is free text or one of the list. A vehicle that car issues refer to
 * cannot be deleted (409).
 */
import { chosenId, optionalId, optionalText, recordId, trimmed } from './inputs';
import { countryOptions, findOrFail } from './records';
import type { DeepReadonly } from '../../store/db';
import type { Database, DbGarageModel, DbGarageVehicle } from '../../../src/contract/mock-db';
import { ApiError, CODE } from '../../http/envelope';
import { type FormContext, ownedTable } from './owned-routes';
import { requiredText, validateQuery, yup } from '../../http/validate';
import { type RouteDef, requireSession } from '../types';
import { ACCOUNT_MESSAGES } from '../../../src/contract/account-messages';
import { endpointFolder, VENDOR_ENDPOINTS } from '../../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

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

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/** The form schema; `lastYear` is next year (a new model year is sold before it starts). */
function garageFields(lastYear: number) {
  return {
    garage_car_make: requiredText('garage_car_make', ACCOUNT_MESSAGES.carMakeRequired, 64),
    garage_maker_id: optionalId('garage_maker_id'),
    garage_car_model: optionalText('garage_car_model', 100).when(
      'garage_maker_id',
      ([makerId], schema) =>
        typeof makerId === 'number' && makerId > 0
          ? schema
          : schema.test('required', ACCOUNT_MESSAGES.carModelRequired, (v) => !isBlank(v)),
    ),
    garage_car_name: optionalText('garage_car_name', 100),
    garage_car_year: optionalText('garage_car_year', 16).when(
      'garage_maker_id',
      ([makerId], schema) =>
        typeof makerId === 'number' && makerId > 0
          ? schema
          : schema
              .test('required', ACCOUNT_MESSAGES.carYearRequired, (v) => !isBlank(v))
              .test('year', GARAGE_MSG.year(lastYear), (v) => {
                const year = (v ?? '').trim();
                return (
                  /^\d{4}$/.test(year) && Number(year) >= FIRST_CAR_YEAR && Number(year) <= lastYear
                );
              }),
    ),
    garage_displacement: optionalText('garage_displacement', 20),
    garage_drive_type_id: optionalId('garage_drive_type_id'),
    garage_vin: requiredText('garage_vin', ACCOUNT_MESSAGES.vinRequired, 64).test(
      'vin',
      GARAGE_MSG.vin,
      (v) => VIN_PATTERN.test((v ?? '').trim().toUpperCase()),
    ),
    country_id: chosenId('country_id', ACCOUNT_MESSAGES.soldInCountryRequired),
    garage_remarks: requiredText('garage_remarks', ACCOUNT_MESSAGES.ownerRemarkRequired, 200),
  };
}

const garageBody = (lastYear: number) => yup.object(garageFields(lastYear));
const garageEditBody = (lastYear: number) =>
  yup.object({ garage_id: recordId('garage_id'), ...garageFields(lastYear) });

type GarageInput = yup.InferType<ReturnType<typeof garageBody>>;

const makerQuery = yup.object({
  garageMakerName: requiredText('garageMakerName', ACCOUNT_MESSAGES.carMakeRequired, 64),
});

/** The makes, A to Z. */
function makeNames(data: Data): string[] {
  return [...new Set((data.garage_models ?? []).map((m) => m.garage_makername_name))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** A make as listed, by name in any case (404 when unknown). */
function findMake(data: Data, name: string): string {
  const wanted = name.trim().toLowerCase();
  return findOrFail(
    makeNames(data),
    (m) => m.toLowerCase() === wanted,
    `No car make named ${name.trim()}`,
  );
}

function modelsOf(data: Data, make: string): DeepReadonly<DbGarageModel>[] {
  return (data.garage_models ?? [])
    .filter((m) => m.garage_makername_name === make)
    .sort((a, b) => a.garage_maker_id - b.garage_maker_id);
}

/** The stored fields of a garage form (checks the options; fills the names in). */
function garageValues(data: Data, input: GarageInput, { uId, editing }: FormContext) {
  const make = findMake(data, input.garage_car_make);
  let model = trimmed(input.garage_car_model);
  let name = trimmed(input.garage_car_name);
  let year = trimmed(input.garage_car_year);
  if (input.garage_maker_id > 0) {
    const option = findOrFail(
      data.garage_models,
      (m) => m.garage_maker_id === input.garage_maker_id,
      `No car model with garage_maker_id ${input.garage_maker_id}`,
    );
    if (option.garage_makername_name !== make) {
      throw new ApiError(CODE.badRequest, GARAGE_MSG.modelOfOtherMake(make));
    }
    model = option.garage_maker_model;
    name = option.garage_maker_name;
    year = option.garage_maker_year;
  }
  let driveName = '';
  if (input.garage_drive_type_id > 0) {
    const drive = findOrFail(
      data.drive_types,
      (d) => d.garage_drive_type_id === input.garage_drive_type_id,
      `No drive type with garage_drive_type_id ${input.garage_drive_type_id}`,
    );
    driveName = drive.garage_drive_type_name;
  }
  const country = findOrFail(
    data.countries,
    (c) => c.country_id === input.country_id,
    `No country with country_id ${input.country_id}`,
  );
  const vin = input.garage_vin.trim().toUpperCase();
  const duplicate = (data.garages ?? []).some(
    (g) => g.uId === uId && g.garage_vin === vin && g.garage_id !== editing,
  );
  if (duplicate) throw new ApiError(CODE.conflict, GARAGE_MSG.duplicateVin);
  return {
    garage_car_make: make,
    garage_maker_id: input.garage_maker_id,
    garage_car_model: model,
    garage_car_name: name,
    garage_car_year: year,
    garage_displacement: trimmed(input.garage_displacement),
    garage_drive_type_id: input.garage_drive_type_id,
    garage_drive_type_name: driveName,
    garage_vin: vin,
    country_id: country.country_id,
    country_name: country.country_name,
    garage_remarks: input.garage_remarks.trim(),
  };
}

const lastYearOf = (now: Date) => now.getUTCFullYear() + 1;

const garages = ownedTable<DbGarageVehicle, 'garage_id'>({
  base: endpointFolder(VENDOR_ENDPOINTS.garage.garageAll),
  name: 'garage',
  table: 'garages',
  idField: 'garage_id',
  what: 'vehicle',
});

export const garageRoutes: RouteDef[] = [
  garages.list({
    summary:
      "A page of the customer's vehicles (newest first) with the drive types, countries, remarks and makes",
    options: (data) => ({
      garage_drive_type_all: [...(data.drive_types ?? [])]
        .sort((a, b) => a.garage_drive_type_id - b.garage_drive_type_id)
        .map((d) => ({ ...d })),
      country_all: countryOptions(data),
      garage_remarks_all: (data.garage_remarks ?? []).map((r) => ({
        garage_remarks_name: r.garage_remarks_name,
      })),
      garage_makername_all: makeNames(data).map((name) => ({ garage_makername_name: name })),
    }),
  }),
  {
    method: 'GET',
    path: VENDOR_ENDPOINTS.garage.garageMakerAll.path,
    auth: true,
    summary: 'The model options of a make (?garageMakerName): garage_maker_all',
    handler: async (args) => {
      requireSession(args);
      const query = await validateQuery(makerQuery, args.req.query);
      const data = args.ctx.db.data;
      const make = findMake(data, query.garageMakerName);
      return {
        garage_maker_all: modelsOf(data, make).map((m) => ({
          garage_maker_id: m.garage_maker_id,
          garage_maker_model: m.garage_maker_model,
          garage_maker_year: m.garage_maker_year,
          garage_maker_name: m.garage_maker_name,
        })),
      };
    },
  },
  garages.add({
    summary: 'Adds a vehicle to the garage (the garage record without garage_id)',
    form: (now) => garageBody(lastYearOf(now)),
    values: garageValues,
  }),
  garages.keyword({
    summary:
      "Searches the customer's vehicles by make, model, name, VIN or remark {goodsVerifyKeyword, page}",
    emptyMessage: ACCOUNT_MESSAGES.garageSearchEmpty,
    fields: (row) => [
      row.garage_car_make,
      row.garage_car_model,
      row.garage_car_name,
      row.garage_vin,
      row.garage_remarks,
    ],
  }),
  garages.find({ summary: "One of the customer's vehicles: garage_find" }),
  garages.edit({
    summary: "Changes one of the customer's vehicles {garage_id, ...the garage fields}",
    form: (now) => garageEditBody(lastYearOf(now)),
    values: garageValues,
  }),
  garages.remove({
    summary: "Deletes one of the customer's vehicles (?garage_id), unless car issues use it",
    method: 'GET',
    check: (row, data) => {
      if ((data.car_issues ?? []).some((i) => i.garage_id === row.garage_id)) {
        throw new ApiError(CODE.conflict, GARAGE_MSG.inUse);
      }
    },
  }),
];
