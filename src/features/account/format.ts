/** Dates of the customer area: the API's `yyyy/MM/dd`, a date input's `yyyy-MM-dd`. */

/** `yyyy-MM-dd` (a date input's value) → `yyyy/MM/dd`; '' stays ''. */
export function toApiDay(inputValue: string): string {
  return inputValue.replaceAll('-', '/');
}

/** `yyyy/MM/dd` (or a longer `yyyy/MM/dd HH:mm:ss`) → `yyyy-MM-dd` for a date input. */
export function toInputDay(apiValue: string): string {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})/.exec(apiValue);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : '';
}

/** A record's id as a select holds it: '' for none (0 or missing). */
export function selectId(id: number | null | undefined): string {
  return id ? String(id) : '';
}
