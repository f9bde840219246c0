/**
 * Validation of a CMS edit (`PUT /mock/content/:collection/:id`): which collection, which
 * record, and which of its fields may change to what. Every failure is an ApiError with a
 * clear code (and the same HTTP status): 404 for an unknown collection or id, 400 for a bad
 * body, an unknown field or a value of the wrong type.
 */
import { ApiError, CODE } from '../http/envelope';
import { COLLECTIONS, type Collection } from './pages';

/** The table and the id field of each collection. */
export const COLLECTION_IDS: Record<Collection, string> = {
  goods: 'goods_id',
  articles: 'articles_id',
  categories: 'category_id',
  configs: 'configs_id',
};
const MAX_FIELDS = 50;

/** Fields whose value is a path segment or a site path: a bad one would break links. */
const PATTERNS: Record<string, { pattern: RegExp; message: string }> = {
  category_paths: {
    pattern: /^\/[A-Za-z0-9\-_/]*$/,
    message: 'category_paths must be a site path such as /products/code-reader',
  },
  articles_path: {
    pattern: /^[A-Za-z0-9\-_]{1,200}$/,
    message: 'articles_path must be a URL segment (letters, digits, - and _)',
  },
};
const NON_EMPTY = new Set(['goods_title', 'articles_title', 'category_name']);

const fail = (code: number, msg: string): never => {
  throw new ApiError(code, msg, code);
};

export function parseCollection(raw: string): Collection {
  const found = COLLECTIONS.find((c) => c === raw);
  if (!found) fail(CODE.notFound, `Unknown collection "${raw}": use ${COLLECTIONS.join(', ')}`);
  return found as Collection;
}

export function parseId(raw: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) fail(CODE.badRequest, `The id must be a positive whole number`);
  return id;
}

type JsonKind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';
function kindOf(value: unknown): JsonKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'object';
}

/** The fields of `record` an edit may change: all but its id, in the record's order. */
export function editableFields(
  collection: Collection,
  record: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(record).filter((field) => field !== COLLECTION_IDS[collection]);
}

/**
 * The changes of an edit, checked against the record they apply to: only fields the record
 * has (never its id), each with a value of the same JSON kind (an integer for an integer).
 */
export function validateChanges(
  collection: Collection,
  record: Readonly<Record<string, unknown>>,
  body: unknown,
): Record<string, unknown> {
  if (kindOf(body) !== 'object') fail(CODE.badRequest, 'The body must be a JSON object of fields');
  const changes = body as Record<string, unknown>;
  const fields = Object.keys(changes);
  if (fields.length === 0) fail(CODE.badRequest, 'Give at least one field to change');
  if (fields.length > MAX_FIELDS) fail(CODE.badRequest, `At most ${MAX_FIELDS} fields at a time`);
  const idField = COLLECTION_IDS[collection];
  for (const field of fields) {
    if (field === idField) fail(CODE.badRequest, `${idField} cannot be changed`);
    if (!Object.prototype.hasOwnProperty.call(record, field)) {
      // Named in full: the CMS stand-in has no other place that lists them.
      fail(
        CODE.badRequest,
        `Unknown field "${field}" for ${collection}: the editable fields are ${editableFields(collection, record).join(', ')}`,
      );
    }
    const value = changes[field];
    const expected = kindOf(record[field]);
    if (kindOf(value) !== expected) fail(CODE.badRequest, `${field} must be a ${expected}`);
    if (
      typeof value === 'number' &&
      (!Number.isFinite(value) || (Number.isInteger(record[field]) && !Number.isInteger(value)))
    ) {
      fail(CODE.badRequest, `${field} must be a whole number`);
    }
    if (typeof value === 'string') {
      const rule = PATTERNS[field];
      if (rule && !rule.pattern.test(value)) fail(CODE.badRequest, rule.message);
      if (NON_EMPTY.has(field) && value.trim() === '')
        fail(CODE.badRequest, `${field} is required`);
    }
  }
  return changes;
}
