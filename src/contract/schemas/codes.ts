/**
 * The business codes an answer's `code` may carry, and what each means (docs/api.md, "Error
 * codes"). Business outcomes answer HTTP 200; the HTTP status is read separately.
 */
export const BUSINESS_CODES = {
  200: 'Success.',
  0: 'Success of the vehicle-coverage proxy (its only success code).',
  201: 'Success, another kind: an existing account was linked (Google binding).',
  400: 'Invalid input: `msg` names the first failing field.',
  401: 'Wrong e-mail or password.',
  403: 'Not allowed: a disabled account, or another customer’s record.',
  404: 'An unknown id, title or path in the query or body.',
  409: 'A duplicate (an address already subscribed or registered).',
  429: 'Too many tries: a code asked again within a minute, a locked code or sign-in.',
  500: 'The vehicle-coverage proxy’s special answer: the version is being updated, try later.',
  501: 'Documented but not served yet.',
  503: 'Not saved: the write could not be stored, nothing changed.',
  10001: 'Token missing.',
  10002: 'Token malformed.',
  10003: 'Token unknown.',
  10004: 'Token expired.',
  10005: 'Token revoked (signed out).',
  10006: 'Token of a deleted account.',
  10007: 'Token of a disabled account.',
  10008: 'Token issued before the last password change.',
} as const;

export type BusinessCode = keyof typeof BUSINESS_CODES;

/** The codes every endpoint that needs the customer's token may answer. */
export const TOKEN_CODES = [
  10001, 10002, 10003, 10004, 10005, 10006, 10007, 10008,
] as const satisfies readonly BusinessCode[];
