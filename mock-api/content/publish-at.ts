/** The `publish_at` of a draft: an ISO 8601 time with its offset (normalised to UTC), or null. */
import { ApiError, CODE } from '../http/envelope';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The time as `toISOString()` writes it; null unschedules. Anything else is a 400. */
export function parsePublishAt(value: unknown): string | null {
  if (value === null) return null;
  const time = typeof value === 'string' && ISO_TIME.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(time)) {
    throw new ApiError(
      CODE.badRequest,
      'publish_at must be an ISO 8601 time with its offset, such as 2026-05-01T09:00:00Z, or null to unschedule',
      400,
    );
  }
  return new Date(time).toISOString();
}
