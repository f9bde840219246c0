/** The order add/edit form: every field is required. */
import { object, string } from 'yup';
import type { ApiOrderRecord, OrderInput } from '@/contract/account-api-types';
import { selectId, toApiDay, toInputDay } from '../format';
import { requiredText } from '@/components/form/rules';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';

export interface OrderFormValues {
  /** Ids as the selects hold them ('' for none). */
  platform_id: string;
  order_service_number: string;
  /** The date input's `yyyy-MM-dd`. */
  order_service_date: string;
  goods_model_id: string;
  order_service_serialnumber: string;
}

export const ORDER_INITIAL_VALUES: OrderFormValues = {
  platform_id: '',
  order_service_number: '',
  order_service_date: '',
  goods_model_id: '',
  order_service_serialnumber: '',
};

export const orderSchema = object({
  platform_id: string().required(ACCOUNT_MESSAGES.platformRequired),
  order_service_number: requiredText(ACCOUNT_MESSAGES.orderNumberRequired),
  order_service_date: string().required(ACCOUNT_MESSAGES.orderDateRequired),
  goods_model_id: string().required(ACCOUNT_MESSAGES.productModelRequired),
  order_service_serialnumber: requiredText(ACCOUNT_MESSAGES.orderSerialRequired),
});

export function orderInput(values: OrderFormValues): OrderInput {
  return {
    platform_id: Number(values.platform_id),
    order_service_number: values.order_service_number.trim(),
    order_service_date: toApiDay(values.order_service_date),
    goods_model_id: Number(values.goods_model_id),
    order_service_serialnumber: values.order_service_serialnumber.trim(),
  };
}

export function orderFormValues(record: ApiOrderRecord): OrderFormValues {
  return {
    platform_id: selectId(record.platform_id),
    order_service_number: record.order_service_number ?? '',
    order_service_date: toInputDay(record.order_service_date ?? ''),
    goods_model_id: selectId(record.goods_model_id),
    order_service_serialnumber: record.order_service_serialnumber ?? '',
  };
}
