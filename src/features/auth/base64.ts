/**
 * The `code` of /association is base64. A query string turns an unencoded `+`
 * into a space, so spaces are read back as `+`; URL-safe letters and missing padding pass.
 */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;
const BASE64_URL = /^[A-Za-z0-9_-]+$/;
/** One letter past a group of four encodes no whole byte. */
const isWholeBytes = (code: string) => code.length % 4 !== 1;

/** The code ready to send, or null when it is missing or not base64. */
export function readBase64Code(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().replace(/ /g, '+');
  if (!code) return null;
  return BASE64.test(code) || (BASE64_URL.test(code) && isWholeBytes(code)) ? code : null;
}
