/** The `publish_at` of a draft: an ISO 8601 time with its offset (normalised to UTC), or null. */
import { ApiError, CODE } from '../http/envelope';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** False for a day the calendar lacks (February 31 would silently become March 3). */
function isRealDay(text: string, time: number): boolean {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(text);
  const minutes = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
    : 0;
  return new Date(time + minutes * 60_000).toISOString().slice(0, 10) === text.slice(0, 10);
}

/** The time as `toISOString()` writes it; null unschedules. Anything else is a 400. */
export function parsePublishAt(value: unknown): string | null {
  if (value === null) return null;
  const time = typeof value === 'string' && ISO_TIME.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(time) || !isRealDay(value as string, time)) {
    throw new ApiError(
      CODE.badRequest,
      'publish_at must be an ISO 8601 time with its offset, such as 2026-05-01T09:00:00Z, or null to unschedule',
      400,
    );
  }
  return new Date(time).toISOString();
}
