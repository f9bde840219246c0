/**
 * `?add=1` on a record page opens its Add dialog on arrival: the Personal Center's first steps
 * ("Register a serial number", "Add your car") land in the dialog, not on an empty table.
 */
export const ADD_PARAM = 'add';

/** The record page at `path` with its Add dialog open. */
export function addRecordHref(path: string): string {
  return `${path}?${ADD_PARAM}=1`;
}
