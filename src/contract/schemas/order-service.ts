/** The customer's purchase orders under /api/OrderService/. */
import { z } from 'zod';
import type { OrderAllResponse, OrderKeywordResponse } from '../account-api-types';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { apiGoodsModel, apiOrderRecord, apiPlatform } from './account-payloads';
import { requiredText, chosenId, recordId, MAX_SERIAL } from './fields';
import { operations } from './operation';
import { recordOperations } from './records';

export const ORDER_MSG = {
  badDate: 'Please select a valid order date (yyyy/MM/dd)',
  futureDate: 'The order date cannot be in the future',
} as const;

/** What an order form takes: every field is required. */
export const orderForm = z.object({
  platform_id: chosenId('platform_id', ACCOUNT_MESSAGES.platformRequired),
  order_service_number: requiredText(
    'order_service_number',
    ACCOUNT_MESSAGES.orderNumberRequired,
    64,
  ),
  order_service_date: requiredText(
    'order_service_date',
    ACCOUNT_MESSAGES.orderDateRequired,
    32,
  ).meta({
    description: `A real day, yyyy/MM/dd, not after tomorrow ("${ORDER_MSG.badDate}", "${ORDER_MSG.futureDate}").`,
  }),
  goods_model_id: chosenId('goods_model_id', ACCOUNT_MESSAGES.productModelRequired),
  order_service_serialnumber: requiredText(
    'order_service_serialnumber',
    ACCOUNT_MESSAGES.orderSerialRequired,
    MAX_SERIAL,
  ),
});

/** What the POST edit takes: the record's id and the form. */
export const orderEditForm = z.object({
  order_service_id: recordId('order_service_id'),
  ...orderForm.shape,
});

const walmart = {
  order_service_id: 13,
  platform_id: 4,
  platform_name: 'Walmart',
  order_service_number: '200006463156235',
  order_service_date: '2026/03/03',
  goods_model_id: 44,
  goods_model_name: 'PG120 Car Paint Tester',
  order_service_serialnumber: 'PG1C2601717859',
};
const aliExpress = {
  order_service_id: 14,
  platform_id: 5,
  platform_name: 'AliExpress',
  order_service_number: '8179847016431709',
  order_service_date: '2026/03/27',
  goods_model_id: 49,
  goods_model_name: 'TS100 Tire Pressure Checker',
  order_service_serialnumber: 'TS1T2602710004',
};
const { order_service_id: _id, platform_name: _p, goods_model_name: _m, ...walmartForm } = walmart;

export const ORDER_SERVICE_OPERATIONS = operations(
  recordOperations<OrderAllResponse, OrderKeywordResponse>()('orderService', {
    stem: 'order_service',
    idField: 'order_service_id',
    what: 'order',
    record: apiOrderRecord,
    options: { platform_all: z.array(apiPlatform), goods_model_all: z.array(apiGoodsModel) },
    form: orderForm,
    editForm: orderEditForm,
    emptyKeyword: ACCOUNT_MESSAGES.orderSearchEmpty,
    searches: 'order #, serial number, model name or platform name',
    del: 'GET',
    descriptions: {
      add: 'The platform and the model must exist (404 otherwise); their names are filled in by the server.',
      editPost: 'The same rules as adding.',
    },
    mockExtensions: {
      add: [
        {
          field: 'order_service_date',
          does: 'Also reads yyyy-MM-dd (stored as yyyy/MM/dd).',
          documentedField: true,
        },
      ],
      editPost: [
        {
          field: 'order_service_date',
          does: 'Also reads yyyy-MM-dd (stored as yyyy/MM/dd).',
          documentedField: true,
        },
      ],
    },
    example: {
      records: [aliExpress, walmart],
      options: {
        platform_all: [{ platform_id: 4, platform_name: 'Walmart' }],
        goods_model_all: [{ goods_model_id: 44, goods_model_name: walmart.goods_model_name }],
      },
      total: 12,
      add: {
        body: {
          ...walmartForm,
          order_service_number: '200006463199999',
          order_service_date: '2026/05/02',
        },
        added: {
          ...walmart,
          order_service_id: 16,
          order_service_number: '200006463199999',
          order_service_date: '2026/05/02',
        },
      },
      edit: {
        body: { ...walmartForm, order_service_id: 13, order_service_date: '2026/03/04' },
        saved: { ...walmart, order_service_date: '2026/03/04' },
      },
      find: walmart,
      delId: 14,
      keyword: 'walmart',
    },
  }),
);
