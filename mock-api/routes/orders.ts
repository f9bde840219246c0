/**
 * Purchase orders (spec 3, sections 5 and 7): the customer's orders, ten a page, newest
 * first. Every field is required; the platform and the model must exist (their names are
 * filled in by the server); the date must be a real day, not after tomorrow (a day of slack
 * for time zones), and is stored as `yyyy/MM/dd` (`yyyy-MM-dd` is accepted too).
 */
import { ACCOUNT_MESSAGES } from '../../src/features/account/messages';
import {
  formatDay,
  ownRecord,
  ownRows,
  parseDay,
  readKeyword,
  TABLE_ROWS,
  withoutOwner,
} from '../account-records';
import type { DeepReadonly } from '../db';
import type { Database, DbOrder, DbPlatform } from '../db-schema';
import { ApiError, CODE } from '../envelope';
import { containsText, nextId, paginate } from '../records';
import { requiredText, validateQuery, yup } from '../validate';
import {
  chosenId,
  draftTable,
  findModel,
  listQuery,
  MAX_SERIAL,
  modelOptions,
  queryId,
  readForm,
  RECORD_MSG,
  recordId,
} from './serials';
import { type RouteDef, requireSession } from './types';

type Data = DeepReadonly<Database>;

export const ORDER_MSG = {
  badDate: 'Please select a valid order date (yyyy/MM/dd)',
  futureDate: 'The order date cannot be in the future',
} as const;

const orderId = (row: { order_service_id: number }) => row.order_service_id;

const orderFields = {
  platform_id: chosenId('platform_id', ACCOUNT_MESSAGES.platformRequired),
  order_service_number: requiredText(
    'order_service_number',
    ACCOUNT_MESSAGES.orderNumberRequired,
    64,
  ),
  order_service_date: requiredText('order_service_date', ACCOUNT_MESSAGES.orderDateRequired, 32),
  goods_model_id: chosenId('goods_model_id', ACCOUNT_MESSAGES.productModelRequired),
  order_service_serialnumber: requiredText(
    'order_service_serialnumber',
    ACCOUNT_MESSAGES.orderSerialRequired,
    MAX_SERIAL,
  ),
};

const orderBody = yup.object(orderFields);
const orderEditBody = yup.object({
  order_service_id: recordId('order_service_id'),
  ...orderFields,
});

function platformOptions(data: Data): DbPlatform[] {
  return [...(data.platforms ?? [])]
    .sort((a, b) => a.platform_id - b.platform_id)
    .map((p) => ({ platform_id: p.platform_id, platform_name: p.platform_name }));
}

function findPlatform(data: Data, platformId: number): DeepReadonly<DbPlatform> {
  const platform = (data.platforms ?? []).find((p) => p.platform_id === platformId);
  if (!platform) throw new ApiError(CODE.notFound, `No platform with platform_id ${platformId}`);
  return platform;
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

type OrderInput = yup.InferType<typeof orderBody>;

/** The stored fields of an order form (names filled in from the platform and model). */
function orderValues(data: Data, input: OrderInput, now: Date) {
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

function ownOrders(data: Data, uId: number) {
  return ownRows<DbOrder>(data.orders ?? [], uId, orderId);
}

function orderPage(rows: readonly DeepReadonly<DbOrder>[], pageNumber: number) {
  const { page, rows: pageRows } = paginate(rows, pageNumber, TABLE_ROWS);
  return { order_service_all: pageRows.map(withoutOwner), page };
}

export const orderRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/OrderService/order_service_all',
    auth: true,
    summary: "A page of the customer's orders (newest first), the platforms and product models",
    handler: async (args) => {
      const { user } = requireSession(args);
      const query = await validateQuery(listQuery, args.req.query);
      const data = args.ctx.db.data;
      return {
        platform_all: platformOptions(data),
        goods_model_all: modelOptions(data),
        ...orderPage(ownOrders(data, user.uId), query.page),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/OrderService/order_service_add',
    auth: true,
    summary:
      'Adds an order {platform_id, order_service_number, order_service_date, goods_model_id, order_service_serialnumber}',
    handler: async (args) => {
      const { user } = requireSession(args);
      const input = await readForm(orderBody, args.req.body);
      const values = orderValues(args.ctx.db.data, input, args.ctx.now());
      const record = await args.ctx.db.update((draft) => {
        const orders = draftTable(draft, 'orders');
        const row: DbOrder = {
          order_service_id: nextId(orders, orderId),
          uId: user.uId,
          ...values,
        };
        orders.push(row);
        return row;
      });
      return { msg: RECORD_MSG.added, order_service_find: withoutOwner(record) };
    },
  },
  {
    method: 'POST',
    path: '/api/OrderService/order_service_keyword',
    auth: true,
    summary:
      "Searches the customer's orders by order #, serial, model or platform {goodsVerifyKeyword, page}",
    handler: async (args) => {
      const { user } = requireSession(args);
      const { needle, page } = await readKeyword(args.req.body, ACCOUNT_MESSAGES.orderSearchEmpty);
      const rows = ownOrders(args.ctx.db.data, user.uId).filter((row) =>
        [
          row.order_service_number,
          row.order_service_serialnumber,
          row.goods_model_name,
          row.platform_name,
        ].some((field) => containsText(field, needle)),
      );
      return orderPage(rows, page);
    },
  },
  {
    method: 'GET',
    path: '/api/OrderService/order_service_edit',
    auth: true,
    summary: "One of the customer's orders: order_service_find",
    handler: async (args) => {
      const { user } = requireSession(args);
      const target = await queryId(args.req.query, 'order_service_id');
      const row = ownRecord(args.ctx.db.data.orders ?? [], user.uId, target, orderId, 'order');
      return { order_service_find: withoutOwner(row) };
    },
  },
  {
    method: 'POST',
    path: '/api/OrderService/order_service_edit',
    auth: true,
    summary: "Changes one of the customer's orders {order_service_id, ...the order fields}",
    handler: async (args) => {
      const { user } = requireSession(args);
      const input = await readForm(orderEditBody, args.req.body);
      const data = args.ctx.db.data;
      ownRecord(data.orders ?? [], user.uId, input.order_service_id, orderId, 'order');
      const values = orderValues(data, input, args.ctx.now());
      const record = await args.ctx.db.update((draft) => {
        const row = ownRecord(
          draftTable(draft, 'orders'),
          user.uId,
          input.order_service_id,
          orderId,
          'order',
        );
        Object.assign(row, values);
        return { ...row };
      });
      return { msg: RECORD_MSG.saved, order_service_find: withoutOwner(record) };
    },
  },
  {
    method: 'GET',
    path: '/api/OrderService/order_service_del',
    auth: true,
    summary: "Deletes one of the customer's orders (?order_service_id)",
    handler: async (args) => {
      const { user } = requireSession(args);
      const target = await queryId(args.req.query, 'order_service_id');
      await args.ctx.db.update((draft) => {
        const orders = draftTable(draft, 'orders');
        ownRecord(orders, user.uId, target, orderId, 'order');
        draft.orders = orders.filter((o) => o.order_service_id !== target);
      });
      return { msg: RECORD_MSG.deleted };
    },
  },
];
