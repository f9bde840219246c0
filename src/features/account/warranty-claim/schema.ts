import * as yup from 'yup';
import { requiredText } from '@/components/form/rules';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';

export interface LogisticsValues {
  product_warranty_custom_logistics_type_id: string;
  product_warranty_custom_logisticsNumber: string;
}

export const logisticsSchema = yup.object({
  product_warranty_custom_logistics_type_id: yup
    .string()
    .required(ACCOUNT_MESSAGES.logisticsMethodRequired),
  product_warranty_custom_logisticsNumber: requiredText(ACCOUNT_MESSAGES.logisticsNumberRequired),
});
