/**
 * `?add=1` on a record page opens its Add dialog on arrival: the Personal Center's first steps
 * ("Register a serial number", "Add your car") land in the dialog, not on an empty table.
 * `&serial=` fills the dialog's serial field: a passport's "Add the purchase" or "Register the
 * product" names the device it is about.
 */
export const ADD_PARAM = 'add';
export const SERIAL_PARAM = 'serial';

/** The record page at `path` with its Add dialog open, its serial field filled when given. */
export function addRecordHref(path: string, serial?: string): string {
  const query = new URLSearchParams({ [ADD_PARAM]: '1' });
  if (serial) query.set(SERIAL_PARAM, serial);
  return `${path}?${query.toString()}`;
}
