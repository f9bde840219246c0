/**
 * The garage (spec 3, sections 4, 5 and 7): the customer's vehicles, ten a page, newest
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
import { ACCOUNT_MESSAGES } from '../../src/features/account/messages';
import { ownRecord, ownRows, readKeyword, TABLE_ROWS, withoutOwner } from '../account-records';
import type { DeepReadonly } from '../db';
import type { Database, DbGarageModel, DbGarageVehicle } from '../db-schema';
import { ApiError, CODE } from '../envelope';
import { containsText, nextId, paginate } from '../records';
import { requiredText, validateQuery, yup } from '../validate';
import {
  chosenId,
  draftTable,
  listQuery,
  optionalId,
  optionalText,
  queryId,
  readForm,
  RECORD_MSG,
  recordId,
  trimmed,
} from './serials';
import { type RouteDef, requireSession } from './types';

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

const garageId = (row: { garage_id: number }) => row.garage_id;

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
  const make = makeNames(data).find((m) => m.toLowerCase() === wanted);
  if (!make) throw new ApiError(CODE.notFound, `No car make named ${name.trim()}`);
  return make;
}

function modelsOf(data: Data, make: string): DeepReadonly<DbGarageModel>[] {
  return (data.garage_models ?? [])
    .filter((m) => m.garage_makername_name === make)
    .sort((a, b) => a.garage_maker_id - b.garage_maker_id);
}

function countryOptions(data: Data) {
  return [...(data.countries ?? [])]
    .sort((a, b) => a.country_name.localeCompare(b.country_name))
    .map((c) => ({ country_id: c.country_id, country_name: c.country_name }));
}

/** The stored fields of a garage form (checks the options; fills the names in). */
function garageValues(data: Data, input: GarageInput, uId: number, editing: number | null) {
  const make = findMake(data, input.garage_car_make);
  let model = trimmed(input.garage_car_model);
  let name = trimmed(input.garage_car_name);
  let year = trimmed(input.garage_car_year);
  if (input.garage_maker_id > 0) {
    const option = (data.garage_models ?? []).find(
      (m) => m.garage_maker_id === input.garage_maker_id,
    );
    if (!option) {
      throw new ApiError(
        CODE.notFound,
        `No car model with garage_maker_id ${input.garage_maker_id}`,
      );
    }
    if (option.garage_makername_name !== make) {
      throw new ApiError(CODE.badRequest, GARAGE_MSG.modelOfOtherMake(make));
    }
    model = option.garage_maker_model;
    name = option.garage_maker_name;
    year = option.garage_maker_year;
  }
  let driveName = '';
  if (input.garage_drive_type_id > 0) {
    const drive = (data.drive_types ?? []).find(
      (d) => d.garage_drive_type_id === input.garage_drive_type_id,
    );
    if (!drive) {
      throw new ApiError(
        CODE.notFound,
        `No drive type with garage_drive_type_id ${input.garage_drive_type_id}`,
      );
    }
    driveName = drive.garage_drive_type_name;
  }
  const country = (data.countries ?? []).find((c) => c.country_id === input.country_id);
  if (!country) throw new ApiError(CODE.notFound, `No country with country_id ${input.country_id}`);
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

function ownGarage(data: Data, uId: number) {
  return ownRows<DbGarageVehicle>(data.garages ?? [], uId, garageId);
}

function garagePage(rows: readonly DeepReadonly<DbGarageVehicle>[], pageNumber: number) {
  const { page, rows: pageRows } = paginate(rows, pageNumber, TABLE_ROWS);
  return { garage_all: pageRows.map(withoutOwner), page };
}

const lastYearOf = (now: Date) => now.getUTCFullYear() + 1;

export const garageRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/garage/garage_all',
    auth: true,
    summary:
      "A page of the customer's vehicles (newest first) with the drive types, countries, remarks and makes",
    handler: async (args) => {
      const { user } = requireSession(args);
      const query = await validateQuery(listQuery, args.req.query);
      const data = args.ctx.db.data;
      return {
        garage_drive_type_all: [...(data.drive_types ?? [])]
          .sort((a, b) => a.garage_drive_type_id - b.garage_drive_type_id)
          .map((d) => ({ ...d })),
        country_all: countryOptions(data),
        garage_remarks_all: (data.garage_remarks ?? []).map((r) => ({
          garage_remarks_name: r.garage_remarks_name,
        })),
        garage_makername_all: makeNames(data).map((name) => ({ garage_makername_name: name })),
        ...garagePage(ownGarage(data, user.uId), query.page),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/garage/garage_maker_all',
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
  {
    method: 'POST',
    path: '/api/garage/garage_add',
    auth: true,
    summary: 'Adds a vehicle to the garage (the garage record without garage_id)',
    handler: async (args) => {
      const { user } = requireSession(args);
      const now = args.ctx.now();
      const input = await readForm(garageBody(lastYearOf(now)), args.req.body);
      const values = garageValues(args.ctx.db.data, input, user.uId, null);
      const record = await args.ctx.db.update((draft) => {
        const garages = draftTable(draft, 'garages');
        const row: DbGarageVehicle = {
          garage_id: nextId(garages, garageId),
          uId: user.uId,
          ...values,
        };
        garages.push(row);
        return row;
      });
      return { msg: RECORD_MSG.added, garage_find: withoutOwner(record) };
    },
  },
  {
    method: 'POST',
    path: '/api/garage/garage_keyword',
    auth: true,
    summary:
      "Searches the customer's vehicles by make, model, name, VIN or remark {goodsVerifyKeyword, page}",
    handler: async (args) => {
      const { user } = requireSession(args);
      const { needle, page } = await readKeyword(args.req.body, ACCOUNT_MESSAGES.garageSearchEmpty);
      const rows = ownGarage(args.ctx.db.data, user.uId).filter((row) =>
        [
          row.garage_car_make,
          row.garage_car_model,
          row.garage_car_name,
          row.garage_vin,
          row.garage_remarks,
        ].some((field) => containsText(field, needle)),
      );
      return garagePage(rows, page);
    },
  },
  {
    method: 'GET',
    path: '/api/garage/garage_edit',
    auth: true,
    summary: "One of the customer's vehicles: garage_find",
    handler: async (args) => {
      const { user } = requireSession(args);
      const target = await queryId(args.req.query, 'garage_id');
      const row = ownRecord(args.ctx.db.data.garages ?? [], user.uId, target, garageId, 'vehicle');
      return { garage_find: withoutOwner(row) };
    },
  },
  {
    method: 'POST',
    path: '/api/garage/garage_edit',
    auth: true,
    summary: "Changes one of the customer's vehicles {garage_id, ...the garage fields}",
    handler: async (args) => {
      const { user } = requireSession(args);
      const now = args.ctx.now();
      const input = await readForm(garageEditBody(lastYearOf(now)), args.req.body);
      const data = args.ctx.db.data;
      ownRecord(data.garages ?? [], user.uId, input.garage_id, garageId, 'vehicle');
      const values = garageValues(data, input, user.uId, input.garage_id);
      const record = await args.ctx.db.update((draft) => {
        const row = ownRecord(
          draftTable(draft, 'garages'),
          user.uId,
          input.garage_id,
          garageId,
          'vehicle',
        );
        Object.assign(row, values);
        return { ...row };
      });
      return { msg: RECORD_MSG.saved, garage_find: withoutOwner(record) };
    },
  },
  {
    method: 'GET',
    path: '/api/garage/garage_del',
    auth: true,
    summary: "Deletes one of the customer's vehicles (?garage_id), unless car issues use it",
    handler: async (args) => {
      const { user } = requireSession(args);
      const target = await queryId(args.req.query, 'garage_id');
      const data = args.ctx.db.data;
      ownRecord(data.garages ?? [], user.uId, target, garageId, 'vehicle');
      if ((data.car_issues ?? []).some((i) => i.garage_id === target)) {
        throw new ApiError(CODE.conflict, GARAGE_MSG.inUse);
      }
      await args.ctx.db.update((draft) => {
        const garages = draftTable(draft, 'garages');
        ownRecord(garages, user.uId, target, garageId, 'vehicle');
        draft.garages = garages.filter((g) => g.garage_id !== target);
      });
      return { msg: RECORD_MSG.deleted };
    },
  },
];
