/**
 * The garage dialog's fields: the make loads its models; choosing a model copies its model,
 * name and year (still editable); a new make clears them. The owner remark is chosen from
 * the list or typed, by a toggle that clears it.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { GarageAllResponse } from '@/contract/account-api-types';
import { useAccountQuery } from '../../api/account-query';
import { FormikSelect, FormikTextField } from '@/components/form/formik-fields';
import { fieldOptions } from '../../components/record-form-fields';
import type { RecordFieldsProps } from '../../components/record-table-page';
import type { GarageFormValues } from '../schema';
import { GARAGE_ENDPOINTS } from '@/contract/vendor-endpoints/garage';

export function GarageFields({
  formik,
  all,
}: RecordFieldsProps<GarageAllResponse, GarageFormValues>) {
  const { values, setValues } = formik;
  const make = values.garage_car_make;
  const models = useAccountQuery(
    GARAGE_ENDPOINTS.garageMakerAll,
    make ? { garageMakerName: make } : null,
    { enabled: make !== '' },
  );
  // While another make's models load, the previous make's list is not offered.
  const modelList = models.isLoading ? [] : (models.data?.garage_maker_all ?? []);

  const chooseMake = (next: string) =>
    void setValues({
      ...values,
      garage_car_make: next,
      garage_maker_id: '',
      garage_car_model: '',
      garage_car_name: '',
      garage_car_year: '',
    });

  const chooseModel = (id: string) => {
    const model = modelList.find((option) => String(option.garage_maker_id) === id);
    void setValues(
      model
        ? {
            ...values,
            garage_maker_id: id,
            garage_car_model: model.garage_maker_model,
            garage_car_name: model.garage_maker_name,
            garage_car_year: model.garage_maker_year,
          }
        : { ...values, garage_maker_id: '' },
    );
  };

  const toggleRemark = (typed: boolean) =>
    void setValues({ ...values, remark_typed: typed, garage_remarks: '' });

  const modelPlaceholder = !make
    ? 'Select a car make first'
    : models.isLoading
      ? 'Loading models…'
      : 'Select a model';

  return (
    <>
      <FormikSelect
        formik={formik}
        name="garage_car_make"
        label="Car make"
        required
        placeholder="Select a car make"
        options={fieldOptions(
          all?.garage_makername_all,
          'garage_makername_name',
          'garage_makername_name',
        )}
        onChange={chooseMake}
      />
      <FormikSelect
        formik={formik}
        name="garage_maker_id"
        label="Model list"
        disabled={!make}
        placeholder={modelPlaceholder}
        options={modelList.map((option) => ({
          value: String(option.garage_maker_id),
          label: [option.garage_maker_model, option.garage_maker_year].filter(Boolean).join(' '),
        }))}
        onChange={chooseModel}
      />
      <FormikTextField formik={formik} name="garage_car_model" label="Car model" required />
      <FormikTextField formik={formik} name="garage_car_name" label="Car name" />
      <FormikTextField formik={formik} name="garage_car_year" label="Year" required />
      <FormikTextField formik={formik} name="garage_displacement" label="Displacement" />
      <FormikSelect
        formik={formik}
        name="garage_drive_type_id"
        label="Wheel type"
        placeholder="Select a wheel type"
        options={fieldOptions(
          all?.garage_drive_type_all,
          'garage_drive_type_id',
          'garage_drive_type_name',
        )}
      />
      <FormikTextField formik={formik} name="garage_vin" label="VIN" required maxLength={50} />
      <FormikSelect
        formik={formik}
        name="country_id"
        label="Sold in country"
        required
        placeholder="Select a country"
        options={fieldOptions(all?.country_all, 'country_id', 'country_name')}
      />
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch
              checked={values.remark_typed}
              onChange={(event) => toggleRemark(event.target.checked)}
            />
          }
          label="Type my own remark"
        />
        {values.remark_typed ? (
          <FormikTextField
            formik={formik}
            name="garage_remarks"
            label="Car owner remark"
            required
            maxLength={500}
          />
        ) : (
          <FormikSelect
            formik={formik}
            name="garage_remarks"
            label="Car owner remark"
            required
            placeholder="Select a remark"
            options={fieldOptions(
              all?.garage_remarks_all,
              'garage_remarks_name',
              'garage_remarks_name',
            )}
          />
        )}
      </Stack>
    </>
  );
}
