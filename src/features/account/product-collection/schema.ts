/** The box add/edit form: model and warranty period are required. */
import { object, string } from 'yup';
import type { ApiProductRecord, ProductInput } from '@/contract/account-api-types';
import { selectId, toApiDay, toInputDay } from '../format';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';

export interface ProductFormValues {
  /** The model's id as the select holds it ('' for none). */
  goods_model_id: string;
  product_serialNumber: string;
  /** The date input's `yyyy-MM-dd`. */
  product_warrantyPeriod: string;
}

export const PRODUCT_INITIAL_VALUES: ProductFormValues = {
  goods_model_id: '',
  product_serialNumber: '',
  product_warrantyPeriod: '',
};

export const productSchema = object({
  goods_model_id: string().required(ACCOUNT_MESSAGES.productModelRequired),
  // No rule is given for the serial.
  product_serialNumber: string(),
  product_warrantyPeriod: string().required(ACCOUNT_MESSAGES.warrantyPeriodRequired),
});

export function productInput(values: ProductFormValues): ProductInput {
  return {
    goods_model_id: Number(values.goods_model_id),
    product_serialNumber: values.product_serialNumber.trim(),
    product_warrantyPeriod: toApiDay(values.product_warrantyPeriod),
  };
}

export function productFormValues(record: ApiProductRecord): ProductFormValues {
  return {
    goods_model_id: selectId(record.goods_model_id),
    product_serialNumber: record.product_serialNumber ?? '',
    product_warrantyPeriod: toInputDay(record.product_warrantyPeriod ?? ''),
  };
}
