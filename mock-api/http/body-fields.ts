/**
 * Reading fields of a request body one by one, for the forms checked field by field in the
 * page's order (tech support, partnership forms, issues and claims): the first failing field
 * answers with its message.
 */
import { ApiError, CODE } from './envelope';

type Body = Record<string, unknown>;

/** Throws the business error `msg` (400 unless told). */
export function fail(msg: string, code: number = CODE.badRequest): never {
  throw new ApiError(code, msg);
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
