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

// The customer area's forms and look-ups (the record tables and the issue threads). A number
// field that is absent, `null` or '' counts as not given (the mock's input layer drops such
// values before the schema reads them).

/** Longest serial number a form may send. */
export const MAX_SERIAL = 64;
/** Longest chat message, issue description or symptom text. */
export const MAX_MESSAGE = 2000;
/** Longest return tracking number. */
export const MAX_TRACKING = 64;

/** The id of a record to read or change: required, 1 or more. */
export function recordId(name: string) {
  return wholeNumber(name, 1, MAX_ID, { required: `${name} is required` });
}

/** An option chosen in a select: absent, '' or 0 (nothing chosen) answer `requiredMessage`. */
export function chosenId(name: string, requiredMessage: string) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? requiredMessage : `${name} must be a number`),
    })
    .refine((value) => value !== 0, requiredMessage)
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`)
    .max(MAX_ID, `${name} is too large`)
    .meta({ description: 'The chosen option’s id (0 or absent: none chosen).' });
}

/** An optional option: 0 (or absent) for none. */
export function optionalId(name: string) {
  return wholeNumber(name, 0, MAX_ID, { min: `${name} must be 0 (none) or an id` })
    .default(0)
    .meta({ description: 'The option’s id, or 0 for none.' });
}

/** Optional text of at most `max` characters (the server trims it; absent is ''). */
export function optionalText(name: string, max: number) {
  return text(name, max).optional();
}

/** `?page=` of the lists, 1 by default. */
export const listQuery = z.object({ page: page() });

/** A query or body holding only the record id `name`. */
export function idOnly<N extends string>(name: N) {
  return z.object({ [name]: recordId(name) } as { [K in N]: ReturnType<typeof recordId> });
}

/** The keyword searches' body: `goodsVerifyKeyword` (not blank), and the mock's optional page. */
export function keywordBody(emptyMessage: string) {
  return z.object({
    goodsVerifyKeyword: requiredText('goodsVerifyKeyword', emptyMessage).meta({
      description: 'Text to look for (any case); the same name for every record folder.',
    }),
    page: wholeNumber('page', 1, 100_000).optional().meta({
      description:
        'The mock’s extension: a page of 10 matches. Without it (all the vendor documents), every match.',
    }),
  });
}

/** The refusal message strict mode answers a value outside a field's documented values. */
const VALUES_REFUSAL = new WeakMap<z.core.$ZodType, string>();

/**
 * Text whose values the vendor documents (`values`, the document's `enum`), on a schema that
 * reads any text of at most `max` characters: the mock's default mode may answer other values
 * too (an `x-mock-extension` of the operation); strict mode refuses them with code 400 and
 * `refusal` (by default `<name> must be <values>`), as a client of the vendor never sends them.
 */
export function documentedText(
  name: string,
  max: number,
  values: readonly [string, ...string[]],
  refusal = `${name} must be ${values.join(' or ')}`,
) {
  const schema = text(name, max).meta({ enum: [...values] });
  VALUES_REFUSAL.set(schema, refusal);
  return schema;
}

/**
 * The values `schema` documents (documentedText) and the message refusing another, under
 * optional, default and meta wrappers; undefined for a field without documented values.
 */
export function documentedValues(
  schema: z.ZodType,
): { readonly values: readonly string[]; readonly refusal: string } | undefined {
  let current: z.core.$ZodType | undefined = schema;
  while (current) {
    const refusal = VALUES_REFUSAL.get(current);
    const values = (z.globalRegistry.get(current) as { enum?: unknown } | undefined)?.enum;
    if (refusal !== undefined && Array.isArray(values)) {
      return { values: values.filter((v): v is string => typeof v === 'string'), refusal };
    }
    current =
      (current._zod as { parent?: z.core.$ZodType }).parent ??
      (current._zod.def as { innerType?: z.core.$ZodType }).innerType;
  }
  return undefined;
}
