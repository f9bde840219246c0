import * as yup from 'yup';
import { requiredText } from '@/components/form/rules';
import { ACCOUNT_MESSAGES } from '@/contract/account-messages';

export interface CarIssueValues {
  garage_id: string;
  car_issue_content: string;
  car_issue_symptoms: string;
  car_issue_faultLight: string;
  car_issue_faultCode: string;
}

/** Vehicle, issue and fault code are required; symptoms and warning light are free text. */
export const carIssueSchema = yup.object({
  garage_id: yup.string().required(ACCOUNT_MESSAGES.vehicleRequired),
  car_issue_content: requiredText(ACCOUNT_MESSAGES.vehicleIssueRequired),
  car_issue_symptoms: yup.string().trim(),
  car_issue_faultLight: yup.string().trim(),
  car_issue_faultCode: requiredText(ACCOUNT_MESSAGES.faultCodeRequired),
});
