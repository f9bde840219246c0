/**
 * Serial numbers: the customer's registered serials, ten a
 * page, newest first.
 *
 * States: a new serial is not validated (goods_validate_id 2) with status N/A (2). Only a
 * not-validated serial may be edited or deleted; only a validated one that has not expired
 * (goods_verify_status 3) may be unbound. Unbinding releases the serial: the record leaves
 * the customer's list (it is deleted), so the serial can be registered again, by anyone.
 */
import { findModel, modelOptions } from './records';
import { formatDay } from '../../schema/day-time';
import type { DeepReadonly } from '../../store/db';
import type { Database, DbSerial } from '../../schema/mock-db';
import { ApiError, CODE } from '../../http/envelope';
import { ownedTable, RECORD_MSG } from './owned-routes';
import type { RouteDef } from '../types';
import type { z } from 'zod';
import {
  GOODS_VERIFY_OPERATIONS as operations,
  SERIAL_MSG,
  serialEditForm,
  serialForm,
} from '../../../src/contract/schemas/goods-verify';
import { endpointFolder, VENDOR_ENDPOINTS } from '../../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

export { SERIAL_MSG };

/** Refuses (403, `msg`) a serial that has been validated. */
const refuseValidated = (msg: string) => (row: { goods_validate_id: number }) => {
  if (row.goods_validate_id !== 2) throw new ApiError(CODE.forbidden, msg);
};

/** The model chosen in a serial form and the serial text. */
function serialValues(data: Data, input: z.infer<typeof serialForm>) {
  const model = findModel(data, input.goods_model_id);
  return {
    goods_model_id: model.goods_model_id,
    goods_model_name: model.goods_model_name,
    goods_verify_serial: (input.goods_verify_serial ?? '').trim(),
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
    operation: operations.goodsVerifyAll,
    options: (data) => ({ goods_model_all: modelOptions(data) }),
  }),
  serials.add({
    summary: 'Registers a serial number {goods_model_id, goods_verify_serial}: not validated, N/A',
    operation: operations.goodsVerifyAdd,
    form: serialForm,
    values: (data, input, { now }) => ({
      ...serialValues(data, input),
      goods_verify_addtime: formatDay(now),
      goods_validate_id: 2,
      goods_verify_status: 2,
    }),
  }),
  serials.keyword({
    summary: "Searches the customer's serial numbers by serial or model {goodsVerifyKeyword, page}",
    operation: operations.goodsVerifyKeyword,
    fields: (row) => [row.goods_verify_serial, row.goods_model_name],
  }),
  serials.find({
    summary: "One of the customer's serial numbers: goods_verify_find",
    operation: operations.goodsVerifyEditGet,
  }),
  serials.edit({
    summary:
      'Changes a not-validated serial number {goods_verify_id, goods_model_id, goods_verify_serial}',
    operation: operations.goodsVerifyEditPost,
    form: serialEditForm,
    check: refuseValidated(SERIAL_MSG.validatedEdit),
    values: serialValues,
  }),
  serials.remove({
    summary: 'Deletes a not-validated serial number {goods_verify_id}',
    operation: operations.goodsVerifyDel,
    method: 'POST',
    check: refuseValidated(SERIAL_MSG.validatedDelete),
  }),
  serials.remove({
    summary:
      'Unbinds a validated, unexpired serial number {goods_verify_id}: it leaves the list (released)',
    operation: operations.goodsVerifyUnbind,
    method: 'POST',
    path: 'goods_verify_unbind',
    check: (row) => {
      if (row.goods_validate_id !== 1) throw new ApiError(CODE.forbidden, SERIAL_MSG.notValidated);
      if (row.goods_verify_status === 3) throw new ApiError(CODE.forbidden, SERIAL_MSG.expired);
    },
    msg: RECORD_MSG.unbound,
  }),
];
