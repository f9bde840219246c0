/**
 * Reading fields of a request body one by one, for the forms checked field by field in the
 * page's order (sign-up, tech support, partnership forms): the first failing field answers
 * with its message.
 */
import { ApiError, CODE } from './envelope';

export type Body = Record<string, unknown>;

/** Throws the business error `msg` (400 unless told). */
export function fail(msg: string, code: number = CODE.badRequest): never {
  throw new ApiError(code, msg);
}

/** The request body as an object (absent: empty; a list or text answers 400). */
export function bodyObject(body: unknown): Body {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    fail('The request body must be a JSON object');
  }
  return body as Body;
}

/**
 * A text field, trimmed: absent or null gives '' (or `requiredMsg` when given, as does a
 * blank value); another type or more than `max` characters fails.
 */
export function readText(body: Body, name: string, max: number, requiredMsg?: string): string {
  const value = body[name];
  if (value === undefined || value === null) {
    if (requiredMsg) fail(requiredMsg);
    return '';
  }
  if (typeof value !== 'string') fail(`${name} must be text`);
  const trimmedValue = value.trim();
  if (requiredMsg && trimmedValue === '') fail(requiredMsg);
  if (trimmedValue.length > max) fail(`${name} must be at most ${max} characters`);
  return trimmedValue;
}

/**
 * Text fields read in the order listed (the first failing one answers), each by `readText`
 * with its longest length and optional required message.
 */
export function readTexts<K extends string>(
  body: Body,
  fields: Record<K, readonly [max: number, requiredMsg?: string]>,
): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of Object.keys(fields) as K[]) {
    const [max, requiredMsg] = fields[name];
    values[name] = readText(body, name, max, requiredMsg);
  }
  return values;
}
