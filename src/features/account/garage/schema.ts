/**
 * The garage add/edit form: make, model, year, VIN, sold-in
 * country and owner remark are required; displacement and wheel type are optional.
 */
import { boolean, object, string } from 'yup';
import type { ApiGarageRemark, ApiGarageVehicle, GarageInput } from '@/contract/account-api-types';
import { requiredText } from '@/components/form/rules';
import { selectId } from '../format';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';

export interface GarageFormValues {
  garage_car_make: string;
  /** The chosen model option's id ('' when none was chosen). */
  garage_maker_id: string;
  garage_car_model: string;
  garage_car_name: string;
  garage_car_year: string;
  garage_displacement: string;
  /** Ids as the selects hold them ('' for none). */
  garage_drive_type_id: string;
  garage_vin: string;
  country_id: string;
  garage_remarks: string;
  /** The remark is typed freely rather than chosen from the list. */
  remark_typed: boolean;
}

export const GARAGE_INITIAL_VALUES: GarageFormValues = {
  garage_car_make: '',
  garage_maker_id: '',
  garage_car_model: '',
  garage_car_name: '',
  garage_car_year: '',
  garage_displacement: '',
  garage_drive_type_id: '',
  garage_vin: '',
  country_id: '',
  garage_remarks: '',
  remark_typed: false,
};

export const garageSchema = object({
  garage_car_make: string().required(ACCOUNT_MESSAGES.carMakeRequired),
  garage_maker_id: string(),
  garage_car_model: requiredText(ACCOUNT_MESSAGES.carModelRequired),
  garage_car_name: string(),
  garage_car_year: requiredText(ACCOUNT_MESSAGES.carYearRequired),
  garage_displacement: string(),
  garage_drive_type_id: string(),
  garage_vin: requiredText(ACCOUNT_MESSAGES.vinRequired),
  country_id: string().required(ACCOUNT_MESSAGES.soldInCountryRequired),
  garage_remarks: requiredText(ACCOUNT_MESSAGES.ownerRemarkRequired),
  remark_typed: boolean(),
});

function idOrZero(value: string): number {
  return value === '' ? 0 : Number(value);
}

export function garageInput(values: GarageFormValues): GarageInput {
  return {
    garage_car_make: values.garage_car_make,
    garage_maker_id: idOrZero(values.garage_maker_id),
    garage_car_model: values.garage_car_model.trim(),
    garage_car_name: values.garage_car_name.trim(),
    garage_car_year: values.garage_car_year.trim(),
    garage_displacement: values.garage_displacement.trim(),
    garage_drive_type_id: idOrZero(values.garage_drive_type_id),
    garage_vin: values.garage_vin.trim(),
    country_id: Number(values.country_id),
    garage_remarks: values.garage_remarks.trim(),
  };
}

/** A stored vehicle as the form shows it; a remark not in the list opens as typed. */
export function garageFormValues(
  record: ApiGarageVehicle,
  remarks: readonly ApiGarageRemark[] | undefined,
): GarageFormValues {
  const remark = record.garage_remarks ?? '';
  return {
    garage_car_make: record.garage_car_make ?? '',
    garage_maker_id: selectId(record.garage_maker_id),
    garage_car_model: record.garage_car_model ?? '',
    garage_car_name: record.garage_car_name ?? '',
    garage_car_year: record.garage_car_year ?? '',
    garage_displacement: record.garage_displacement ?? '',
    garage_drive_type_id: selectId(record.garage_drive_type_id),
    garage_vin: record.garage_vin ?? '',
    country_id: selectId(record.country_id),
    garage_remarks: remark,
    remark_typed:
      remark !== '' &&
      remarks !== undefined &&
      !remarks.some((option) => option.garage_remarks_name === remark),
  };
}
