/** The customer's warranty claims (RMA) under /api/ProductWarranty/. */
import { z } from 'zod';
import type { WarrantyAllResponse, WarrantyKeywordResponse } from '../account-api-types';
import { ACCOUNT_MESSAGES } from '../account-messages';
import {
  apiClaimType,
  apiLogisticsType,
  apiProductOption,
  apiWarrantyClaim,
} from './account-payloads';
import { MAX_TEXT, requiredText, chosenId, MAX_TRACKING, optionalText, recordId } from './fields';
import { operations } from './operation';
import { recordOperations } from './records';

export const CLAIM_MSG = {
  added: 'Added successfully',
  submitted: 'Submitted successfully',
  deleted: 'Deleted successfully',
  logisticsNotApproved:
    'The return logistics can be entered only once the claim is approved and before the product is returned',
  deleteNotUnderReview: 'Only a claim under review can be deleted',
} as const;

/** A new claim: the product and the claim type (the wizard's steps 0 and 1). */
export const claimForm = z.object({
  product_id: chosenId('product_id', ACCOUNT_MESSAGES.claimProductRequired),
  product_warranty_claim_type_id: chosenId(
    'product_warranty_claim_type_id',
    ACCOUNT_MESSAGES.claimTypeRequired,
  ),
  product_warranty_content: optionalText('product_warranty_content', MAX_TEXT).meta({
    description: 'The product’s model name; the server sets it from the product whatever is sent.',
  }),
});

/** The customer's return logistics: the only part of a claim a customer may change. */
export const claimLogisticsForm = z.object({
  product_warranty_id: recordId('product_warranty_id'),
  product_warranty_custom_logistics_type_id: chosenId(
    'product_warranty_custom_logistics_type_id',
    ACCOUNT_MESSAGES.logisticsMethodRequired,
  ),
  product_warranty_custom_logisticsNumber: requiredText(
    'product_warranty_custom_logisticsNumber',
    ACCOUNT_MESSAGES.logisticsNumberRequired,
    MAX_TRACKING,
  ),
});

const none = {
  product_warranty_rmaCode: '',
  product_warranty_returnAddress: '',
  product_warranty_custom_logistics_type_id: 0,
  product_warranty_custom_logistics_type_name: '',
  product_warranty_custom_logisticsNumber: '',
  product_warranty_company_logistics_type_name: '',
  product_warranty_company_logisticsNumber: '',
};
const underReview = {
  product_warranty_id: 11,
  product_id: 14,
  product_warranty_content: 'TS100 Tire Pressure Checker',
  product_warranty_claim_type_id: 1,
  product_warranty_claim_type_name: 'Repair',
  product_warranty_examine_id: 1,
  ...none,
  product_warranty_addTime: '2026/05/30 07:20:41',
} as const;
const approved = {
  product_warranty_id: 8,
  product_id: 12,
  product_warranty_content: 'BF100 Brake Fluid Tester',
  product_warranty_claim_type_id: 1,
  product_warranty_claim_type_name: 'Repair',
  product_warranty_examine_id: 2,
  ...none,
  product_warranty_rmaCode: 'RMA-2026-000008',
  product_warranty_returnAddress:
    'Diagtools Returns Center (RMA), 1200 Innovation Way, Suite 300, Austin, TX 78701, USA',
  product_warranty_addTime: '2026/05/18 12:38:15',
} as const;

export const PRODUCT_WARRANTY_OPERATIONS = operations(
  recordOperations<WarrantyAllResponse, WarrantyKeywordResponse>()('productWarranty', {
    stem: 'product_warranty',
    idField: 'product_warranty_id',
    what: 'warranty claim',
    record: apiWarrantyClaim,
    options: {
      product_all: z.array(apiProductOption),
      product_warranty_claim_type_all: z.array(apiClaimType),
      product_warranty_custom_logistics_type_all: z.array(apiLogisticsType),
    },
    form: claimForm,
    editForm: claimLogisticsForm,
    emptyKeyword: ACCOUNT_MESSAGES.claimSearchEmpty,
    searches: 'model name, claim type or RMA code',
    keywordAnswer: 'warrantyClaim_service_all',
    del: 'GET',
    descriptions: {
      add: 'The product must be the customer’s and the claim type must exist. A new claim is under review (status 1); only the server moves the status: 2 Approved (with the RMA code and return address), 3 Review failed, 4 Product Returned, 5 Product Repaired, 6 Sent Replacement.',
      editPost: `Saves the customer’s return logistics (method and tracking number), nothing else, and only while the claim is approved (status 2; else 403: "${CLAIM_MSG.logisticsNotApproved}").`,
      del: `Only a claim under review (status 1) can be deleted (else 403: "${CLAIM_MSG.deleteNotUnderReview}").`,
    },
    example: {
      records: [underReview, approved],
      options: {
        product_all: [
          {
            product_id: 14,
            goods_model_name: 'TS100 Tire Pressure Checker',
            product_serialNumber: 'TS1T2602710004',
            product_warrantyPeriod: '2028/03/27',
          },
        ],
        product_warranty_claim_type_all: [
          { product_warranty_claim_type_id: 1, product_warranty_claim_type_name: 'Repair' },
        ],
        product_warranty_custom_logistics_type_all: [
          {
            product_warranty_custom_logistics_type_id: 1,
            product_warranty_custom_logistics_type_name: 'UPS',
          },
        ],
      },
      total: 9,
      add: {
        body: { product_id: 14, product_warranty_claim_type_id: 2 },
        added: {
          ...underReview,
          product_warranty_id: 12,
          product_warranty_claim_type_id: 2,
          product_warranty_claim_type_name: 'Replacement',
          product_warranty_addTime: '2026/05/31 09:12:00',
        },
      },
      edit: {
        msg: CLAIM_MSG.submitted,
        body: {
          product_warranty_id: 8,
          product_warranty_custom_logistics_type_id: 1,
          product_warranty_custom_logisticsNumber: '1Z999AA10123456784',
        },
        saved: {
          ...approved,
          product_warranty_custom_logistics_type_id: 1,
          product_warranty_custom_logistics_type_name: 'UPS',
          product_warranty_custom_logisticsNumber: '1Z999AA10123456784',
        },
      },
      find: approved,
      delId: 11,
      keyword: 'RMA-2026',
    },
  }),
);
