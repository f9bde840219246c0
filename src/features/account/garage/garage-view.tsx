/** Garage: the customer's vehicles, and which of their tools covers each. */
import { FIRST_STEPS } from '../first-steps';
import { recordPageConfig, RecordTablePage } from '../components/record-table-page';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';
import { GarageFields } from './components/garage-fields';
import { GARAGE_INITIAL_VALUES, garageFormValues, garageInput, garageSchema } from './schema';
import { GARAGE_ENDPOINTS } from '@/contract/vendor-endpoints/garage';
import { GarageCoverage } from '../coverage-matrix/components/garage-coverage';

const garagePageConfig = recordPageConfig({
  endpoints: {
    all: GARAGE_ENDPOINTS.garageAll,
    keyword: GARAGE_ENDPOINTS.garageKeyword,
    add: GARAGE_ENDPOINTS.garageAdd,
    editGet: GARAGE_ENDPOINTS.garageEditGet,
    editPost: GARAGE_ENDPOINTS.garageEditPost,
    del: GARAGE_ENDPOINTS.garageDel,
  },
  stem: 'garage',
  tableLabel: 'Garage',
  firstStep: FIRST_STEPS.garage,
  searchLabel: 'Garage',
  searchEmpty: ACCOUNT_MESSAGES.garageSearchEmpty,
  columns: [
    { id: 'make', label: 'Car Make', render: (row) => row.garage_car_make },
    { id: 'model', label: 'Car Model', render: (row) => row.garage_car_model },
    { id: 'name', label: 'Car Name', render: (row) => row.garage_car_name },
    { id: 'year', label: 'Year', render: (row) => row.garage_car_year },
    { id: 'displacement', label: 'Displacement', render: (row) => row.garage_displacement },
    { id: 'drive', label: 'Wheel Type', render: (row) => row.garage_drive_type_name },
    { id: 'vin', label: 'VIN', render: (row) => row.garage_vin },
    { id: 'country', label: 'Sold In Country', render: (row) => row.country_name },
    { id: 'remark', label: 'Car Owner Remark', render: (row) => row.garage_remarks },
  ],
  form: {
    addTitle: 'Add Vehicle',
    editTitle: 'Edit Vehicle',
    initialValues: GARAGE_INITIAL_VALUES,
    schema: garageSchema,
    Fields: GarageFields,
    toValues: (record, all) => garageFormValues(record, all?.garage_remarks_all),
    toBody: garageInput,
  },
});

/** The spec's table, then which of the customer's tools covers which car (loaded lazily). */
export default function GarageView() {
  return (
    <>
      <RecordTablePage config={garagePageConfig} />
      <GarageCoverage />
    </>
  );
}
