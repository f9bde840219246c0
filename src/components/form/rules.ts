/** The yup rules the site's forms share. */
import { string } from 'yup';

/** Required text: empty, absent or only whitespace gives `message`. */
export function requiredText(message: string) {
  return string().trim().required(message);
}
