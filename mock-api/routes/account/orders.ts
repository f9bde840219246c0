/**
 * Purchase orders: the customer's orders, ten a page, newest
 * first. Every field is required; the platform and the model must exist (their names are
 * filled in by the server); the date must be a real day, not after tomorrow (a day of slack
 * for time zones), and is stored as `yyyy/MM/dd` (`yyyy-MM-dd` is accepted too).
 */
import { findModel, findOrFail, modelOptions, parseDay } from './records';
import { formatDay } from '../../schema/day-time';
import type { DeepReadonly } from '../../store/db';
import type { Database, DbOrder, DbPlatform } from '../../schema/mock-db';
import { ApiError, CODE } from '../../http/envelope';
import { ownedTable } from './owned-routes';
import type { RouteDef } from '../types';
import type { z } from 'zod';
import {
  ORDER_MSG,
  ORDER_SERVICE_OPERATIONS as operations,
  orderEditForm,
  orderForm,
} from '../../../src/contract/schemas/order-service';
import { endpointFolder, VENDOR_ENDPOINTS } from '../../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

export { ORDER_MSG };

function platformOptions(data: Data): DbPlatform[] {
  return [...(data.platforms ?? [])]
    .sort((a, b) => a.platform_id - b.platform_id)
    .map((p) => ({ platform_id: p.platform_id, platform_name: p.platform_name }));
}

function findPlatform(data: Data, platformId: number): DeepReadonly<DbPlatform> {
  return findOrFail(
    data.platforms,
    (p) => p.platform_id === platformId,
    `No platform with platform_id ${platformId}`,
  );
}

/** The day of an order: a real day, not after tomorrow. */
function orderDay(value: string, now: Date): string {
  const day = parseDay(value);
  if (!day) throw new ApiError(CODE.badRequest, ORDER_MSG.badDate);
  if (day > formatDay(new Date(now.getTime() + 86_400_000))) {
    throw new ApiError(CODE.badRequest, ORDER_MSG.futureDate);
  }
  return day;
}

type OrderInput = z.infer<typeof orderForm>;

/** The stored fields of an order form (names filled in from the platform and model). */
function orderValues(data: Data, input: OrderInput, { now }: { now: Date }) {
  const date = orderDay(input.order_service_date, now);
  const platform = findPlatform(data, input.platform_id);
  const model = findModel(data, input.goods_model_id);
  return {
    platform_id: platform.platform_id,
    platform_name: platform.platform_name,
    order_service_number: input.order_service_number.trim(),
    order_service_date: date,
    goods_model_id: model.goods_model_id,
    goods_model_name: model.goods_model_name,
    order_service_serialnumber: input.order_service_serialnumber.trim(),
  };
}

const orders = ownedTable<DbOrder, 'order_service_id'>({
  base: endpointFolder(VENDOR_ENDPOINTS.orderService.orderServiceAll),
  name: 'order_service',
  table: 'orders',
  idField: 'order_service_id',
  what: 'order',
});

export const orderRoutes: RouteDef[] = [
  orders.list({
    summary: "A page of the customer's orders (newest first), the platforms and product models",
    operation: operations.orderServiceAll,
    options: (data) => ({
      platform_all: platformOptions(data),
      goods_model_all: modelOptions(data),
    }),
  }),
  orders.add({
    summary:
      'Adds an order {platform_id, order_service_number, order_service_date, goods_model_id, order_service_serialnumber}',
    operation: operations.orderServiceAdd,
    form: orderForm,
    values: orderValues,
  }),
  orders.keyword({
    summary:
      "Searches the customer's orders by order #, serial, model or platform {goodsVerifyKeyword, page}",
    operation: operations.orderServiceKeyword,
    fields: (row) => [
      row.order_service_number,
      row.order_service_serialnumber,
      row.goods_model_name,
      row.platform_name,
    ],
  }),
  orders.find({
    summary: "One of the customer's orders: order_service_find",
    operation: operations.orderServiceEditGet,
  }),
  orders.edit({
    summary: "Changes one of the customer's orders {order_service_id, ...the order fields}",
    operation: operations.orderServiceEditPost,
    form: orderEditForm,
    values: orderValues,
  }),
  orders.remove({
    summary: "Deletes one of the customer's orders (?order_service_id)",
    operation: operations.orderServiceDel,
    method: 'GET',
  }),
];
