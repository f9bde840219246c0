/**
 * The standard routes of a table the customer owns (serials, orders, products, garage,
 * warranty claims), built from a short description of the table.
 *
 * Every route needs a token, reads and changes only the customer's own rows (another's id
 * answers 403, a missing one 404, before anything changes) and answers rows without `uId`.
 * The names follow the vendor's convention from the table's `name`, e.g. `product`:
 *
 * | route | answer |
 * | --- | --- |
 * | GET `${base}/product_all` `?page` | the options, `product_all` (a page, newest first), `page` |
 * | POST `${base}/product_keyword` `{goodsVerifyKeyword, page}` | `product_all`, `page` |
 * | GET `${base}/product_edit` `?product_id` | `product_find` |
 * | POST `${base}/product_add` | `msg`, `product_find` |
 * | POST `${base}/product_edit` `{product_id, ...}` | `msg`, `product_find` |
 * | GET or POST `${base}/product_del` (`product_id`) | `msg` |
 *
 * Each route names its documented operation (src/contract/schemas/records.ts builds the six
 * of a folder), whose schema reads the query or body before the handler runs. Each builder
 * takes what differs between tables (summary, values, checks), so a route file lists its
 * routes in its own order and keeps its special routes beside them.
 */
import {
  draftRows,
  ownRecord,
  ownRows,
  TABLE_ROWS,
  tableRows,
  type TableOf,
  withoutOwner,
} from './records';
import type { z } from 'zod';
import type { DeepReadonly } from '../../store/db';
import type { Database } from '../../schema/mock-db';
import type { Operation } from '../../../src/contract/schemas/operation';
import type { HttpMethod } from '../endpoints';
import { containsText, nextId, paginate } from '../../store/queries';
import { documentedRoute, type HandlerArgs, type RouteDef, requireSession } from '../types';
import type { EnvelopeFields } from '../../http/envelope';

type Data = DeepReadonly<Database>;
type Input = Readonly<Record<string, unknown>>;

export const RECORD_MSG = {
  added: 'Added successfully',
  saved: 'Saved successfully',
  deleted: 'Deleted successfully',
  unbound: 'Unbound successfully',
} as const;

/**
 * A route of the customer area: it needs a token (the handler gets the session) and its
 * documented operation reads its input.
 */
export function accountRoute(
  method: HttpMethod,
  path: string,
  summary: string,
  operation: Operation,
  handler: (args: HandlerArgs & { input: Input }) => EnvelopeFields | Promise<EnvelopeFields>,
): RouteDef {
  return documentedRoute({ method, path, auth: true, summary, operation, handler });
}

/** A whole number the operation's schema has read (its id, its page). */
export function inputNumber(input: Input, name: string): number {
  const value = input[name];
  if (typeof value !== 'number') throw new Error(`The operation's schema reads ${name}`);
  return value;
}

/** A text the operation's schema has read, trimmed ('' when absent). */
export function inputText(input: Input, name: string): string {
  const value = input[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The form's values as its schema read them: `form` must be the operation's body, which the
 * input layer read before the handler ran.
 */
function formOf<F extends z.ZodObject>(operation: Operation, form: F) {
  if (operation.body !== form) throw new Error("The form must be the operation's body");
  return (input: Input) => input as z.infer<F>;
}

/** The keys of `Row` that hold a number (an owned table's id field is one). */
export type NumberKey<Row> = {
  [K in keyof Row]-?: Row[K] extends number ? K : never;
}[keyof Row] &
  string;

export interface OwnedTableConfig<Row, Id extends NumberKey<Row>> {
  /** The route folder, e.g. `/api/product`. */
  base: string;
  /** The vendor's prefix of route, answer and id names, e.g. `product`. */
  name: string;
  table: TableOf<Row>;
  /** The record id, in the rows and in requests (`${name}_id`). */
  idField: Id;
  /** The record in the 403 and 404 messages: `No such <what>`. */
  what: string;
}

/** What the form's values may depend on besides the input. */
export interface FormContext {
  uId: number;
  now: Date;
  /** The id of the record being edited (null when adding). */
  editing: number | null;
}

/** Refuses a change by throwing (e.g. "a validated serial cannot be edited"). */
export type RecordCheck<Row> = (row: DeepReadonly<Row>, data: Data) => void;

/** The route builders of one owned table (see the table above). */
export function ownedTable<Row extends { uId: number }, Id extends NumberKey<Row>>(
  config: OwnedTableConfig<Row, Id>,
) {
  const { base, name, table, idField, what } = config;
  const listField = `${name}_all`;
  const findField = `${name}_find`;
  // The id field holds a number in every row (NumberKey), which a generic index cannot show.
  const idOf = (row: DeepReadonly<Row> | Row) =>
    (row as unknown as Record<string, number>)[idField]!;

  const own = (data: Data, uId: number) => ownRows<Row>(tableRows<Row>(data, table), uId, idOf);
  const findOwn = (data: Data, uId: number, id: number) =>
    ownRecord(tableRows<Row>(data, table), uId, id, idOf, what);
  const pageOf = (
    rows: readonly DeepReadonly<Row>[],
    pageNumber: number,
    field = listField,
    listRows = TABLE_ROWS,
  ) => {
    const { page, rows: pageRows } = paginate(rows, pageNumber, listRows);
    return { [field]: pageRows.map(withoutOwner), page };
  };
  const route = (
    method: HttpMethod,
    path: string,
    summary: string,
    operation: Operation,
    handler: Parameters<typeof accountRoute>[4],
  ) => accountRoute(method, `${base}/${path}`, summary, operation, handler);

  return {
    /** GET `${name}_all` `?page`: the form's options, then a page of the customer's rows. */
    list(spec: {
      summary: string;
      operation: Operation;
      options?: (data: Data, uId: number) => Record<string, unknown>;
    }): RouteDef {
      return route('GET', listField, spec.summary, spec.operation, (args) => {
        const { user } = requireSession(args);
        const data = args.ctx.db.data;
        return {
          ...spec.options?.(data, user.uId),
          ...pageOf(own(data, user.uId), inputNumber(args.input, 'page')),
        };
      });
    },

    /** POST `${name}_keyword` `{goodsVerifyKeyword, page}`: rows with a field holding it. */
    keyword(spec: {
      summary: string;
      operation: Operation;
      fields: (row: DeepReadonly<Row>) => string[];
      /** The answer's list field when it is not `${name}_all`. */
      answerField?: string;
    }): RouteDef {
      return route('POST', `${name}_keyword`, spec.summary, spec.operation, (args) => {
        const { user } = requireSession(args);
        const needle = inputText(args.input, 'goodsVerifyKeyword').toLowerCase();
        const rows = own(args.ctx.db.data, user.uId).filter((row) =>
          spec.fields(row).some((field) => containsText(field, needle)),
        );
        const page = args.input.page;
        // Without a page (all the vendor documents), every match on one page.
        return typeof page === 'number'
          ? pageOf(rows, page, spec.answerField)
          : pageOf(rows, 1, spec.answerField, Math.max(rows.length, TABLE_ROWS));
      });
    },

    /** GET `${name}_edit?${idField}`: one of the customer's rows. */
    find(spec: { summary: string; operation: Operation }): RouteDef {
      return route('GET', `${name}_edit`, spec.summary, spec.operation, (args) => {
        const { user } = requireSession(args);
        const id = inputNumber(args.input, idField);
        return { [findField]: withoutOwner(findOwn(args.ctx.db.data, user.uId, id)) };
      });
    },

    /** POST `${name}_add`: a new row from the form's values, with the next id. */
    add<F extends z.ZodObject>(spec: {
      summary: string;
      operation: Operation;
      /** The operation's body, whose values `values` receives. */
      form: F;
      values: (data: Data, input: z.infer<F>, at: FormContext) => Omit<Row, 'uId' | Id>;
    }): RouteDef {
      const read = formOf(spec.operation, spec.form);
      return route('POST', `${name}_add`, spec.summary, spec.operation, async (args) => {
        const { user } = requireSession(args);
        const now = args.ctx.now();
        const at = { uId: user.uId, now, editing: null };
        const values = spec.values(args.ctx.db.data, read(args.input), at);
        const record = await args.ctx.db.update((draft) => {
          const rows = draftRows<Row>(draft, table);
          // The id and the owner complete the values into a row.
          const row = { [idField]: nextId(rows, idOf), uId: user.uId, ...values } as unknown as Row;
          rows.push(row);
          return row;
        });
        return { msg: RECORD_MSG.added, [findField]: withoutOwner(record) };
      });
    },

    /** POST `${name}_edit`: the form (with `idField`) changes one of the customer's rows. */
    edit<F extends z.ZodObject>(spec: {
      summary: string;
      operation: Operation;
      /** The operation's body, whose values `values` receives. */
      form: F;
      check?: RecordCheck<Row>;
      values: (data: Data, input: z.infer<F>, at: FormContext) => Partial<Row>;
    }): RouteDef {
      const read = formOf(spec.operation, spec.form);
      return route('POST', `${name}_edit`, spec.summary, spec.operation, async (args) => {
        const { user } = requireSession(args);
        const now = args.ctx.now();
        const id = inputNumber(args.input, idField);
        const data = args.ctx.db.data;
        // Ownership first (403, 404), then the table's own refusal.
        const current = findOwn(data, user.uId, id);
        spec.check?.(current, data);
        const values = spec.values(data, read(args.input), { uId: user.uId, now, editing: id });
        const record = await args.ctx.db.update((draft) => {
          const row = ownRecord(draftRows<Row>(draft, table), user.uId, id, idOf, what);
          Object.assign(row, values);
          return { ...row };
        });
        return { msg: RECORD_MSG.saved, [findField]: withoutOwner(record) };
      });
    },

    /**
     * `${name}_del` (or another route that releases a row, as the serials' unbind): the id in
     * the query (GET) or the body (POST), as the operation documents; the row leaves the table.
     */
    remove(spec: {
      summary: string;
      operation: Operation;
      method: 'GET' | 'POST';
      path?: string;
      check?: RecordCheck<Row>;
      msg?: string;
    }): RouteDef {
      const path = spec.path ?? `${name}_del`;
      return route(spec.method, path, spec.summary, spec.operation, async (args) => {
        const { user } = requireSession(args);
        const id = inputNumber(args.input, idField);
        const data = args.ctx.db.data;
        // Ownership first (403, 404), then the table's own refusal.
        const current = findOwn(data, user.uId, id);
        spec.check?.(current, data);
        await args.ctx.db.update((draft) => {
          const rows = draftRows<Row>(draft, table);
          rows.splice(rows.indexOf(ownRecord(rows, user.uId, id, idOf, what)), 1);
        });
        return { msg: spec.msg ?? RECORD_MSG.deleted };
      });
    },
  };
}
