/**
 * The times the customer area's records carry, as the API spells them (UTC): `yyyy/MM/dd` and
 * `yyyy/MM/dd HH:mm:ss`. The fixtures write them and the mock's routes stamp new records.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy/MM/dd` in UTC. */
export function formatDay(date: Date): string {
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
}

/** `yyyy/MM/dd HH:mm:ss` in UTC. */
export function formatDayTime(date: Date): string {
  return `${formatDay(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}
