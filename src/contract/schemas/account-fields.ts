/**
 * Field builders of the customer area's forms and look-ups (the record tables and the issue
 * threads), with the messages a refusal answers. A number field that is absent, `null` or ''
 * counts as not given (the mock's input layer drops such values before the schema reads them).
 */
import { z } from 'zod';
import { page, requiredText, text, wholeNumber } from './fields';

const MAX_ID = 2_147_483_647;

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
