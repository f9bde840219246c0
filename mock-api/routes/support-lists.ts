/**
 * What the support area's lists share (downloads, training videos, FAQs, where to buy): the
 * category filter and scope, the page of a body, the keyword rule, and the two routes of a
 * media list (downloads, videos).
 */
import type { DeepReadonly } from '../store/db';
import type { Database } from '../../src/contract/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { containsText, paginate } from '../store/queries';
import { page, strictNumber, text, validateBody, validateQuery, yup } from '../http/validate';
import { supportCategoriesOf } from './support';
import type { HandlerArgs, RouteDef } from './types';

type Data = DeepReadonly<Database>;

export const KEYWORDS_MSG = 'Please enter keywords';

/** A category filter: 0, the parent page's id or absent mean all. */
export function categoryFilter(name = 'category_id') {
  return yup
    .number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : strictNumber(value, original),
    )
    .typeError(`${name} must be a number`)
    .integer(`${name} must be a whole number`)
    .min(0, `${name} must be 0 (all) or a category id`)
    .max(2_147_483_647, `${name} is too large`);
}

/** A page number in a body: like a query's (1 by default), '' counting as absent. */
export function bodyPage() {
  return page().transform((value: number, original: unknown) =>
    original === '' || original === null ? undefined : value,
  );
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

/** A keyword as searched: trimmed and lower-case; blank answers 400 `Please enter keywords`. */
export function requiredKeyword(value: string | undefined): string {
  const keyword = (value ?? '').trim().toLowerCase();
  if (keyword === '') throw new ApiError(CODE.badRequest, KEYWORDS_MSG);
  return keyword;
}

/** A support media list (downloads, training videos): its two routes and how it reads rows. */
export interface MediaList<
  Row extends { category_id: number },
  Out extends { category_name: string },
> {
  /** GET reads the query, POST the body (as the vendor API has it). */
  method: 'GET' | 'POST';
  list: { path: string; summary: string };
  search: { path: string; summary: string; keyword: string; emptyMsg?: string };
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
  const listInput = yup.object({
    category_id: categoryFilter(),
    page: media.method === 'GET' ? page() : bodyPage(),
  });
  const searchInput = yup.object({ [media.search.keyword]: text(media.search.keyword) });
  const read = <S extends yup.AnyObjectSchema>(schema: S, args: HandlerArgs) =>
    media.method === 'GET'
      ? validateQuery(schema, args.req.query)
      : validateBody(schema, args.req.body);
  return [
    {
      method: media.method,
      path: media.list.path,
      summary: media.list.summary,
      handler: async (args) => {
        const input = await read(listInput, args);
        const data = args.ctx.db.data;
        const scope = categoryScope(data, media.parentId, input.category_id, media.what);
        const inScope = media
          .rows(data)
          .filter((row) => scope.has(row.category_id))
          .sort(media.order);
        const { page: pageInfo, rows } = paginate(inScope, input.page, media.pageSize);
        return { page: pageInfo, data: rows.map((row) => media.fields(data, row)) };
      },
    },
    {
      method: media.method,
      path: media.search.path,
      summary: media.search.summary,
      handler: async (args) => {
        const input = await read(searchInput, args);
        const keyword = requiredKeyword(input[media.search.keyword] as string | undefined);
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
    },
  ];
}
