/**
 * How the customer-area routes read their input. Two styles, as the site's
 * forms need them:
 *
 * - record forms (serials, orders, products, garage, profile) are yup schemas read by
 *   `readForm` (here): every field is checked and the first failing one, in the form's order,
 *   answers;
 * - issue and claim bodies are read field by field (`readId`, `readText` of
 *   http/body-fields.ts), in the dialog's order, so the first missing field answers with the
 *   dialog's own message.
 *
 * Ids and pages in a query string are read the same way by both (here).
 */
import { ApiError, CODE } from '../../http/envelope';
import { page, strictNumber, text, validateQuery, yup } from '../../http/validate';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a form body. Every field is checked; the answer names the first failing field in
 * the schema's order (the order of the form), so a form missing everything gets the message
 * of its first field. Unknown fields (read-only ones included) are dropped.
 */
export async function readForm<S extends yup.AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<yup.InferType<S>> {
  if (body !== undefined && body !== null && !isPlainObject(body)) {
    throw new ApiError(CODE.badRequest, 'The request body must be a JSON object');
  }
  try {
    return await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new ApiError(
        CODE.badRequest,
        error.inner[0]?.message ?? error.errors[0] ?? 'Invalid input',
      );
    }
    throw error;
  }
}

/** A whole number from JSON or text; '' counts as not given; arrays and objects are refused. */
function wholeNumber(name: string) {
  return yup
    .number()
    .transform((value: number, original: unknown) => {
      if (original === '') return undefined;
      return strictNumber(value, original);
    })
    .typeError(`${name} must be a number`)
    .integer(`${name} must be a whole number`)
    .max(2_147_483_647, `${name} is too large`);
}

/** The id of the record to read or change (query or body). */
export function recordId(name: string) {
  return wholeNumber(name).required(`${name} is required`).min(1, `${name} must be 1 or more`);
}

/** An option chosen in a select: missing, '' or 0 answer `requiredMessage`. */
export function chosenId(name: string, requiredMessage: string) {
  return wholeNumber(name)
    .required(requiredMessage)
    .test('chosen', requiredMessage, (value) => value !== 0)
    .min(1, `${name} must be 1 or more`);
}

/** An optional option (0 = none; missing = 0). */
export function optionalId(name: string) {
  return wholeNumber(name).min(0, `${name} must be 0 (none) or an id`).default(0);
}

/** Optional text (undefined when missing: strict fields take no default); handlers trim it. */
export function optionalText(name: string, max: number) {
  return text(name, max);
}

/** The trimmed text of an optional field ('' when missing). */
export const trimmed = (value: string | undefined) => (value ?? '').trim();

/** A query or body holding only the record id `name`. */
function idSchema(name: string) {
  return yup.object({ [name]: recordId(name) });
}

/** Reads a record or issue id from the query (`?name=12`). */
export async function queryId(query: unknown, name: string): Promise<number> {
  const input = await validateQuery(idSchema(name), query);
  return input[name] as number;
}

/** Reads the record id from a form body (POST del, POST unbind). */
export async function bodyId(body: unknown, name: string): Promise<number> {
  const input = await readForm(idSchema(name), body);
  return input[name] as number;
}

const listQuery = yup.object({ page: page() });

/** `?page=` of the GET lists (1 by default). */
export async function queryPage(query: unknown): Promise<number> {
  const input = await validateQuery(listQuery, query);
  return input.page;
}
