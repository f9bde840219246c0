/** The customer's serial numbers under /api/GoodsVerify/. */
import { z } from 'zod';
import type { SerialAllResponse, SerialKeywordResponse } from '../account-api-types';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { chosenId, recordId, idOnly, MAX_SERIAL, optionalText } from './fields';
import { apiGoodsModel, apiSerialRecord } from './account-payloads';
import { answered, bareEnvelope, operations } from './operation';
import { recordOperations } from './records';

export const SERIAL_MSG = {
  validatedEdit: 'This serial number has been validated and can no longer be edited',
  validatedDelete: 'This serial number has been validated and cannot be deleted: unbind it instead',
  notValidated: 'Only a validated serial number can be unbound',
  expired: 'This serial number has expired and cannot be unbound',
} as const;

/** What a serial form takes (the model is required; the serial text has no rule). */
export const serialForm = z.object({
  goods_model_id: chosenId('goods_model_id', ACCOUNT_MESSAGES.productModelRequired),
  goods_verify_serial: optionalText('goods_verify_serial', MAX_SERIAL),
});

/** What the POST edit takes: the record's id and the form. */
export const serialEditForm = z.object({
  goods_verify_id: recordId('goods_verify_id'),
  ...serialForm.shape,
});

const bt600 = {
  goods_verify_id: 5,
  goods_model_id: 35,
  goods_model_name: 'BT600 Printer Battery Tester',
  goods_verify_serial: 'BT6P2405351697',
  goods_verify_addtime: '2024/08/03',
  goods_validate_id: 1,
  goods_verify_status: 1,
} as const;
const tpms = {
  goods_verify_id: 16,
  goods_model_id: 49,
  goods_model_name: 'TS100 Tire Pressure Checker',
  goods_verify_serial: 'TS1T2602710004',
  goods_verify_addtime: '2026/04/01',
  goods_validate_id: 2,
  goods_verify_status: 2,
} as const;
const cr = {
  goods_verify_id: 14,
  goods_model_id: 23,
  goods_model_name: 'CR400 Bluetooth Reader',
  goods_verify_serial: 'CR4B2511743006',
  goods_verify_addtime: '2026/02/09',
  goods_validate_id: 2,
  goods_verify_status: 1,
} as const;

export const GOODS_VERIFY_OPERATIONS = operations({
  ...recordOperations<SerialAllResponse, SerialKeywordResponse>()('goodsVerify', {
    stem: 'goods_verify',
    idField: 'goods_verify_id',
    what: 'serial number',
    record: apiSerialRecord,
    options: { goods_model_all: z.array(apiGoodsModel) },
    form: serialForm,
    editForm: serialEditForm,
    emptyKeyword: ACCOUNT_MESSAGES.serialSearchEmpty,
    searches: 'serial or model name',
    del: 'POST',
    descriptions: {
      add: 'A new serial number is not validated (goods_validate_id 2) and N/A (goods_verify_status 2).',
      editPost: `Only a serial number that is not validated may be changed (else 403: "${SERIAL_MSG.validatedEdit}").`,
      del: `Only a serial number that is not validated may be deleted (else 403: "${SERIAL_MSG.validatedDelete}").`,
    },
    example: {
      records: [tpms, cr, bt600],
      options: {
        goods_model_all: [{ goods_model_id: 35, goods_model_name: bt600.goods_model_name }],
      },
      total: 14,
      add: {
        body: { goods_model_id: 35, goods_verify_serial: 'BT6P2605000001' },
        added: {
          ...bt600,
          goods_verify_id: 18,
          goods_verify_serial: 'BT6P2605000001',
          goods_verify_addtime: '2026/05/20',
          goods_validate_id: 2,
          goods_verify_status: 2,
        },
      },
      edit: {
        body: { goods_verify_id: 14, goods_model_id: 23, goods_verify_serial: 'CR4B2511743007' },
        saved: { ...cr, goods_verify_serial: 'CR4B2511743007' },
      },
      find: bt600,
      delId: 16,
      keyword: 'BT6P',
    },
  }),
  goodsVerifyUnbind: {
    summary: 'Unbinds a validated serial number: it leaves the customer’s list',
    description: `Only a validated serial number that has not expired may be unbound (else 403: "${SERIAL_MSG.notValidated}" or "${SERIAL_MSG.expired}"). The serial is released and can be registered again.`,
    auth: 'required',
    body: idOnly('goods_verify_id'),
    response: bareEnvelope,
    codes: [400, 403, 404],
    example: { body: { goods_verify_id: 5 }, response: answered('Unbound successfully') },
  },
});
