/**
 * The remote appointment's time range: two local date-times sent
 * as `yyyy-MM-dd HH:mm:ss-yyyy-MM-dd HH:mm:ss`. Pure functions, no DOM; only relative
 * imports, so the mock API may check a range the same way.
 */
import type { Dayjs } from 'dayjs';
import { TECH_SUPPORT_MESSAGES } from '@/contract/tech-support-messages';

/** yyyy-MM-dd HH:mm:ss in dayjs's tokens. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** What the pickers hold: either end may be missing, or half typed (an invalid date). */
export interface TimeRange {
  start: Dayjs | null;
  end: Dayjs | null;
}

export const EMPTY_TIME_RANGE: TimeRange = { start: null, end: null };

/** A date-time chosen in full (a half-typed field gives an invalid one). */
export function isChosen(value: Dayjs | null | undefined): value is Dayjs {
  return value !== null && value !== undefined && value.isValid();
}

/** One end as `yyyy-MM-dd HH:mm:ss`, in the visitor's local time (seconds kept as chosen). */
export function formatDateTime(value: Dayjs): string {
  return value.format(DATE_TIME_FORMAT);
}

/**
 * The range as the API takes it, or '' while it is not complete. The hyphen between the
 * two ends is the only one outside the dates: each end is 19 characters long.
 */
export function formatTimeRange({ start, end }: TimeRange): string {
  if (!isChosen(start) || !isChosen(end)) return '';
  return `${formatDateTime(start)}-${formatDateTime(end)}`;
}

/** The message a range gets, or null when it may be sent. */
export function timeRangeError({ start, end }: TimeRange): string | null {
  if (!isChosen(start) || !isChosen(end)) return TECH_SUPPORT_MESSAGES.time;
  if (!end.isAfter(start)) return TECH_SUPPORT_MESSAGES.timeOrder;
  return null;
}

const DATE_TIME = String.raw`(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})`;
const RANGE_PATTERN = new RegExp(`^${DATE_TIME}-${DATE_TIME}$`);

/** A real calendar date-time (no 2026-02-30, no 25:00:00). */
function isRealDateTime([y, mo, d, h, mi, s]: number[]): boolean {
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s
  );
}

/**
 * The two ends of a range as sent (`yyyy-MM-dd HH:mm:ss` each), or null when the text is not
 * such a range: wrong shape, a date that does not exist, or an end not after the start.
 */
export function parseTimeRange(text: string): { start: string; end: string } | null {
  const match = RANGE_PATTERN.exec(text.trim());
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  const start = parts.slice(0, 6);
  const end = parts.slice(6);
  if (!isRealDateTime(start) || !isRealDateTime(end)) return null;
  const [startText, endText] = [text.trim().slice(0, 19), text.trim().slice(20)];
  // Same-width, zero-padded texts compare in time order.
  if (endText <= startText) return null;
  return { start: startText, end: endText };
}
