/**
 * The rules of the two tech-support forms with their messages, word for word (docs/copy.md,
 * "Support area"; the vendor's form has no format checks, so none is added: only "required" and the
 * length limits of the inputs). Pure yup on the API's own field names, with the form kit's
 * required-text rule.
 */
import * as yup from 'yup';
import {
  TECH_SUPPORT_LIMITS,
  TECH_SUPPORT_MESSAGES,
  tooLongMessage,
} from '@/contract/tech-support-messages';
import { requiredText } from '@/components/form/rules';
import { parseTimeRange, type TimeRange, timeRangeError } from './time-range';

const M = TECH_SUPPORT_MESSAGES;

/** Required text: empty, absent or only whitespace gives `message`; then the length limit. */
function requiredField(message: string, limit: number = TECH_SUPPORT_LIMITS.short) {
  return requiredText(message).max(limit, tooLongMessage(limit));
}

/** The Contact Tech Support form and body (POST TechSupports/techsupport_form). */
export const contactSchema = yup.object({
  region_name: requiredField(M.region),
  country_name: requiredField(M.country),
  message_firstname: requiredField(M.name),
  message_lastname: requiredField(M.name),
  message_emil: requiredField(M.email, TECH_SUPPORT_LIMITS.email),
  message_phone: requiredField(M.phone),
  message_serial: requiredField(M.serial),
  message_subject: requiredField(M.subject, TECH_SUPPORT_LIMITS.subject),
  message_body: requiredField(M.message, TECH_SUPPORT_LIMITS.long),
});

const remoteFields = {
  reservation_region: requiredField(M.region),
  reservation_country: requiredField(M.country),
  reservation_serial: requiredField(M.remoteSerial),
  reservation_remoteid: requiredField(M.remoteId),
  /** Optional (docs/copy.md). */
  reservation_phone: yup
    .string()
    .trim()
    .max(TECH_SUPPORT_LIMITS.short, tooLongMessage(TECH_SUPPORT_LIMITS.short)),
  reservation_describe: requiredField(M.describe, TECH_SUPPORT_LIMITS.long),
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
