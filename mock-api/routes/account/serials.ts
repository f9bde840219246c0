/**
 * Serial numbers: the customer's registered serials, ten a
 * page, newest first.
 *
 * States: a new serial is not validated (goods_validate_id 2) with status N/A (2). Only a
 * not-validated serial may be edited or deleted; only a validated one that has not expired
 * (goods_verify_status 3) may be unbound. Unbinding releases the serial: the record leaves
 * the customer's list (it is deleted), so the serial can be registered again, by anyone.
 */
import { chosenId, optionalText, recordId, trimmed } from './inputs';
import { findModel, MAX_SERIAL, modelOptions } from './records';
import { formatDay } from '../../../src/contract/day-time';
import type { DeepReadonly } from '../../store/db';
import type { Database, DbSerial } from '../../../src/contract/mock-db';
import { ApiError, CODE } from '../../http/envelope';
import { ownedTable, RECORD_MSG } from './owned-routes';
import { yup } from '../../http/validate';
import type { RouteDef } from '../types';
import { ACCOUNT_MESSAGES } from '../../../src/contract/account-messages';
import { endpointFolder, VENDOR_ENDPOINTS } from '../../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

const serialFields = {
  goods_model_id: chosenId('goods_model_id', ACCOUNT_MESSAGES.productModelRequired),
  goods_verify_serial: optionalText('goods_verify_serial', MAX_SERIAL),
};

const serialBody = yup.object(serialFields);
const serialEditBody = yup.object({
  goods_verify_id: recordId('goods_verify_id'),
  ...serialFields,
});

export const SERIAL_MSG = {
  validatedEdit: 'This serial number has been validated and can no longer be edited',
  validatedDelete: 'This serial number has been validated and cannot be deleted: unbind it instead',
  notValidated: 'Only a validated serial number can be unbound',
  expired: 'This serial number has expired and cannot be unbound',
} as const;

/** Refuses (403, `msg`) a serial that has been validated. */
const refuseValidated = (msg: string) => (row: { goods_validate_id: number }) => {
  if (row.goods_validate_id !== 2) throw new ApiError(CODE.forbidden, msg);
};

/** The model chosen in a serial form and the serial text. */
function serialValues(data: Data, input: yup.InferType<typeof serialBody>) {
  const model = findModel(data, input.goods_model_id);
  return {
    goods_model_id: model.goods_model_id,
    goods_model_name: model.goods_model_name,
    goods_verify_serial: trimmed(input.goods_verify_serial),
  };
}

const serials = ownedTable<DbSerial, 'goods_verify_id'>({
  base: endpointFolder(VENDOR_ENDPOINTS.goodsVerify.goodsVerifyAll),
  name: 'goods_verify',
  table: 'serials',
  idField: 'goods_verify_id',
  what: 'serial number',
});

export const serialRoutes: RouteDef[] = [
  serials.list({
    summary: "A page of the customer's serial numbers (newest first) and the product models",
    options: (data) => ({ goods_model_all: modelOptions(data) }),
  }),
  serials.add({
    summary: 'Registers a serial number {goods_model_id, goods_verify_serial}: not validated, N/A',
    form: () => serialBody,
    values: (data, input, { now }) => ({
      ...serialValues(data, input),
      goods_verify_addtime: formatDay(now),
      goods_validate_id: 2,
      goods_verify_status: 2,
    }),
  }),
  serials.keyword({
    summary: "Searches the customer's serial numbers by serial or model {goodsVerifyKeyword, page}",
    emptyMessage: ACCOUNT_MESSAGES.serialSearchEmpty,
    fields: (row) => [row.goods_verify_serial, row.goods_model_name],
  }),
  serials.find({ summary: "One of the customer's serial numbers: goods_verify_find" }),
  serials.edit({
    summary:
      'Changes a not-validated serial number {goods_verify_id, goods_model_id, goods_verify_serial}',
    form: () => serialEditBody,
    check: refuseValidated(SERIAL_MSG.validatedEdit),
    values: serialValues,
  }),
  serials.remove({
    summary: 'Deletes a not-validated serial number {goods_verify_id}',
    method: 'POST',
    check: refuseValidated(SERIAL_MSG.validatedDelete),
  }),
  serials.remove({
    summary:
      'Unbinds a validated, unexpired serial number {goods_verify_id}: it leaves the list (released)',
    method: 'POST',
    path: 'goods_verify_unbind',
    check: (row) => {
      if (row.goods_validate_id !== 1) throw new ApiError(CODE.forbidden, SERIAL_MSG.notValidated);
      if (row.goods_verify_status === 3) throw new ApiError(CODE.forbidden, SERIAL_MSG.expired);
    },
    msg: RECORD_MSG.unbound,
  }),
];
