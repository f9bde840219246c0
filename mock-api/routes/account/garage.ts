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
import { countryOptions, findOrFail } from './records';
import type { DeepReadonly } from '../../store/db';
import type { Database, DbGarageModel, DbGarageVehicle } from '../../schema/mock-db';
import { ApiError, CODE } from '../../http/envelope';
import { accountRoute, type FormContext, inputText, ownedTable } from './owned-routes';
import { type RouteDef, requireSession } from '../types';
import { ACCOUNT_MESSAGES } from '../../../src/contract/account-messages';
import { endpointFolder, VENDOR_ENDPOINTS } from '../../../src/contract/endpoints';
import type { z } from 'zod';
import {
  FIRST_CAR_YEAR,
  GARAGE_MSG,
  GARAGE_OPERATIONS as operations,
  garageEditForm,
  garageForm,
} from '../../../src/contract/schemas/garage';

type Data = DeepReadonly<Database>;

export { FIRST_CAR_YEAR, GARAGE_MSG };

type GarageInput = z.infer<typeof garageForm>;

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * The typed model and year, required when no model option is chosen (the model asked first);
 * the year is four digits from 1950 to next year (a new model year is sold before it starts).
 */
function checkTypedModel(input: GarageInput, now: Date): void {
  if (input.garage_maker_id > 0) return;
  if (isBlank(input.garage_car_model)) {
    throw new ApiError(CODE.badRequest, ACCOUNT_MESSAGES.carModelRequired);
  }
  if (isBlank(input.garage_car_year)) {
    throw new ApiError(CODE.badRequest, ACCOUNT_MESSAGES.carYearRequired);
  }
  const lastYear = now.getUTCFullYear() + 1;
  const year = (input.garage_car_year ?? '').trim();
  if (!/^\d{4}$/.test(year) || Number(year) < FIRST_CAR_YEAR || Number(year) > lastYear) {
    throw new ApiError(CODE.badRequest, GARAGE_MSG.year(lastYear));
  }
}

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
function garageValues(data: Data, input: GarageInput, { uId, now, editing }: FormContext) {
  checkTypedModel(input, now);
  const make = findMake(data, input.garage_car_make);
  let model = (input.garage_car_model ?? '').trim();
  let name = (input.garage_car_name ?? '').trim();
  let year = (input.garage_car_year ?? '').trim();
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
    garage_displacement: (input.garage_displacement ?? '').trim(),
    garage_drive_type_id: input.garage_drive_type_id,
    garage_drive_type_name: driveName,
    garage_vin: vin,
    country_id: country.country_id,
    country_name: country.country_name,
    garage_remarks: input.garage_remarks.trim(),
  };
}

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
    operation: operations.garageAll,
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
  accountRoute(
    'GET',
    VENDOR_ENDPOINTS.garage.garageMakerAll.path,
    'The model options of a make (?garageMakerName): garage_maker_all',
    operations.garageMakerAll,
    (args) => {
      requireSession(args);
      const data = args.ctx.db.data;
      const make = findMake(data, inputText(args.input, 'garageMakerName'));
      return {
        garage_maker_all: modelsOf(data, make).map((m) => ({
          garage_maker_id: m.garage_maker_id,
          garage_maker_model: m.garage_maker_model,
          garage_maker_year: m.garage_maker_year,
          garage_maker_name: m.garage_maker_name,
        })),
      };
    },
  ),
  garages.add({
    summary: 'Adds a vehicle to the garage (the garage record without garage_id)',
    operation: operations.garageAdd,
    form: garageForm,
    values: garageValues,
  }),
  garages.keyword({
    summary:
      "Searches the customer's vehicles by make, model, name, VIN or remark {goodsVerifyKeyword, page}",
    operation: operations.garageKeyword,
    fields: (row) => [
      row.garage_car_make,
      row.garage_car_model,
      row.garage_car_name,
      row.garage_vin,
      row.garage_remarks,
    ],
  }),
  garages.find({
    summary: "One of the customer's vehicles: garage_find",
    operation: operations.garageEditGet,
  }),
  garages.edit({
    summary: "Changes one of the customer's vehicles {garage_id, ...the garage fields}",
    operation: operations.garageEditPost,
    form: garageEditForm,
    values: garageValues,
  }),
  garages.remove({
    summary: "Deletes one of the customer's vehicles (?garage_id), unless car issues use it",
    operation: operations.garageDel,
    method: 'GET',
    check: (row, data) => {
      if ((data.car_issues ?? []).some((i) => i.garage_id === row.garage_id)) {
        throw new ApiError(CODE.conflict, GARAGE_MSG.inUse);
      }
    },
  }),
];
