/**
 * recordPageConfig takes its types from the entries it is given: the row from the list
 * entry's `<stem>_all`, the dialogs' options from its answer, the form's values from the
 * initial values. Nothing is restated at the call.
 */
import { recordPageConfig } from '@/features/account/components/record-table-page';
import type { ApiGarageVehicle } from '@/contract/account-api-types';
import { GARAGE_ENDPOINTS } from '@/contract/vendor-endpoints/garage';
import { FIRST_STEPS } from '@/features/account/first-steps';
import {
  GARAGE_INITIAL_VALUES,
  garageFormValues,
  garageInput,
  garageSchema,
} from '@/features/account/garage/schema';

const endpoints = {
  all: GARAGE_ENDPOINTS.garageAll,
  keyword: GARAGE_ENDPOINTS.garageKeyword,
  add: GARAGE_ENDPOINTS.garageAdd,
  editGet: GARAGE_ENDPOINTS.garageEditGet,
  editPost: GARAGE_ENDPOINTS.garageEditPost,
  del: GARAGE_ENDPOINTS.garageDel,
};

const row = { garage_id: 7, garage_vin: 'VIN1' } as ApiGarageVehicle;

it('infers the row, the options and the values from the entries (checked by tsc)', () => {
  const config = recordPageConfig({
    endpoints,
    stem: 'garage',
    tableLabel: 'Garage',
    firstStep: FIRST_STEPS.garage,
    searchLabel: 'Garage',
    searchEmpty: 'empty',
    columns: [
      { id: 'vin', label: 'VIN', render: (row) => row.garage_vin },
      // @ts-expect-error: a garage row has no serial number
      { id: 'serial', label: 'Serial', render: (row) => row.goods_verify_serialnumber },
    ],
    form: {
      addTitle: 'Add',
      editTitle: 'Edit',
      initialValues: GARAGE_INITIAL_VALUES,
      schema: garageSchema,
      Fields: () => null,
      // The options come from the list entry's answer.
      toValues: (record, all) => garageFormValues(record, all?.garage_remarks_all),
      toBody: garageInput,
    },
  });
  expect(config.idParam).toBe('garage_id');
  expect(config.list.all).toBe(GARAGE_ENDPOINTS.garageAll);
  expect(config.form.recordOf({ code: 200, msg: 'ok', garage_find: row })).toBe(row);
  expect(config.rowId(row)).toBe(7);
});
