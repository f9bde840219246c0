/**
 * Field builders for what the endpoints take, with the messages a refusal answers (`code` 400,
 * the first failing field's message as `msg`). Text is never converted from other types;
 * numbers may arrive as query text (the mock's input layer reads plain decimals as numbers).
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../patterns';

/** Longest text accepted by default (a title, a keyword, a name). */
export const MAX_TEXT = 200;
export const MAX_EMAIL = 254;
export const MAX_PASSWORD = 64;
const MAX_ID = 2_147_483_647;

/** Text of at most `max` characters; absent is allowed (add `.optional()` at the call site). */
export function text(name: string, max = MAX_TEXT) {
  return z
    .string({ error: `${name} must be text` })
    .max(max, `${name} must be at most ${max} characters`);
}

/** Text that must be present and not blank: `requiredMessage` answers both. */
export function requiredText(name: string, requiredMessage: string, max = MAX_TEXT) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? requiredMessage : `${name} must be text`),
    })
    .min(1, requiredMessage)
    .max(max, `${name} must be at most ${max} characters`)
    .refine((value) => value.trim() !== '', requiredMessage);
}

/** An e-mail address; `invalidMessage` also answers a blank or absent value. */
export function email(name: string, invalidMessage: string) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? invalidMessage : `${name} must be text`),
    })
    .max(MAX_EMAIL, `${name} must be at most ${MAX_EMAIL} characters`)
    .refine((value) => EMAIL_PATTERN.test(value.trim()), invalidMessage)
    .meta({ format: 'email' });
}

/** What a number field answers besides its type: absent (when required), too small. */
interface NumberMessages {
  /** Answers an absent value (without it, absent is a type error: add `.optional()`). */
  readonly required?: string;
  readonly min?: string;
}

/** A whole number from `min` to `max`. */
export function wholeNumber(
  name: string,
  min: number,
  max = MAX_ID,
  messages: NumberMessages = {},
) {
  const { required, min: minMessage = `${name} must be ${min} or more` } = messages;
  return z
    .number({
      error: (issue) =>
        issue.input === undefined && required ? required : `${name} must be a number`,
    })
    .int(`${name} must be a whole number`)
    .min(min, minMessage)
    .max(max, `${name} is too large`);
}

/** A filter's id, 0 meaning all (`what` says what else it may be: `... or an id`). */
export function filterId(name: string, required?: string, what = 'an id') {
  return wholeNumber(name, 0, MAX_ID, { required, min: `${name} must be 0 (all) or ${what}` }).meta(
    {
      description: `The id, or 0 for all.`,
    },
  );
}

/** A positive whole number (an id). */
export function id(name: string) {
  return wholeNumber(name, 1);
}

/** A page number, 1 by default. */
export function page(name = 'page') {
  return wholeNumber(name, 1, 100_000).default(1);
}

/** Body fields for which an empty value (`''` or null) counts as absent, as in a query. */
const BLANK_AS_ABSENT = new WeakSet<z.ZodType>();

/**
 * Marks a body field whose empty value (`''`, null) counts as absent, so its default or its
 * required message applies (forms send empty fields). Apply it to the field as the shape holds it.
 */
export function blankAsAbsent<T extends z.ZodType>(schema: T): T {
  BLANK_AS_ABSENT.add(schema);
  return schema;
}

export function isBlankAsAbsent(schema: z.ZodType | undefined): boolean {
  return schema !== undefined && BLANK_AS_ABSENT.has(schema);
}

/** A category filter: 0 (or absent, or empty in a body) means all. */
export function categoryFilter(name = 'category_id', what = 'a category id') {
  return blankAsAbsent(filterId(name, undefined, what).optional());
}

/** A page number in a body: 1 by default, empty counting as absent. */
export function bodyPage() {
  return blankAsAbsent(page());
}
