/** The passport's dates: the API's `yyyy/MM/dd` days and how many days are left until one. */

const DAY_MS = 86_400_000;

/** A `yyyy/MM/dd` (or `yyyy-MM-dd`) day as UTC midnight; null when it is not a real date. */
export function parseDay(text: string): Date | null {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})/.exec(text.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? day : null;
}

/** The local calendar day of `now`, as UTC midnight (what a customer calls "today"). */
export function today(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** Whole days from `from` (a day) to `to` (a day): 0 on the day itself, negative once past. */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}
