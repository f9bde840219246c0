/** What was typed, as a VIN is compared: upper case, spaces (e.g. groups of digits) dropped. */
export function normalizeVin(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}
