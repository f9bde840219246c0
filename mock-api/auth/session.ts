/**
 * Sign-in tokens for the account endpoints.
 *
 * A token travels in the `Authorization` header, raw or as `Bearer <token>`. It is 43
 * URL-safe base64 characters (32 random bytes); only its SHA-256 is stored, with the time it
 * was issued, when it expires (7 days later) and, after sign-out, when it was revoked.
 *
 * Codes an account endpoint answers (HTTP 200, the code in the body; the site deletes the
 * token and goes to /login on any of them). The checks run in the order 10001, 10002, 10003,
 * 10005, 10004, 10006, 10007, 10008 (a revoked token answers 10005 even once expired):
 *
 * | code  | meaning |
 * | ----- | ------- |
 * | 10001 | no token: the Authorization header is missing or empty |
 * | 10002 | malformed token: the header does not hold a token of the expected form |
 * | 10003 | unknown token: no such token was ever issued (or the database was reset) |
 * | 10004 | expired token: issued more than 7 days ago |
 * | 10005 | revoked token: the customer signed out with it |
 * | 10006 | the account no longer exists |
 * | 10007 | the account is disabled |
 * | 10008 | the password was changed after the token was issued |
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database, DbToken, DbUser } from '../schema/mock-db';
import type { DeepReadonly } from '../store/db';
import { ApiError, CODE } from '../http/envelope';

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Revoked and expired tokens are kept this long (so they still answer 10004/10005), then pruned. */
const TOKEN_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export const AUTH_ERRORS = {
  noToken: { code: 10001, msg: 'Please sign in first: no token was sent' },
  malformedToken: { code: 10002, msg: 'The sign-in token is malformed, please sign in again' },
  unknownToken: { code: 10003, msg: 'The sign-in token is not recognised, please sign in again' },
  expiredToken: { code: 10004, msg: 'Your session has expired, please sign in again' },
  revokedToken: { code: 10005, msg: 'You have signed out, please sign in again' },
  accountGone: { code: 10006, msg: 'This account no longer exists' },
  accountDisabled: { code: 10007, msg: 'This account has been disabled' },
  passwordChanged: {
    code: 10008,
    msg: 'Your password was changed since you signed in, please sign in again',
  },
} as const;

export type AuthErrorName = keyof typeof AUTH_ERRORS;

export class AuthError extends ApiError {
  constructor(readonly reason: AuthErrorName) {
    super(AUTH_ERRORS[reason].code, AUTH_ERRORS[reason].msg);
    this.name = 'AuthError';
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the token from an Authorization header value; '' when there is none. */
export function tokenFromHeader(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const raw = value.replace(/^Bearer(\s+|$)/i, '').trim();
  // Clients that stringify an empty storage slot send these.
  return raw === 'null' || raw === 'undefined' ? '' : raw;
}

export interface Session {
  user: DeepReadonly<DbUser>;
  token: DeepReadonly<DbToken>;
  /** The raw token, as sent. */
  raw: string;
}

/** Checks the header against the database; throws an AuthError (10001-10008) when it fails. */
export function authenticate(
  data: DeepReadonly<Database>,
  header: string | string[] | undefined,
  now: Date,
): Session {
  const raw = tokenFromHeader(header);
  if (!raw) throw new AuthError('noToken');
  if (!TOKEN_PATTERN.test(raw)) throw new AuthError('malformedToken');
  const hash = hashToken(raw);
  const token = data.tokens.find((t) => t.token_hash === hash);
  if (!token) throw new AuthError('unknownToken');
  if (token.revoked_at) throw new AuthError('revokedToken');
  if (Date.parse(token.expires_at) <= now.getTime()) throw new AuthError('expiredToken');
  const user = data.users.find((u) => u.uId === token.uId);
  if (!user) throw new AuthError('accountGone');
  if (user.uStatus !== 1) throw new AuthError('accountDisabled');
  if (Date.parse(user.uPasswordChangedAt) > Date.parse(token.created_at)) {
    throw new AuthError('passwordChanged');
  }
  return { user, token, raw };
}

/** Issues a token for `uId` inside an update(); returns the raw token (shown once). */
export function issueToken(draft: Database, uId: number, now: Date): string {
  const raw = randomBytes(32).toString('base64url');
  const cutoff = now.getTime() - TOKEN_RETENTION_MS;
  draft.tokens = draft.tokens.filter(
    (t) =>
      Date.parse(t.expires_at) > cutoff && (!t.revoked_at || Date.parse(t.revoked_at) > cutoff),
  );
  draft.tokens.push({
    token_id: draft.tokens.reduce((max, t) => Math.max(max, t.token_id), 0) + 1,
    token_hash: hashToken(raw),
    uId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + TOKEN_TTL_MS).toISOString(),
    revoked_at: null,
  });
  return raw;
}

/**
 * Ownership check for account records: returns the record if it belongs to `userId`.
 * A missing record answers 404, another customer's record 403; either way nothing changes.
 */
export function requireOwn<T extends { uId: number }>(
  record: T | undefined | null,
  userId: number,
  what = 'record',
): T {
  if (!record) throw new ApiError(CODE.notFound, `No such ${what}`);
  if (record.uId !== userId) {
    throw new ApiError(CODE.forbidden, `This ${what} belongs to another customer`);
  }
  return record;
}

/** The profile fields a client may see (everything but the secrets and bookkeeping). */
export function publicProfile(user: DeepReadonly<DbUser>) {
  const { uPasswordHash, uPasswordChangedAt, uStatus, uCreatedAt, uGoogleId, ...profile } = user;
  return profile;
}
