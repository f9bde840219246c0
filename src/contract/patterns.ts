/**
 * Input rules the site's forms and the mock API's checks share, defined once. No imports:
 * the mock API loads this file too.
 */

/** The spec's simple `{email}` pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-up and reset passwords: 8 to 15 characters; sign-in accepts at most 15. */
export const PASSWORD_LENGTH = { min: 8, max: 15 } as const;
