import * as yup from 'yup';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';

export interface ProductIssueValues {
  product_id: string;
  product_issues_faultLight: string;
  product_issues_faultCode: string;
}

/** Only the product is required. */
export const productIssueSchema = yup.object({
  product_id: yup.string().required(ACCOUNT_MESSAGES.productRequired),
  product_issues_faultLight: yup.string().trim(),
  product_issues_faultCode: yup.string().trim(),
});
