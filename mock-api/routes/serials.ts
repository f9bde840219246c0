/**
 * Serial numbers (spec 3, sections 4, 5 and 7): the customer's registered serials, ten a
 * page, newest first. Also the helpers the other record tables share (orders, boxes, garage):
 * form reading with the first failing field's message, id and option fields, model look-ups.
 *
 * States: a new serial is not validated (goods_validate_id 2) with status N/A (2). Only a
 * not-validated serial may be edited or deleted; only a validated one that has not expired
 * (goods_verify_status 3) may be unbound. Unbinding releases the serial: the record leaves
 * the customer's list (it is deleted), so the serial can be registered again, by anyone.
 */
import { ACCOUNT_MESSAGES } from '../../src/features/account/messages';
import {
  formatDay,
  ownRecord,
  ownRows,
  readKeyword,
  TABLE_ROWS,
  withoutOwner,
} from '../account-records';
import type { DeepReadonly } from '../db';
import type { Database, DbGoodsModel, DbSerial } from '../db-schema';
import { ApiError, CODE } from '../envelope';
import { containsText, nextId, paginate } from '../records';
import { page, text, validateQuery, yup } from '../validate';
import { type RouteDef, requireSession } from './types';

type Data = DeepReadonly<Database>;

// Shared by the record routes.

export const RECORD_MSG = {
  added: 'Added successfully',
  saved: 'Saved successfully',
  deleted: 'Deleted successfully',
  unbound: 'Unbound successfully',
} as const;

/** Longest serial number a form may send. */
export const MAX_SERIAL = 64;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a form body. Every field is checked; the answer names the first failing field in
 * the schema's order (the order of the form), so a form missing everything gets the message
 * of its first field. Unknown fields (read-only ones included) are dropped.
 */
export async function readForm<S extends yup.AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<yup.InferType<S>> {
  if (body !== undefined && body !== null && !isPlainObject(body)) {
    throw new ApiError(CODE.badRequest, 'The request body must be a JSON object');
  }
  try {
    return await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new ApiError(
        CODE.badRequest,
        error.inner[0]?.message ?? error.errors[0] ?? 'Invalid input',
      );
    }
    throw error;
  }
}

/** A whole number from JSON or text; '' counts as not given; arrays and objects are refused. */
function wholeNumber(name: string) {
  return yup
    .number()
    .transform((value: number, original: unknown) => {
      if (original === '') return undefined;
      if (typeof original === 'object' && original !== null) return Number.NaN;
      if (typeof original === 'boolean') return Number.NaN;
      return value;
    })
    .typeError(`${name} must be a number`)
    .integer(`${name} must be a whole number`)
    .max(2_147_483_647, `${name} is too large`);
}

/** The id of the record to read or change (query or body). */
export function recordId(name: string) {
  return wholeNumber(name).required(`${name} is required`).min(1, `${name} must be 1 or more`);
}

/** An option chosen in a select: missing, '' or 0 answer `requiredMessage`. */
export function chosenId(name: string, requiredMessage: string) {
  return wholeNumber(name)
    .required(requiredMessage)
    .test('chosen', requiredMessage, (value) => value !== 0)
    .min(1, `${name} must be 1 or more`);
}

/** An optional option (0 = none; missing = 0). */
export function optionalId(name: string) {
  return wholeNumber(name).min(0, `${name} must be 0 (none) or an id`).default(0);
}

/** Optional text (undefined when missing: strict fields take no default); handlers trim it. */
export function optionalText(name: string, max: number) {
  return text(name, max);
}

/** The trimmed text of an optional field ('' when missing). */
export const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The query of the GET lists: `?page=`. */
export const listQuery = yup.object({ page: page() });

/** A query or body holding only the record id `name`. */
export function idSchema(name: string) {
  return yup.object({ [name]: recordId(name) });
}

/** Reads the record id from the query (GET edit, GET del). */
export async function queryId(query: unknown, name: string): Promise<number> {
  const input = await validateQuery(idSchema(name), query);
  return input[name] as number;
}

/** Reads the record id from the body (POST del, POST unbind). */
export async function bodyId(body: unknown, name: string): Promise<number> {
  const input = await readForm(idSchema(name), body);
  return input[name] as number;
}

/** The product models, A to Z. */
export function modelOptions(data: Data): DbGoodsModel[] {
  return [...(data.goods_models ?? [])]
    .sort((a, b) => a.goods_model_name.localeCompare(b.goods_model_name))
    .map((m) => ({ goods_model_id: m.goods_model_id, goods_model_name: m.goods_model_name }));
}

/** A product model by id (404 when unknown). */
export function findModel(data: Data, modelId: number): DeepReadonly<DbGoodsModel> {
  const model = (data.goods_models ?? []).find((m) => m.goods_model_id === modelId);
  if (!model) throw new ApiError(CODE.notFound, `No product model with goods_model_id ${modelId}`);
  return model;
}

/** A table of a draft, created when an older database lacks it. */
export function draftTable<K extends keyof Database>(draft: Database, table: K): Database[K] {
  if (!draft[table]) (draft as unknown as Record<string, unknown[]>)[table] = [];
  return draft[table];
}

// Serials.

const serialId = (row: { goods_verify_id: number }) => row.goods_verify_id;

const serialBody = yup.object({
  goods_model_id: chosenId('goods_model_id', ACCOUNT_MESSAGES.productModelRequired),
  goods_verify_serial: optionalText('goods_verify_serial', MAX_SERIAL),
});

const serialEditBody = yup.object({
  goods_verify_id: recordId('goods_verify_id'),
  goods_model_id: chosenId('goods_model_id', ACCOUNT_MESSAGES.productModelRequired),
  goods_verify_serial: optionalText('goods_verify_serial', MAX_SERIAL),
});

export const SERIAL_MSG = {
  validatedEdit: 'This serial number has been validated and can no longer be edited',
  validatedDelete: 'This serial number has been validated and cannot be deleted: unbind it instead',
  notValidated: 'Only a validated serial number can be unbound',
  expired: 'This serial number has expired and cannot be unbound',
} as const;

function ownSerials(data: Data, uId: number) {
  return ownRows<DbSerial>(data.serials ?? [], uId, serialId);
}

function serialPage(rows: readonly DeepReadonly<DbSerial>[], pageNumber: number) {
  const { page: paging, rows: pageRows } = paginate(rows, pageNumber, TABLE_ROWS);
  return { goods_verify_all: pageRows.map(withoutOwner), page: paging };
}

export const serialRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/GoodsVerify/goods_verify_all',
    auth: true,
    summary: "A page of the customer's serial numbers (newest first) and the product models",
    handler: async (args) => {
      const { user } = requireSession(args);
      const query = await validateQuery(listQuery, args.req.query);
      const data = args.ctx.db.data;
      return {
        goods_model_all: modelOptions(data),
        ...serialPage(ownSerials(data, user.uId), query.page),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/GoodsVerify/goods_verify_add',
    auth: true,
    summary: 'Registers a serial number {goods_model_id, goods_verify_serial}: not validated, N/A',
    handler: async (args) => {
      const { user } = requireSession(args);
      const input = await readForm(serialBody, args.req.body);
      const today = formatDay(args.ctx.now());
      const model = findModel(args.ctx.db.data, input.goods_model_id);
      const record = await args.ctx.db.update((draft) => {
        const serials = draftTable(draft, 'serials');
        const row: DbSerial = {
          goods_verify_id: nextId(serials, serialId),
          uId: user.uId,
          goods_model_id: model.goods_model_id,
          goods_model_name: model.goods_model_name,
          goods_verify_serial: trimmed(input.goods_verify_serial),
          goods_verify_addtime: today,
          goods_validate_id: 2,
          goods_verify_status: 2,
        };
        serials.push(row);
        return row;
      });
      return { msg: RECORD_MSG.added, goods_verify_find: withoutOwner(record) };
    },
  },
  {
    method: 'POST',
    path: '/api/GoodsVerify/goods_verify_keyword',
    auth: true,
    summary: "Searches the customer's serial numbers by serial or model {goodsVerifyKeyword, page}",
    handler: async (args) => {
      const { user } = requireSession(args);
      const { needle, page: pageNumber } = await readKeyword(
        args.req.body,
        ACCOUNT_MESSAGES.serialSearchEmpty,
      );
      const rows = ownSerials(args.ctx.db.data, user.uId).filter(
        (row) =>
          containsText(row.goods_verify_serial, needle) ||
          containsText(row.goods_model_name, needle),
      );
      return serialPage(rows, pageNumber);
    },
  },
  {
    method: 'GET',
    path: '/api/GoodsVerify/goods_verify_edit',
    auth: true,
    summary: "One of the customer's serial numbers: goods_verify_find",
    handler: async (args) => {
      const { user } = requireSession(args);
      const serialIdValue = await queryId(args.req.query, 'goods_verify_id');
      const row = ownRecord(
        args.ctx.db.data.serials ?? [],
        user.uId,
        serialIdValue,
        serialId,
        'serial number',
      );
      return { goods_verify_find: withoutOwner(row) };
    },
  },
  {
    method: 'POST',
    path: '/api/GoodsVerify/goods_verify_edit',
    auth: true,
    summary:
      'Changes a not-validated serial number {goods_verify_id, goods_model_id, goods_verify_serial}',
    handler: async (args) => {
      const { user } = requireSession(args);
      const input = await readForm(serialEditBody, args.req.body);
      const record = await args.ctx.db.update((draft) => {
        const row = ownRecord(
          draftTable(draft, 'serials'),
          user.uId,
          input.goods_verify_id,
          serialId,
          'serial number',
        );
        if (row.goods_validate_id !== 2)
          throw new ApiError(CODE.forbidden, SERIAL_MSG.validatedEdit);
        const model = findModel(args.ctx.db.data, input.goods_model_id);
        row.goods_model_id = model.goods_model_id;
        row.goods_model_name = model.goods_model_name;
        row.goods_verify_serial = trimmed(input.goods_verify_serial);
        return { ...row };
      });
      return { msg: RECORD_MSG.saved, goods_verify_find: withoutOwner(record) };
    },
  },
  {
    method: 'POST',
    path: '/api/GoodsVerify/goods_verify_del',
    auth: true,
    summary: 'Deletes a not-validated serial number {goods_verify_id}',
    handler: async (args) => {
      const { user } = requireSession(args);
      const target = await bodyId(args.req.body, 'goods_verify_id');
      await args.ctx.db.update((draft) => {
        const serials = draftTable(draft, 'serials');
        const row = ownRecord(serials, user.uId, target, serialId, 'serial number');
        if (row.goods_validate_id !== 2) {
          throw new ApiError(CODE.forbidden, SERIAL_MSG.validatedDelete);
        }
        draft.serials = serials.filter((s) => s.goods_verify_id !== target);
      });
      return { msg: RECORD_MSG.deleted };
    },
  },
  {
    method: 'POST',
    path: '/api/GoodsVerify/goods_verify_unbind',
    auth: true,
    summary:
      'Unbinds a validated, unexpired serial number {goods_verify_id}: it leaves the list (released)',
    handler: async (args) => {
      const { user } = requireSession(args);
      const target = await bodyId(args.req.body, 'goods_verify_id');
      await args.ctx.db.update((draft) => {
        const serials = draftTable(draft, 'serials');
        const row = ownRecord(serials, user.uId, target, serialId, 'serial number');
        if (row.goods_validate_id !== 1)
          throw new ApiError(CODE.forbidden, SERIAL_MSG.notValidated);
        if (row.goods_verify_status === 3) throw new ApiError(CODE.forbidden, SERIAL_MSG.expired);
        draft.serials = serials.filter((s) => s.goods_verify_id !== target);
      });
      return { msg: RECORD_MSG.unbound };
    },
  },
];
