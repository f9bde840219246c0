/**
 * A record's field values as the editor's text boxes hold them, and back: text stays text,
 * numbers and booleans are typed as they read, lists and objects as JSON.
 */
import type { ContentRecord, Row } from './types';

export function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}

/** The value to send for `text`, typed like `original`; throws a message for bad input. */
export function fromText(field: string, text: string, original: unknown): unknown {
  if (typeof original === 'number') {
    const number = Number(text.trim());
    if (text.trim() === '' || !Number.isFinite(number))
      throw new Error(`${field} must be a number`);
    return number;
  }
  if (typeof original === 'boolean') {
    if (text.trim() !== 'true' && text.trim() !== 'false') {
      throw new Error(`${field} must be true or false`);
    }
    return text.trim() === 'true';
  }
  if (original !== null && typeof original === 'object') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error(`${field} must be JSON (it holds a list or an object)`);
    }
  }
  return text;
}

/** What the editor starts from: the draft's value of each field, else the published one. */
export function currentValues(record: ContentRecord): Row {
  const values: Row = {};
  for (const field of record.fields) {
    const draft = record.draft?.fields;
    values[field] =
      draft && Object.prototype.hasOwnProperty.call(draft, field)
        ? draft[field]
        : record.published[field];
  }
  return values;
}

/** The fields whose text differs from the current values, typed for the PUT body. */
export function changedFields(record: ContentRecord, texts: Record<string, string>): Row {
  const current = currentValues(record);
  const changes: Row = {};
  for (const field of record.fields) {
    const text = texts[field];
    if (text === undefined || text === toText(current[field])) continue;
    changes[field] = fromText(field, text, current[field]);
  }
  return changes;
}

/** `datetime-local` text (local time) as an ISO 8601 time; throws for a blank or bad value. */
export function localToIso(text: string): string {
  const time = new Date(text);
  if (!text || Number.isNaN(time.getTime()))
    throw new Error('Choose a date and time to publish at');
  return time.toISOString();
}

/** A time as `datetime-local` text (local time, to the second). */
export function isoToLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
