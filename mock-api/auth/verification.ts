/**
 * E-mail verification codes (send_mail, check_register, check_resetting, check_binding).
 *
 * - A code is 6 digits drawn with crypto.randomInt; only a salted HMAC-SHA256 of it is stored,
 *   with its purpose (`email_type`: 1 reset, 2 register or bind), an expiry 10 minutes on and
 *   a counter of wrong tries. The mail (with the code) goes to `outbox`, the mailbox stand-in.
 * - One code per address and purpose: a new one replaces the previous one.
 * - An address may ask for a code once a minute (whatever the purpose, known or not).
 * - Checking: no code, or a wrong one, answers `CODE_MSG.wrong` (a wrong one counts a try);
 *   the 5th wrong try locks the code (`CODE_MSG.locked`, also for every later try, even with
 *   the right code); past its expiry `CODE_MSG.expired`; the right code is used up at once.
 * - Across codes: a new code a minute would give 5 more tries each, so wrong tries are also
 *   counted per address (whatever the code or purpose, known address or not): the 10th in an
 *   hour locks every code check of the address for an hour (`addressLockMessage`, even with
 *   the right code; asking for codes still works, so the wait is the only way on).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DeepReadonly } from '../store/db';
import type { Database, DbVerificationCode, EmailType } from '../schema/mock-db';
import { CODE } from '../http/envelope';
import { nextId } from '../store/queries';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_RESEND_MS = 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** Wrong codes per address, across codes, within CODE_FAILURE_WINDOW_MS before its lock. */
export const MAX_ADDRESS_CODE_FAILURES = 10;
export const CODE_FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const CODE_ADDRESS_LOCK_MS = 60 * 60 * 1000;
/** Expired codes are kept this long (so they answer "expired", not "wrong"), then pruned. */
const CODE_RETENTION_MS = 24 * 60 * 60 * 1000;

export const CODE_MSG = {
  sent: 'The verification code has been sent to your e-mail address, it is valid for 10 minutes',
  wrong: 'The verification code is incorrect',
  expired: 'The verification code has expired, please ask for a new one',
  locked: 'Too many wrong codes, please ask for a new one',
} as const;

/** The answer to any code check of an address locked by too many wrong codes. */
export function addressLockMessage(minutes: number): string {
  return `Too many wrong codes for this address, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** "Please wait N seconds before asking for another code". */
export function waitMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for another code`;
}

/** Trimmed, lower-case: the form every table stores addresses in. */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase();
}

export function makeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function hmac(code: string, salt: string): Buffer {
  return createHmac('sha256', Buffer.from(salt, 'base64')).update(code).digest();
}

function matches(code: string, record: DeepReadonly<DbVerificationCode>): boolean {
  const stored = Buffer.from(record.code_hash, 'hex');
  const given = hmac(code, record.code_salt);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

function ensureTables(draft: Database): void {
  draft.verification_codes ??= [];
  draft.code_requests ??= [];
  draft.code_failures ??= [];
}

/** Minutes left on the code lock of `email` (0: not locked). */
export function codeLockMinutes(data: DeepReadonly<Database>, email: string, now: Date): number {
  const row = (data.code_failures ?? []).find((f) => f.email === email);
  const left = (row?.locked_until ? Date.parse(row.locked_until) : 0) - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/**
 * Inside an update(): counts a wrong code of `email`. Returns the minutes of the lock it
 * started, or 0. Rows with neither a recent failure nor a running lock are dropped.
 */
function recordCodeFailure(draft: Database, email: string, now: Date): number {
  const time = now.getTime();
  const recent = (t: string) => Date.parse(t) + CODE_FAILURE_WINDOW_MS > time;
  draft.code_failures = draft.code_failures.filter(
    (f) =>
      f.email === email ||
      (f.locked_until !== null && Date.parse(f.locked_until) > time) ||
      f.failed_at.some(recent),
  );
  let row = draft.code_failures.find((f) => f.email === email);
  if (!row) {
    row = { email, failed_at: [], locked_until: null };
    draft.code_failures.push(row);
  }
  row.failed_at = row.failed_at.filter(recent).concat(now.toISOString());
  if (row.failed_at.length < MAX_ADDRESS_CODE_FAILURES) return 0;
  row.failed_at = [];
  row.locked_until = new Date(time + CODE_ADDRESS_LOCK_MS).toISOString();
  return Math.ceil(CODE_ADDRESS_LOCK_MS / 60_000);
}

/** Seconds to wait before `email` may ask again (0: it may). */
export function resendWait(data: DeepReadonly<Database>, email: string, now: Date): number {
  const last = (data.code_requests ?? []).find((r) => r.email === email);
  if (!last) return 0;
  const left = Date.parse(last.requested_at) + CODE_RESEND_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Inside an update(): records the request (for the once-a-minute limit) and stores a new code
 * for `email` and `purpose`, replacing the previous one. Returns the code. `mail` false stores
 * the code without mailing it (the decoy of a reset for an unknown address).
 */
export function storeCode(
  draft: Database,
  email: string,
  purpose: EmailType,
  now: Date,
  mail: boolean,
): string {
  ensureTables(draft);
  const time = now.getTime();
  draft.code_requests = draft.code_requests.filter(
    (r) => r.email !== email && Date.parse(r.requested_at) + CODE_RESEND_MS > time,
  );
  draft.code_requests.push({ email, requested_at: now.toISOString() });

  const code = makeCode();
  const salt = randomBytes(16).toString('base64');
  const codes = draft.verification_codes.filter(
    (c) =>
      !(c.email === email && c.email_type === purpose) &&
      Date.parse(c.expires_at) + CODE_RETENTION_MS > time,
  );
  codes.push({
    code_id: nextId(draft.verification_codes, (c) => c.code_id),
    email,
    email_type: purpose,
    code_salt: salt,
    code_hash: hmac(code, salt).toString('hex'),
    created_at: now.toISOString(),
    expires_at: new Date(time + CODE_TTL_MS).toISOString(),
    attempts: 0,
  });
  draft.verification_codes = codes;

  if (mail) {
    draft.outbox.push({
      mail_id: nextId(draft.outbox, (m) => m.mail_id),
      emailAddress: email,
      email_type: purpose,
      code,
      sent_at: now.toISOString(),
    });
  }
  return code;
}

export interface CodeFailure {
  code: number;
  msg: string;
}

/**
 * Inside an update(): checks `code` for `email` and `purpose`. A wrong try is counted (so the
 * caller must commit the draft, then answer the failure); the right code is removed.
 * Returns null when the code is right.
 */
export function spendCode(
  draft: Database,
  email: string,
  purpose: EmailType,
  code: string,
  now: Date,
): CodeFailure | null {
  ensureTables(draft);
  const lock = codeLockMinutes(draft, email, now);
  if (lock > 0) return { code: CODE.tooMany, msg: addressLockMessage(lock) };
  const record = draft.verification_codes.find(
    (c) => c.email === email && c.email_type === purpose,
  );
  if (!record) return { code: CODE.badRequest, msg: CODE_MSG.wrong };
  if (Date.parse(record.expires_at) <= now.getTime()) {
    return { code: CODE.badRequest, msg: CODE_MSG.expired };
  }
  if (record.attempts >= MAX_CODE_ATTEMPTS) return { code: CODE.tooMany, msg: CODE_MSG.locked };
  if (!matches(code, record)) {
    record.attempts += 1;
    const locked = recordCodeFailure(draft, email, now);
    if (locked > 0) return { code: CODE.tooMany, msg: addressLockMessage(locked) };
    return record.attempts >= MAX_CODE_ATTEMPTS
      ? { code: CODE.tooMany, msg: CODE_MSG.locked }
      : { code: CODE.badRequest, msg: CODE_MSG.wrong };
  }
  draft.verification_codes = draft.verification_codes.filter((c) => c !== record);
  return null;
}
