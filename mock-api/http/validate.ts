/**
 * Input validation with yup. The first failing rule becomes the answer's `msg`, with the
 * business code 400 (HTTP 200). Strings are checked strictly (a number where text is expected
 * is an error, not silently converted); numbers may arrive as query-string text.
 */
import * as yup from 'yup';
import { ApiError, CODE } from './envelope';

/** Longest text accepted by default (a title, a keyword, a name). */
export const MAX_TEXT = 200;
export const MAX_EMAIL = 254;

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function run<S extends yup.AnyObjectSchema>(
  schema: S,
  input: Plain,
): Promise<yup.InferType<S>> {
  try {
    return await schema.validate(input, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new ApiError(CODE.badRequest, error.errors[0] ?? 'Invalid input');
    }
    throw error;
  }
}

/**
 * Validates a query string. A parameter given twice (`?a=1&a=2`) is refused: each must be a
 * single value. An empty parameter counts as absent; unknown parameters are ignored.
 */
export async function validateQuery<S extends yup.AnyObjectSchema>(
  schema: S,
  query: unknown,
): Promise<yup.InferType<S>> {
  const input: Plain = {};
  for (const [key, value] of Object.entries(isPlainObject(query) ? query : {})) {
    if (!Object.hasOwn(schema.fields, key) || value === undefined) continue;
    if (typeof value !== 'string') {
      throw new ApiError(CODE.badRequest, `${key} must be a single value`);
    }
    // `?page=` means "not given": the default (or the required message) applies.
    if (value !== '') input[key] = value;
  }
  return run(schema, input);
}

/** Validates a request body, which must be an object (JSON or form-encoded). */
export async function validateBody<S extends yup.AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<yup.InferType<S>> {
  if (body === undefined || body === null) return run(schema, {});
  if (!isPlainObject(body)) {
    throw new ApiError(CODE.badRequest, 'The request body must be a JSON object');
  }
  return run(schema, body);
}

// Field builders with clear messages.

/** Text of at most `max` characters (strict: no conversion; handlers trim what they store). */
export function text(name: string, max = MAX_TEXT) {
  return yup
    .string()
    .strict()
    .typeError(`${name} must be text`)
    .max(max, `${name} must be at most ${max} characters`);
}

/**
 * Numbers written as text are plain decimals only (an optional minus, digits, an optional
 * fraction): `0x10`, `1e1`, ` 1`, `+1` and `Infinity` are not numbers here, so `page=0x10` is
 * refused instead of read as 16 (and `1.5` answers "must be a whole number" where one is due).
 */
export const NUMBER_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;

/** A yup number transform: text must match NUMBER_TEXT; booleans, arrays, objects are refused. */
export function strictNumber(value: number, original: unknown): number {
  if (typeof original === 'string') return NUMBER_TEXT.test(original) ? Number(original) : NaN;
  if (typeof original === 'number' || original === undefined || original === null) return value;
  return NaN;
}

/** A whole number from 1 to `max`; query text such as "12" is accepted. */
function counting(name: string, max: number) {
  return yup
    .number()
    .transform(strictNumber)
    .typeError(`${name} must be a number`)
    .integer(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`)
    .max(max, `${name} is too large`);
}

/** A positive whole number (an id). */
export function id(name: string) {
  return counting(name, 2_147_483_647);
}

/** A page number, 1 by default. */
export function page(name = 'page') {
  return counting(name, 100_000).default(1);
}

export { yup };
