/**
 * The one input layer of the documented endpoints: a route that names its operation
 * (src/contract/schemas/) has its query (GET) or body (POST) checked by the operation's schema
 * before the handler runs. The first failing field's message answers with `code` 400 (HTTP
 * 200); what the schema does not name is dropped. In strict mode the answer, too, keeps only
 * the fields the operation documents.
 */
import type { z } from 'zod';
import { undocumentedFields, type Operation } from '../../src/contract/schemas/operation';
import { documentedValues, isBlankAsAbsent } from '../../src/contract/schemas/fields';
import { ApiError, CODE, type EnvelopeFields } from './envelope';

/**
 * Numbers written as text are plain decimals only (an optional minus, digits, an optional
 * fraction): `0x10`, `1e1`, ` 1`, `+1` and `Infinity` stay text, so the schema refuses them.
 */
export const NUMBER_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema's own type under optional, default and nullable wrappers. */
function baseType(schema: z.ZodType): string {
  let current: z.core.$ZodType = schema;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: z.core.$ZodType };
    if (!def.innerType) return def.type;
    current = def.innerType;
  }
}

/** Text standing for a number where the schema wants one (query text, form fields). */
function readNumbers(shape: Readonly<Record<string, z.ZodType>>, input: Plain): Plain {
  const read: Plain = { ...input };
  for (const [key, value] of Object.entries(input)) {
    const field = shape[key];
    if (
      field &&
      typeof value === 'string' &&
      NUMBER_TEXT.test(value) &&
      baseType(field) === 'number'
    ) {
      read[key] = Number(value);
    }
  }
  return read;
}

function parse<S extends z.ZodObject>(schema: S, input: Plain): z.infer<S> {
  const result = schema.safeParse(readNumbers(schema.shape, input));
  if (result.success) return result.data;
  throw new ApiError(CODE.badRequest, result.error.issues[0]?.message ?? 'Invalid input');
}

/**
 * A query string by its schema. A parameter given twice (`?a=1&a=2`) is refused; an empty one
 * (`?page=`) counts as absent, so its default or its required message applies.
 */
export function readQuery<S extends z.ZodObject>(schema: S, query: unknown): z.infer<S> {
  const input: Plain = {};
  for (const [key, value] of Object.entries(isPlainObject(query) ? query : {})) {
    if (!Object.hasOwn(schema.shape, key) || value === undefined) continue;
    if (typeof value !== 'string') {
      throw new ApiError(CODE.badRequest, `${key} must be a single value`);
    }
    if (value !== '') input[key] = value;
  }
  return parse(schema, input);
}

/**
 * A body by its schema; it must be an object (JSON or form-encoded). A field sent as `null`,
 * or as '' where the schema wants a number (a select left empty) or marks it `blankAsAbsent`,
 * counts as absent, so its default or its required message applies.
 */
export function readBody<S extends z.ZodObject>(schema: S, body: unknown): z.infer<S> {
  if (body === undefined || body === null) return parse(schema, {});
  if (!isPlainObject(body)) {
    throw new ApiError(CODE.badRequest, 'The request body must be a JSON object');
  }
  const shape: Readonly<Record<string, z.ZodType>> = schema.shape;
  const input: Plain = {};
  for (const [key, value] of Object.entries(body)) {
    // What the schema does not name is dropped here (as its parse would).
    if (!Object.hasOwn(shape, key) || value === null) continue;
    const field = shape[key]!;
    if (value === '' && (baseType(field) === 'number' || isBlankAsAbsent(field))) continue;
    input[key] = value;
  }
  return parse(schema, input);
}

/** What an operation's handler receives: its query's or body's values, as the schema read them. */
export type OperationInput<O extends Operation> = O['query'] extends z.ZodObject
  ? z.infer<O['query']>
  : O['body'] extends z.ZodObject
    ? z.infer<O['body']>
    : Record<string, never>;

/** The request's query or body without the mock's extensions (strict mode ignores them). */
function withoutExtensions(operation: Operation, given: unknown): unknown {
  if (!isPlainObject(given)) return given;
  const kept: Plain = { ...given };
  for (const field of undocumentedFields(operation)) delete kept[field];
  return kept;
}

/**
 * Strict mode: a field whose values the document lists (`enum`) must hold one of them. The
 * default mode's other values are its extensions; a client of the vendor's API never sends them.
 */
function holdDocumentedValues(schema: z.ZodObject, input: Plain): void {
  const shape: Readonly<Record<string, z.ZodType>> = schema.shape;
  for (const [key, value] of Object.entries(input)) {
    const documented = shape[key] ? documentedValues(shape[key]) : undefined;
    if (documented && value !== undefined && !documented.values.includes(String(value))) {
      throw new ApiError(CODE.badRequest, documented.refusal);
    }
  }
}

/**
 * Reads the operation's input from a request (GET: the query; otherwise the body). In strict
 * mode the parameters the operation lists as mock extensions are ignored, as the vendor would,
 * and a value outside the values the document lists for a field is refused.
 */
export function readOperationInput<O extends Operation>(
  operation: O,
  request: { query: unknown; body: unknown },
  strict = false,
): OperationInput<O> {
  const given = (value: unknown) => (strict ? withoutExtensions(operation, value) : value);
  const read = (schema: z.ZodObject, input: Plain) => {
    if (strict) holdDocumentedValues(schema, input);
    return input as OperationInput<O>;
  };
  if (operation.query)
    return read(operation.query, readQuery(operation.query, given(request.query)));
  if (operation.body) return read(operation.body, readBody(operation.body, given(request.body)));
  return {} as OperationInput<O>;
}

/**
 * Strict mode's answer: only the fields the operation documents (its schema strips the rest).
 * An answer its schema refuses is sent as it is: the contract tests report it.
 */
export function documentedFields(operation: Operation, fields: EnvelopeFields): EnvelopeFields {
  const result = operation.response.safeParse({ code: 200, msg: 'Success', ...fields });
  if (!result.success) return fields;
  const { code: _code, msg: _msg, ...documented } = result.data as EnvelopeFields;
  return documented;
}
