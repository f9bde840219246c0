/**
 * The route of a form that writes (tech support, remote appointment, the partnership forms,
 * sign-up and reset): read and check the form like its page, store it in one database update,
 * answer the page's thanks.
 */
import { ApiError } from '../http/envelope';
import type { DeepReadonly } from '../store/db';
import type { Database } from '../schema/mock-db';
import { nextId } from '../store/queries';
import type { Operation } from '../../src/contract/schemas/operation';
import { documentedRoute, type Handler, type RouteDef } from './types';

/** A refusal decided inside the update, answered once the update (which counts it) is saved. */
export interface StoreFailure {
  code: number;
  msg: string;
}

export function formRoute<Form>(route: {
  path: string;
  summary: string;
  read: (body: unknown, data: DeepReadonly<Database>) => Form | Promise<Form>;
  /**
   * Stores the form inside the update. It throws to refuse with nothing changed (e.g. the
   * per-address limit), or returns a failure to refuse and still commit what it counted.
   */
  store: (draft: Database, form: Form, now: Date) => StoreFailure | null | void;
  done: string;
  /**
   * The documented operation: its schema reads the body first (undocumented fields dropped),
   * then `read` checks what needs the data (known regions...) in the page's order.
   */
  operation?: Operation;
}): RouteDef {
  const handler: Handler = async ({ req, ctx, input }) => {
    const form = await route.read(route.operation ? input : req.body, ctx.db.data);
    const now = ctx.now();
    const failure = await ctx.db.update((draft) => route.store(draft, form, now));
    if (failure) throw new ApiError(failure.code, failure.msg);
    return { msg: route.done };
  };
  const { path, summary, operation } = route;
  if (!operation) return { method: 'POST', path, summary, handler };
  return documentedRoute({ method: 'POST', path, summary, operation, handler });
}

/** Appends `fields` as a new row: the next free `idKey` first, `created_at` last. */
export function appendRow<Row extends { created_at: string }, Id extends keyof Row & string>(
  rows: Row[],
  idKey: Id,
  fields: Omit<Row, Id | 'created_at'>,
  createdAt: string,
): void {
  // Id names a number column of Row, which TypeScript cannot see through the generic key.
  const id = nextId(rows, (row) => Number(row[idKey]));
  rows.push({ [idKey]: id, ...fields, created_at: createdAt } as unknown as Row);
}
