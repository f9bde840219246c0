import dayjs from 'dayjs';
import { TECH_SUPPORT_MESSAGES } from '@/contract/tech-support-messages';
import { remoteBodySchema, remoteFormSchema } from '@/features/support/tech-support/schema';
import {
  EMPTY_TIME_RANGE,
  formatDateTime,
  formatTimeRange,
  parseTimeRange,
  timeRangeError,
} from '@/features/support/tech-support/time-range';

const at = (text: string) => dayjs(text);

describe('remote appointment time range: format', () => {
  it('formats one end as yyyy-MM-dd HH:mm:ss in local time, zero-padded', () => {
    expect(formatDateTime(at('2026-07-01T09:05:00'))).toBe('2026-07-01 09:05:00');
    expect(formatDateTime(at('2026-12-31T23:59:59'))).toBe('2026-12-31 23:59:59');
  });

  it('joins start and end with one hyphen', () => {
    const range = { start: at('2026-07-01T10:00:00'), end: at('2026-07-01T11:30:00') };
    const text = formatTimeRange(range);
    expect(text).toBe('2026-07-01 10:00:00-2026-07-01 11:30:00');
    expect(text).toHaveLength(39);
    expect(text).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}-\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('keeps the seconds chosen (the pickers give whole minutes)', () => {
    const range = { start: at('2026-07-01T10:00:07'), end: at('2026-07-02T08:00:00') };
    expect(formatTimeRange(range)).toBe('2026-07-01 10:00:07-2026-07-02 08:00:00');
  });

  it('is empty while an end is missing or half typed', () => {
    expect(formatTimeRange(EMPTY_TIME_RANGE)).toBe('');
    expect(formatTimeRange({ start: at('2026-07-01T10:00:00'), end: null })).toBe('');
    expect(formatTimeRange({ start: null, end: at('2026-07-01T10:00:00') })).toBe('');
    expect(formatTimeRange({ start: at('2026-07-01T10:00:00'), end: dayjs('nonsense') })).toBe('');
  });

  it('does not change the values it formats', () => {
    const start = at('2026-07-01T10:00:00');
    const end = at('2026-07-01T11:00:00');
    formatTimeRange({ start, end });
    expect(start.toISOString()).toBe(at('2026-07-01T10:00:00').toISOString());
    expect(end.toISOString()).toBe(at('2026-07-01T11:00:00').toISOString());
  });

  it('reads back what it wrote', () => {
    const text = formatTimeRange({
      start: at('2026-07-01T10:00:00'),
      end: at('2026-07-01T11:00:00'),
    });
    expect(parseTimeRange(text)).toEqual({
      start: '2026-07-01 10:00:00',
      end: '2026-07-01 11:00:00',
    });
  });
});

describe('remote appointment time range: validation', () => {
  it('asks for a time while either end is missing', () => {
    expect(timeRangeError(EMPTY_TIME_RANGE)).toBe(TECH_SUPPORT_MESSAGES.time);
    expect(timeRangeError({ start: at('2026-07-01T10:00:00'), end: null })).toBe(
      'Please select a time',
    );
    expect(timeRangeError({ start: null, end: at('2026-07-01T10:00:00') })).toBe(
      'Please select a time',
    );
    expect(timeRangeError({ start: dayjs(''), end: at('2026-07-01T10:00:00') })).toBe(
      'Please select a time',
    );
  });

  it('wants the end after the start', () => {
    const start = at('2026-07-01T10:00:00');
    expect(timeRangeError({ start, end: start })).toBe(TECH_SUPPORT_MESSAGES.timeOrder);
    expect(timeRangeError({ start, end: at('2026-07-01T09:00:00') })).toBe(
      TECH_SUPPORT_MESSAGES.timeOrder,
    );
    expect(timeRangeError({ start, end: at('2026-07-01T10:01:00') })).toBeNull();
  });

  it('parses only real ranges in the sent format', () => {
    expect(parseTimeRange('2026-07-01 10:00:00-2026-07-01 11:00:00')).not.toBeNull();
    expect(parseTimeRange(' 2026-07-01 10:00:00-2026-07-01 11:00:00 ')).not.toBeNull();
    for (const bad of [
      '',
      '2026-07-01 10:00:00',
      '2026-07-01 10:00-2026-07-01 11:00',
      '2026-07-01T10:00:00-2026-07-01T11:00:00',
      '2026-07-01 10:00:00 - 2026-07-01 11:00:00',
      '2026-02-30 10:00:00-2026-03-01 11:00:00',
      '2026-07-01 24:00:00-2026-07-02 11:00:00',
      '2026-07-01 11:00:00-2026-07-01 10:00:00',
      '2026-07-01 11:00:00-2026-07-01 11:00:00',
    ]) {
      expect(parseTimeRange(bad)).toBeNull();
    }
  });

  it('the form schema gives the time message; the body schema checks the sent text', async () => {
    const fields = {
      reservation_region: 'Europe',
      reservation_country: 'Germany',
      reservation_serial: 'SN123',
      reservation_remoteid: '123 456 789',
      reservation_phone: '',
      reservation_describe: 'It does not connect',
    };
    await expect(
      remoteFormSchema.validate({ ...fields, timespan: EMPTY_TIME_RANGE }),
    ).rejects.toThrow('Please select a time');
    await expect(
      remoteFormSchema.validate({
        ...fields,
        timespan: { start: at('2026-07-01T10:00:00'), end: at('2026-07-01T11:00:00') },
      }),
    ).resolves.toBeTruthy();
    await expect(
      remoteBodySchema.validate({ ...fields, reservation_timespan: '' }),
    ).rejects.toThrow('Please select a time');
    await expect(
      remoteBodySchema.validate({
        ...fields,
        reservation_timespan: '2026-07-01 10:00:00-2026-07-01 11:00:00',
      }),
    ).resolves.toBeTruthy();
  });
});
