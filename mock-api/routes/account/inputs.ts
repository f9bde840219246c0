/**
 * How the profile form is read (the other customer-area routes are documented operations,
 * read by their schemas before the handler: src/contract/schemas/records.ts, issues.ts).
 * Every field is checked and the first failing one, in the form's order, answers.
 */
import { ApiError, CODE } from '../../http/envelope';
import { yup } from '../../http/validate';

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
