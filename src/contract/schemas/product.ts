/** The customer's registered products (boxes) under /api/product/. */
import { z } from 'zod';
import type { ProductAllResponse, ProductKeywordResponse } from '../account-api-types';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { apiGoodsModel, apiProductRecord } from './account-payloads';
import { requiredText, chosenId, recordId, MAX_SERIAL, optionalText } from './fields';
import { operations } from './operation';
import { recordOperations } from './records';

export const PRODUCT_MSG = {
  badDate: 'Please select a valid warranty period (yyyy/MM/dd)',
  inUse: 'This product has product issues or warranty claims and cannot be deleted',
} as const;

/** What a product form takes: the model and the warranty's end; the serial is optional. */
export const productForm = z.object({
  goods_model_id: chosenId('goods_model_id', ACCOUNT_MESSAGES.productModelRequired),
  product_warrantyPeriod: requiredText(
    'product_warrantyPeriod',
    ACCOUNT_MESSAGES.warrantyPeriodRequired,
    32,
  ).meta({
    description: `The day the warranty ends: a real day, yyyy/MM/dd (else "${PRODUCT_MSG.badDate}").`,
  }),
  product_serialNumber: optionalText('product_serialNumber', MAX_SERIAL),
});

/** What the POST edit takes: the record's id and the form. */
export const productEditForm = z.object({
  product_id: recordId('product_id'),
  ...productForm.shape,
});

const brakeTester = {
  product_id: 12,
  goods_model_id: 58,
  goods_model_name: 'BF100 Brake Fluid Tester',
  product_serialNumber: 'BF1B2511843318',
  product_warrantyPeriod: '2026/12/29',
};
const tyreChecker = {
  product_id: 14,
  goods_model_id: 49,
  goods_model_name: 'TS100 Tire Pressure Checker',
  product_serialNumber: 'TS1T2602710004',
  product_warrantyPeriod: '2028/03/27',
};
const added = {
  product_id: 16,
  goods_model_id: 35,
  goods_model_name: 'BT600 Printer Battery Tester',
  product_serialNumber: 'BT6P2605000001',
  product_warrantyPeriod: '2028/05/20',
};

export const PRODUCT_OPERATIONS = operations(
  recordOperations<ProductAllResponse, ProductKeywordResponse>()('product', {
    stem: 'product',
    idField: 'product_id',
    what: 'product',
    record: apiProductRecord,
    options: { goods_model_all: z.array(apiGoodsModel) },
    form: productForm,
    editForm: productEditForm,
    emptyKeyword: ACCOUNT_MESSAGES.productSearchEmpty,
    searches: 'model name or serial number',
    del: 'GET',
    descriptions: {
      add: 'The model must exist (404 otherwise); its name is filled in by the server.',
      editPost: 'The same rules as adding.',
      del: `A product that product issues or warranty claims refer to cannot be deleted (409: "${PRODUCT_MSG.inUse}"). Every fixture product of the demo customer is in use: the example deletes the product the add example registers.`,
    },
    codes: { del: [409] },
    mockExtensions: {
      add: [
        {
          field: 'product_warrantyPeriod',
          does: 'Also reads yyyy-MM-dd (stored as yyyy/MM/dd).',
          documentedField: true,
        },
      ],
      editPost: [
        {
          field: 'product_warrantyPeriod',
          does: 'Also reads yyyy-MM-dd (stored as yyyy/MM/dd).',
          documentedField: true,
        },
      ],
    },
    example: {
      records: [tyreChecker, brakeTester],
      options: {
        goods_model_all: [{ goods_model_id: 49, goods_model_name: tyreChecker.goods_model_name }],
      },
      total: 12,
      add: {
        body: {
          goods_model_id: 35,
          product_serialNumber: added.product_serialNumber,
          product_warrantyPeriod: added.product_warrantyPeriod,
        },
        added,
      },
      edit: {
        body: {
          product_id: 12,
          goods_model_id: 58,
          product_serialNumber: 'BF1B2511843318',
          product_warrantyPeriod: '2027/06/29',
        },
        saved: { ...brakeTester, product_warrantyPeriod: '2027/06/29' },
      },
      find: tyreChecker,
      delId: 16,
      keyword: 'TS1T',
    },
  }),
);
