/**
 * What the customer-area routes share: page sizes, table access, the owned-record look-ups, the options several forms list (product models,
 * countries) and the date formats. Every record a customer owns carries
 * `uId`; a route reads and changes a record only through `ownRecord`, so another customer's
 * id answers 403 (and a missing one 404) before anything changes.
 */
import { requireOwn } from '../../auth/session';
import type { DeepReadonly } from '../../store/db';
import type { Database, DbGoodsModel, DbProduct } from '../../schema/mock-db';
import type { ApiProductOption } from '../../../src/contract/account-api-types';
import { ApiError, CODE } from '../../http/envelope';
import { peek } from '../../store/peek';
import { formatDay } from '../../schema/day-time';

type Data = DeepReadonly<Database>;

/** Rows per page of the tables (serials, orders, products, claims, garage). */
export const TABLE_ROWS = 10;
/** Cards per page of the issue lists (product issues, car issues). */
export const CARD_ROWS = 5;

/** The tables whose rows are `Row` (the owned tables: serials, orders, garages...). */
export type TableOf<Row> = {
  [K in keyof Database]: Database[K] extends Row[] ? K : never;
}[keyof Database];

/** The rows of a table, none when an older database lacks it. */
export function tableRows<Row>(data: Data, table: TableOf<Row>): readonly DeepReadonly<Row>[] {
  // TableOf<Row> names only tables of Row, which TypeScript cannot see through a generic key.
  return (data[table] ?? []) as unknown as readonly DeepReadonly<Row>[];
}

/** A table of a draft, created when an older database lacks it. */
export function draftTable<K extends keyof Database>(draft: Database, table: K): Database[K] {
  if (!draft[table]) (draft as unknown as Record<string, unknown[]>)[table] = [];
  return draft[table];
}

/** The rows of a draft's table (see draftTable), to change in place. */
export function draftRows<Row>(draft: Database, table: TableOf<Row>): Row[] {
  return draftTable(draft, table) as unknown as Row[];
}

/** The customer's own rows of a table, newest (highest id) first. */
export function ownRows<T extends { uId: number }>(
  rows: readonly DeepReadonly<T>[],
  uId: number,
  idOf: (row: DeepReadonly<T>) => number,
): DeepReadonly<T>[] {
  return rows.filter((row) => row.uId === uId).sort((a, b) => idOf(b) - idOf(a));
}

/** One record by id, if it is the customer's (404 when missing, 403 when another's). */
export function ownRecord<T extends { uId: number }>(
  rows: readonly T[],
  uId: number,
  id: number,
  idOf: (row: T) => number,
  what: string,
): T {
  // Found among plain rows, then taken from `rows`: through a draft, one row is wrapped.
  const index = peek(rows).findIndex((row) => idOf(row) === id);
  return requireOwn(index === -1 ? undefined : rows[index], uId, what);
}

/** Drops the owner before a record leaves the server. */
export function withoutOwner<T extends { uId: number }>(row: T): Omit<T, 'uId'> {
  const { uId, ...rest } = row;
  return rest;
}

/** The first row that passes `test`, or a 404 with `missing` (an unknown option or id). */
export function findOrFail<T>(
  rows: readonly T[] | undefined,
  test: (row: T) => boolean,
  missing: string,
): T {
  const row = (rows ?? []).find(test);
  if (row === undefined) throw new ApiError(CODE.notFound, missing);
  return row;
}

/** The product models, A to Z. */
export function modelOptions(data: Data): DbGoodsModel[] {
  return [...(data.goods_models ?? [])]
    .sort((a, b) => a.goods_model_name.localeCompare(b.goods_model_name))
    .map((m) => ({ goods_model_id: m.goods_model_id, goods_model_name: m.goods_model_name }));
}

/** A product model by id (404 when unknown). */
export function findModel(data: Data, modelId: number): DeepReadonly<DbGoodsModel> {
  return findOrFail(
    data.goods_models,
    (m) => m.goods_model_id === modelId,
    `No product model with goods_model_id ${modelId}`,
  );
}

/** The countries of the garage and profile forms, A to Z. */
export function countryOptions(data: Data) {
  return [...(data.countries ?? [])]
    .sort((a, b) => a.country_name.localeCompare(b.country_name))
    .map((c) => ({ country_id: c.country_id, country_name: c.country_name }));
}

/** A `yyyy/MM/dd` text that names a real day (also accepts `yyyy-MM-dd`, stored with slashes). */
export function parseDay(value: string): string | null {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return formatDay(date);
}

/** The customer's products as the Add dialogs list them, newest first. */
export function productOptions(data: Data, uId: number): ApiProductOption[] {
  return ownRows<DbProduct>(data.products ?? [], uId, (p) => p.product_id).map((p) => ({
    product_id: p.product_id,
    goods_model_name: p.goods_model_name,
    product_serialNumber: p.product_serialNumber,
    product_warrantyPeriod: p.product_warrantyPeriod,
  }));
}
