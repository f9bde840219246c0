/**
 * The customer's after-sales records as the API answers them (serials, orders, products,
 * warranty claims, garage vehicles, issues and their messages) and the options their forms
 * list. The site's payload types (../account-api-types.ts) are inferred from these.
 */
import { z } from 'zod';
import { CLAIM_STATUS_LABELS } from '../claim-status';

const day = (what: string) =>
  z.string().meta({ description: `${what} (yyyy/MM/dd).`, examples: ['2026/02/05'] });
const dayTime = (what: string) =>
  z
    .string()
    .meta({ description: `${what} (yyyy/MM/dd HH:mm:ss).`, examples: ['2026/04/09 07:37:58'] });

/** An enum of numbers, e.g. the statuses (1 | 2 | ...). */
function codes<const T extends readonly [number, ...number[]]>(values: T, description: string) {
  return z.literal(values).meta({ description });
}

// Options several forms list.

export const apiGoodsModel = z
  .object({ goods_model_id: z.number().int(), goods_model_name: z.string() })
  .meta({ id: 'ApiGoodsModel', description: 'A product model, as the forms list it.' });

export const apiPlatform = z
  .object({ platform_id: z.number().int(), platform_name: z.string() })
  .meta({ id: 'ApiPlatform', description: 'A purchase platform.' });

// Serial numbers.

export const serialValidation = codes([1, 2], '1 validated, 2 not validated.');
export const serialStatus = codes([1, 2, 3], '1 Normal, 2 N/A, 3 Expire.');

export const apiSerialRecord = z
  .object({
    goods_verify_id: z.number().int(),
    goods_model_id: z.number().int(),
    goods_model_name: z.string(),
    goods_verify_serial: z.string(),
    goods_verify_addtime: day('When the serial was registered'),
    goods_validate_id: serialValidation,
    goods_verify_status: serialStatus,
  })
  .meta({ id: 'ApiSerialRecord' });

// Orders.

export const apiOrderRecord = z
  .object({
    order_service_id: z.number().int(),
    platform_id: z.number().int(),
    platform_name: z.string(),
    order_service_number: z.string(),
    order_service_date: day('The order date'),
    goods_model_id: z.number().int(),
    goods_model_name: z.string(),
    order_service_serialnumber: z.string(),
  })
  .meta({ id: 'ApiOrderRecord' });

// Products (boxes).

export const apiProductRecord = z
  .object({
    product_id: z.number().int(),
    goods_model_id: z.number().int(),
    goods_model_name: z.string(),
    product_serialNumber: z.string(),
    product_warrantyPeriod: day('The end of the warranty'),
  })
  .meta({ id: 'ApiProductRecord' });

/** A product as the issue and claim pages list it for their Add dialogs. */
export const apiProductOption = apiProductRecord
  .pick({
    product_id: true,
    goods_model_name: true,
    product_serialNumber: true,
    product_warrantyPeriod: true,
  })
  .meta({
    id: 'ApiProductOption',
    description: 'A product of the customer, as the Add dialogs list it.',
  });

// Issues and their chats (product issues and car issues share these rules).

export const issueStatus = codes([1, 2], '1 Processing (open), 2 Closed.');

const author = {
  user_name: z.string().meta({
    description: 'The writer’s name; empty for a technician (shown as Customer Service).',
  }),
  user_picture: z.string().meta({ description: 'The writer’s picture (a URL).' }),
};

export const apiProductIssue = z
  .object({
    product_issues_id: z.number().int(),
    product_id: z.number().int(),
    product_issues_content: z
      .string()
      .meta({ description: 'The product label: `model | serial | warranty date`.' }),
    product_issues_addTime: dayTime('When the issue was opened'),
    product_issues_status_id: issueStatus,
    product_issues_faultLight: z.string(),
    product_issues_faultCode: z.string(),
  })
  .meta({ id: 'ApiProductIssue' });

export const apiProductIssueMessage = z
  .object({
    product_troubleshootings_id: z.number().int(),
    product_troubleshootings_content: z.string(),
    product_troubleshootings_addTime: dayTime('When the message was sent'),
    ...author,
  })
  .meta({ id: 'ApiProductIssueMessage' });

export const apiCarIssue = z
  .object({
    car_issue_id: z.number().int(),
    garage_id: z.number().int(),
    car_issue_garage: z.string().meta({ description: 'The vehicle label.' }),
    car_issue_content: z.string(),
    car_issue_symptoms: z.string(),
    car_issue_faultLight: z.string(),
    car_issue_faultCode: z.string(),
    car_issue_addTime: dayTime('When the issue was opened'),
    car_issue_status_id: issueStatus,
  })
  .meta({ id: 'ApiCarIssue' });

export const apiCarSuggestion = z
  .object({
    car_suggestions_id: z.number().int(),
    car_suggestions_content: z.string(),
    car_suggestions_addTime: dayTime('When the message was sent'),
    ...author,
  })
  .meta({ id: 'ApiCarSuggestion' });

// Warranty claims.

/** Annotated: the statuses' labels are typed by the status this schema infers. */
const claimStatusDescription: string = [
  Object.entries(CLAIM_STATUS_LABELS)
    .map(([status, label]) => `${status} ${label}`)
    .join(', ') + '.',
  'Only the server changes it. The customer’s View dialog shows seven steps: statuses 1 to 3',
  'open it at step 3 (under review, approved with the RMA code and return address, or review',
  'failed), 4 at step 5 (return logistics submitted), 5 and 6 at step 7 (the company’s repair or',
  'replacement shipment). The return logistics may be entered only in status 2.',
].join(' ');

export const claimStatus = codes([1, 2, 3, 4, 5, 6], claimStatusDescription);

export const apiClaimType = z
  .object({
    product_warranty_claim_type_id: z.number().int(),
    product_warranty_claim_type_name: z.string(),
  })
  .meta({ id: 'ApiClaimType' });

export const apiLogisticsType = z
  .object({
    product_warranty_custom_logistics_type_id: z.number().int(),
    product_warranty_custom_logistics_type_name: z.string(),
  })
  .meta({ id: 'ApiLogisticsType' });

export const apiWarrantyClaim = z
  .object({
    product_warranty_id: z.number().int(),
    product_id: z.number().int(),
    product_warranty_content: z.string().meta({ description: 'The product’s model name.' }),
    product_warranty_claim_type_id: z.number().int(),
    product_warranty_claim_type_name: z.string(),
    product_warranty_examine_id: claimStatus,
    product_warranty_rmaCode: z
      .string()
      .meta({ description: 'Set by the server on approval; empty before.' }),
    product_warranty_returnAddress: z.string(),
    product_warranty_custom_logistics_type_id: z
      .number()
      .int()
      .meta({ description: 'The customer’s return shipment: 0 until submitted.' }),
    product_warranty_custom_logistics_type_name: z.string(),
    product_warranty_custom_logisticsNumber: z.string(),
    product_warranty_company_logistics_type_name: z
      .string()
      .meta({ description: 'The company’s repair or replacement shipment: empty until sent.' }),
    product_warranty_company_logisticsNumber: z.string(),
    product_warranty_addTime: dayTime('When the claim was submitted'),
  })
  .meta({ id: 'ApiWarrantyClaim' });

// Garage.

export const apiDriveType = z
  .object({ garage_drive_type_id: z.number().int(), garage_drive_type_name: z.string() })
  .meta({ id: 'ApiDriveType', description: 'A wheel (drive) type.' });

export const apiGarageMake = z
  .object({ garage_makername_name: z.string() })
  .meta({ id: 'ApiGarageMake', description: 'A car make option.' });

export const apiGarageModel = z
  .object({
    garage_maker_id: z.number().int(),
    garage_maker_model: z.string(),
    garage_maker_year: z.string(),
    garage_maker_name: z.string(),
  })
  .meta({ id: 'ApiGarageModel', description: 'A model option of a make.' });

export const apiGarageRemark = z
  .object({ garage_remarks_name: z.string() })
  .meta({ id: 'ApiGarageRemark', description: 'A car owner remark option.' });

export const apiGarageVehicle = z
  .object({
    garage_id: z.number().int(),
    garage_car_make: z.string(),
    garage_maker_id: z
      .number()
      .int()
      .meta({ description: 'The chosen model option; 0 when typed.' }),
    garage_car_model: z.string(),
    garage_car_name: z.string(),
    garage_car_year: z.string(),
    garage_displacement: z.string(),
    garage_drive_type_id: z.number().int().meta({ description: '0 when not given.' }),
    garage_drive_type_name: z.string(),
    garage_vin: z.string(),
    country_id: z.number().int().meta({ description: 'The sold-in country.' }),
    country_name: z.string(),
    garage_remarks: z.string().meta({ description: 'The car owner remark.' }),
  })
  .meta({ id: 'ApiGarageVehicle' });
