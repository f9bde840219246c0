/** The serial add/edit form: the model is required, the serial is free. */
import { object, string } from 'yup';
import type { ApiSerialRecord, SerialInput } from '@/contract/account-api-types';
import { selectId } from '../format';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';

export interface SerialFormValues {
  /** The model's id as the select holds it ('' for none). */
  goods_model_id: string;
  goods_verify_serial: string;
}

export const SERIAL_INITIAL_VALUES: SerialFormValues = {
  goods_model_id: '',
  goods_verify_serial: '',
};

export const serialSchema = object({
  goods_model_id: string().required(ACCOUNT_MESSAGES.productModelRequired),
  goods_verify_serial: string(),
});

export function serialInput(values: SerialFormValues): SerialInput {
  return {
    goods_model_id: Number(values.goods_model_id),
    goods_verify_serial: values.goods_verify_serial.trim(),
  };
}

export function serialFormValues(record: ApiSerialRecord): SerialFormValues {
  return {
    goods_model_id: selectId(record.goods_model_id),
    goods_verify_serial: record.goods_verify_serial ?? '',
  };
}
