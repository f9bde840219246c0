/**
 * The rules of the two tech-support forms with their messages, word for word (docs/copy.md,
 * "Support area"; the vendor's form has no format checks, so none is added: only "required" and the
 * length limits of the inputs). Pure yup on the API's own field names; only relative
 * imports, so the mock API may check a posted body with the same rules.
 */
import * as yup from 'yup';
import {
  TECH_SUPPORT_LIMITS,
  TECH_SUPPORT_MESSAGES,
  tooLongMessage,
} from '@/contract/tech-support-messages';
import { parseTimeRange, type TimeRange, timeRangeError } from './time-range';

const M = TECH_SUPPORT_MESSAGES;

/** Required text: empty, absent or only whitespace gives `message`; then the length limit. */
function requiredText(message: string, limit: number = TECH_SUPPORT_LIMITS.short) {
  return yup.string().trim().required(message).max(limit, tooLongMessage(limit));
}

/** The Contact Tech Support form and body (POST TechSupports/techsupport_form). */
export const contactSchema = yup.object({
  region_name: requiredText(M.region),
  country_name: requiredText(M.country),
  message_firstname: requiredText(M.name),
  message_lastname: requiredText(M.name),
  message_emil: requiredText(M.email, TECH_SUPPORT_LIMITS.email),
  message_phone: requiredText(M.phone),
  message_serial: requiredText(M.serial),
  message_subject: requiredText(M.subject, TECH_SUPPORT_LIMITS.subject),
  message_body: requiredText(M.message, TECH_SUPPORT_LIMITS.long),
});

const remoteFields = {
  reservation_region: requiredText(M.region),
  reservation_country: requiredText(M.country),
  reservation_serial: requiredText(M.remoteSerial),
  reservation_remoteid: requiredText(M.remoteId),
  /** Optional (docs/copy.md). */
  reservation_phone: yup
    .string()
    .trim()
    .max(TECH_SUPPORT_LIMITS.short, tooLongMessage(TECH_SUPPORT_LIMITS.short)),
  reservation_describe: requiredText(M.describe, TECH_SUPPORT_LIMITS.long),
};

/** The Remote appointment form: the range is still two pickers' values. */
export const remoteFormSchema = yup.object({
  ...remoteFields,
  timespan: yup.mixed<TimeRange>().test('time-range', M.time, function check(value) {
    const message = timeRangeError(value ?? { start: null, end: null });
    return message === null || this.createError({ message });
  }),
});

/** The Remote appointment body (POST TechSupports/remote_form): the range as one text. */
export const remoteBodySchema = yup.object({
  ...remoteFields,
  reservation_timespan: yup
    .string()
    .trim()
    .required(M.time)
    .test('time-range', M.time, (value) => value === undefined || parseTimeRange(value) !== null),
});

export type ContactBody = yup.InferType<typeof contactSchema>;
export type RemoteBody = yup.InferType<typeof remoteBodySchema>;
