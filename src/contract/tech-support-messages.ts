/**
 * Every message of the Contact Tech Support and Remote appointment forms (docs/copy.md,
 * with the typo fix "Please write a subject"), and the longest text each field
 * takes. One list for the site's schemas and the mock API's checks, so a request that skips
 * the page gets the same words. No imports: the mock API may load this file too.
 */
export const TECH_SUPPORT_MESSAGES = {
  region: 'Please select region',
  country: 'Please select country',
  name: 'Please write your name',
  email: 'Please write your email address',
  phone: 'Please write a phone number',
  serial: 'Please write the serial number',
  subject: 'Please write a subject',
  message: 'Please write a message',
  remoteSerial: 'Please write serial number',
  remoteId: 'Please write remote ID',
  describe: 'Please write problem description',
  time: 'Please select a time',
  /** Not in the spec: a range that ends before it starts is no appointment. */
  timeOrder: 'The end time must be after the start time',
} as const;

/** Longest text per kind of field (the inputs stop there; the schemas say so past it). */
export const TECH_SUPPORT_LIMITS = {
  /** Region, country, names, phone, serial number, remote ID. */
  short: 100,
  subject: 200,
  email: 254,
  /** The message and the problem description. */
  long: 5000,
} as const;

/** Not in the spec (the inputs already stop at the limit): what a longer value gets. */
export function tooLongMessage(limit: number): string {
  return `Please write at most ${limit} characters`;
}
