/** The yup rules the site's forms share. */
import { string } from 'yup';

interface RequiredTextOptions {
  /**
   * Validate the value as typed (default: trimmed first). For fields whose later rules judge
   * the spaces themselves, such as a code that must hold none.
   */
  keepSpaces?: boolean;
}

/** Required text: empty, absent or only whitespace gives `message`. */
export function requiredText(message: string, { keepSpaces = false }: RequiredTextOptions = {}) {
  if (!keepSpaces) return string().trim().required(message);
  return string()
    .required(message)
    .test(
      'blank',
      message,
      (value) => value === undefined || value === null || value.trim() !== '',
    );
}
