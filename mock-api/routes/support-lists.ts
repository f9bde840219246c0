/**
 * What the support area's media lists share (downloads, training videos): the category filter
 * and scope, and their two routes. The keyword rule is mock-api/forms/support.ts's.
 */
import type { DeepReadonly } from '../store/db';
import type { Database } from '../schema/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { containsText, paginate, supportCategoriesOf } from '../store/queries';
import { requiredKeyword } from '../forms/support';
import type { Operation } from '../../src/contract/schemas/operation';
import { documentedRoute, type RouteDef } from './types';

type Data = DeepReadonly<Database>;

/** A list's input as its operation's schema reads it (category filter and page). */
interface ListInput {
  category_id?: number;
  page: number;
}

/**
 * The category ids a list covers: every file (or video) category for all (absent, 0 or the
 * page's own id), one for a known id; 404 for another.
 */
export function categoryScope(
  data: Data,
  parentId: number,
  categoryId: number | undefined,
  what: string,
): Set<number> {
  const categories = supportCategoriesOf(data, parentId);
  if (categoryId === undefined || categoryId === 0 || categoryId === parentId) {
    return new Set(categories.map((c) => c.category_id));
  }
  const found = categories.find((c) => c.category_id === categoryId);
  if (!found)
    throw new ApiError(CODE.notFound, `No ${what} category with category_id ${categoryId}`);
  return new Set([found.category_id]);
}

/** A support media list (downloads, training videos): its two routes and how it reads rows. */
export interface MediaList<
  Row extends { category_id: number },
  Out extends { category_name: string },
> {
  /** GET reads the query, POST the body (as the vendor API has it). */
  method: 'GET' | 'POST';
  /** The operations (src/contract/schemas/support.ts): the list reads ListInput. */
  list: { path: string; summary: string; operation: Operation };
  search: {
    path: string;
    summary: string;
    operation: Operation;
    keyword: string;
    emptyMsg?: string;
  };
  /** The page whose sub-categories the list covers, and what a category is called in a 404. */
  parentId: number;
  what: string;
  pageSize: number;
  rows: (data: Data) => readonly Row[];
  order: (a: Row, b: Row) => number;
  fields: (data: Data, row: Row) => Out;
  title: (out: Out) => string;
}

/**
 * The list by category (0 or none: all, a page of `pageSize`, newest first) and the keyword
 * search (title or category name, all matches) of a support media list.
 */
export function mediaListRoutes<
  Row extends { category_id: number },
  Out extends { category_name: string },
>(media: MediaList<Row, Out>): RouteDef[] {
  return [
    documentedRoute({
      method: media.method,
      path: media.list.path,
      summary: media.list.summary,
      operation: media.list.operation,
      handler: (args) => {
        const input = args.input as unknown as ListInput;
        const data = args.ctx.db.data;
        const scope = categoryScope(data, media.parentId, input.category_id, media.what);
        const inScope = media
          .rows(data)
          .filter((row) => scope.has(row.category_id))
          .sort(media.order);
        const { page: pageInfo, rows } = paginate(inScope, input.page, media.pageSize);
        return { page: pageInfo, data: rows.map((row) => media.fields(data, row)) };
      },
    }),
    documentedRoute({
      method: media.method,
      path: media.search.path,
      summary: media.search.summary,
      operation: media.search.operation,
      handler: (args) => {
        const given = args.input[media.search.keyword];
        const keyword = requiredKeyword(typeof given === 'string' ? given : undefined);
        const data = args.ctx.db.data;
        const rows = [...media.rows(data)]
          .sort(media.order)
          .map((row) => media.fields(data, row))
          .filter(
            (out) =>
              containsText(media.title(out), keyword) || containsText(out.category_name, keyword),
          );
        const { emptyMsg } = media.search;
        if (emptyMsg === undefined) return { data: rows };
        return { data: rows, msg: rows.length > 0 ? 'Success' : emptyMsg };
      },
    }),
  ];
}
