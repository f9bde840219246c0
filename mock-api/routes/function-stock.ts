/**
 * The function-stock catalogue and its like toggle. The spec names no endpoint for this page
 * (its grid is placeholder data and the like is local); these two are our choice, documented
 * in docs/mock/endpoints.md.
 *
 * A like needs no account: the browser sends a random id of its own in the `X-Client-Id`
 * header (8 to 64 letters, digits, `-` or `_`) and the mock remembers which ids like what.
 */
import type { Request } from 'express';
import type { ApiFunctionBrandGroup, FunctionClassId } from '../../src/contract/api-types';
import { FUNCTION_CLASSES, functionClassName } from '../schema/mock-seed';
import type { DeepReadonly } from '../store/db';
import type { Database, DbFunctionStock } from '../schema/mock-db';
import { ApiError, CODE } from '../http/envelope';
import { advertisementsOf, containsText, paginate } from '../store/queries';
import { id, page, text, validateBody, validateQuery, yup } from '../http/validate';
import type { RouteDef } from './types';
import { MOCK_ONLY_ENDPOINTS } from '../../src/contract/endpoints';

/** Items per page (4 per row on wide screens, three rows). */
export const FUNCTION_PAGE_SIZE = 12;
export const CLIENT_ID_HEADER = 'X-Client-Id';
const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const CLIENT_ID_MISSING_MSG = `Send an ${CLIENT_ID_HEADER} header: a random id the browser keeps`;
export const CLIENT_ID_INVALID_MSG = `${CLIENT_ID_HEADER} must be 8 to 64 letters, digits, - or _`;

/** The sidebar's brand groups: [label, first letter, last letter]. */
const BRAND_GROUPS: [string, string, string][] = [
  ['A-F', 'A', 'F'],
  ['G-L', 'G', 'L'],
  ['M-R', 'M', 'R'],
  ['S-Z', 'S', 'Z'],
];

const SORTS = ['popular', 'recent'] as const;
const CLASS_MSG = `class must be ${FUNCTION_CLASSES.map(([, key]) => key).join(', ')} (or 1 to 4)`;

function classId(value: string | undefined): FunctionClassId | undefined {
  const wanted = (value ?? '').trim().toLowerCase();
  if (!wanted) return undefined;
  return FUNCTION_CLASSES.find(
    ([classNo, key]) => key === wanted || String(classNo) === wanted,
  )?.[0];
}

const listQuery = yup.object({
  brand: text('brand', 50),
  sort: text('sort', 20).test(
    'sort',
    'sort must be popular or recent',
    (value) => value === undefined || (SORTS as readonly string[]).includes(value.trim()),
  ),
  class: text('class', 20).test(
    'class',
    CLASS_MSG,
    (value) => value === undefined || classId(value) !== undefined,
  ),
  keyword: text('keyword'),
  page: page(),
});

const likeBody = yup.object({
  function_id: id('function_id').required('function_id is required'),
  liked: yup.boolean().typeError('liked must be true or false'),
});

/** The client id sent in X-Client-Id; '' when none was sent (unless `required`). */
function clientId(req: Request, required: boolean): string {
  const value = (req.get(CLIENT_ID_HEADER) ?? '').trim();
  if (!value) {
    if (required) throw new ApiError(CODE.badRequest, CLIENT_ID_MISSING_MSG);
    return '';
  }
  if (!CLIENT_ID_PATTERN.test(value)) throw new ApiError(CODE.badRequest, CLIENT_ID_INVALID_MSG);
  return value;
}

function brandGroups(items: readonly DeepReadonly<DbFunctionStock>[]): ApiFunctionBrandGroup[] {
  const brands = [...new Set(items.map((f) => f.function_brand))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
  return BRAND_GROUPS.map(([group, from, to]) => ({
    group,
    brands: brands.filter((brand) => {
      const letter = brand.charAt(0).toUpperCase();
      return letter >= from && letter <= to;
    }),
  }));
}

/** Tolerates a database made before the function-stock tables existed (schema 1). */
function functionTables(data: DeepReadonly<Database>) {
  return { items: data.function_stock ?? [], likes: data.function_likes ?? [] };
}

export const functionStockRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: MOCK_ONLY_ENDPOINTS.functionStockAll.path,
    summary:
      'Function-stock items by brand, class and keyword, popular or recent first; brand groups (our endpoint)',
    handler: async ({ req, ctx }) => {
      const query = await validateQuery(listQuery, req.query);
      const client = clientId(req, false);
      const data = ctx.db.data;
      const { items, likes } = functionTables(data);
      const brand = (query.brand ?? '').trim().toLowerCase();
      if (brand && !items.some((f) => f.function_brand.toLowerCase() === brand)) {
        throw new ApiError(CODE.notFound, `No brand named "${query.brand?.trim()}"`);
      }
      const wantedClass = classId(query.class);
      const keyword = (query.keyword ?? '').trim().toLowerCase();
      const sort = query.sort?.trim() ?? 'popular';
      const matching = items
        .filter(
          (f) =>
            (!brand || f.function_brand.toLowerCase() === brand) &&
            (wantedClass === undefined || f.function_class === wantedClass) &&
            (!keyword ||
              containsText(f.function_title, keyword) ||
              containsText(f.function_brand, keyword)),
        )
        .sort((a, b) =>
          sort === 'recent'
            ? b.function_addtime.localeCompare(a.function_addtime) || b.function_id - a.function_id
            : b.function_like_count - a.function_like_count || a.function_id - b.function_id,
        );
      const liked = new Set(
        client ? likes.filter((l) => l.client_id === client).map((l) => l.function_id) : [],
      );
      const { page: pageInfo, rows } = paginate(matching, query.page, FUNCTION_PAGE_SIZE);
      return {
        brand_all: brandGroups(items),
        class_all: FUNCTION_CLASSES.map(([class_id, class_key, class_name]) => ({
          class_id,
          class_key,
          class_name,
        })),
        page: pageInfo,
        function_all: rows.map((f) => ({
          ...f,
          function_class_name: functionClassName(f.function_class),
          function_liked: liked.has(f.function_id),
        })),
        advertisement_all: advertisementsOf(data, 'function-stock'),
      };
    },
  },
  {
    method: 'POST',
    path: MOCK_ONLY_ENDPOINTS.functionLike.path,
    summary:
      '{function_id, liked?}: toggles (or sets) the X-Client-Id client’s like; answers the new count (our endpoint)',
    handler: async ({ req, ctx }) => {
      const client = clientId(req, true);
      const body = await validateBody(likeBody, req.body);
      const now = ctx.now().toISOString();
      const result = await ctx.db.update((draft) => {
        draft.function_likes ??= [];
        const item = (draft.function_stock ?? []).find((f) => f.function_id === body.function_id);
        if (!item) {
          throw new ApiError(CODE.notFound, `No function with function_id ${body.function_id}`);
        }
        const index = draft.function_likes.findIndex(
          (l) => l.function_id === item.function_id && l.client_id === client,
        );
        const liked = body.liked ?? index < 0;
        if (liked && index < 0) {
          draft.function_likes.push({
            function_id: item.function_id,
            client_id: client,
            liked_at: now,
          });
          item.function_like_count += 1;
        } else if (!liked && index >= 0) {
          draft.function_likes.splice(index, 1);
          item.function_like_count = Math.max(0, item.function_like_count - 1);
        }
        return {
          function_id: item.function_id,
          liked,
          function_like_count: item.function_like_count,
        };
      });
      return { msg: result.liked ? 'Liked' : 'Unliked', data: result };
    },
  },
];
