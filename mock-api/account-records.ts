/**
 * What the customer-area routes share (spec 3, section 7): page sizes, the keyword body,
 * the owned-record look-ups and the date formats. Every record a customer owns carries
 * `uId`; a route reads and changes a record only through `ownRecord`, so another customer's
 * id answers 403 (and a missing one 404) before anything changes.
 */
import { requireOwn } from './auth';
import type { DeepReadonly } from './db';
import { page, text, validateBody, yup } from './validate';

/** Rows per page of the tables (serials, orders, products, claims, garage). */
export const TABLE_ROWS = 10;
/** Cards per page of the issue lists (product issues, car issues). */
export const CARD_ROWS = 5;

/** The keyword POSTs' body: `goodsVerifyKeyword` (required, not blank) and an optional page. */
export function keywordBody(emptyMessage: string) {
  return yup.object({
    goodsVerifyKeyword: text('goodsVerifyKeyword')
      .required(emptyMessage)
      .test('not-blank', emptyMessage, (value) => typeof value !== 'string' || value.trim() !== ''),
    page: page(),
  });
}

/** Reads a keyword POST: the trimmed, lower-case needle and the page. */
export async function readKeyword(
  body: unknown,
  emptyMessage: string,
): Promise<{ needle: string; page: number }> {
  const input = await validateBody(keywordBody(emptyMessage), body);
  return { needle: input.goodsVerifyKeyword.trim().toLowerCase(), page: input.page };
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
  return requireOwn(
    rows.find((row) => idOf(row) === id),
    uId,
    what,
  );
}

/** Drops the owner before a record leaves the server. */
export function withoutOwner<T extends { uId: number }>(row: T): Omit<T, 'uId'> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { uId, ...rest } = row;
  return rest;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy/MM/dd` in UTC. */
export function formatDay(date: Date): string {
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
}

/** `yyyy/MM/dd HH:mm:ss` in UTC. */
export function formatDayTime(date: Date): string {
  return `${formatDay(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
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
