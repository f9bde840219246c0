/**
 * Sign-in throttling per e-mail address: 5 failed sign-ins within 15 minutes lock sign-in for
 * that address for 15 minutes (even with the right password). A success, or a password reset,
 * clears the count. Unknown addresses are counted and locked exactly like known ones, so the
 * lock tells nothing about which addresses have an account.
 */
import type { DeepReadonly } from '../store/db';
import type { Database } from '../schema/mock-db';

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

export function lockMessage(minutes: number): string {
  return `Too many failed sign-in attempts, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Minutes left on the lock of `email` (0: not locked). */
export function lockedMinutes(data: DeepReadonly<Database>, email: string, now: Date): number {
  const row = (data.login_failures ?? []).find((f) => f.email === email);
  const until = row?.locked_until ? Date.parse(row.locked_until) : 0;
  const left = until - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/** Failures of `email` still inside the window. */
function recentFailures(data: DeepReadonly<Database>, email: string, time: number): number {
  const row = (data.login_failures ?? []).find((f) => f.email === email);
  return (row?.failed_at ?? []).filter((t) => Date.parse(t) + LOGIN_FAILURE_WINDOW_MS > time)
    .length;
}

/**
 * Sign-ins being checked right now, per database and address. The password hash is awaited,
 * so the lock check and the failure count are apart in time: a burst would otherwise have
 * every request pass the check before the first failure is counted.
 */
const inFlight = new WeakMap<object, Map<string, number>>();

/**
 * Reserves a sign-in attempt of `email`, synchronously (call it before any await): answers the
 * minutes to wait when the address is locked, or when the recent failures plus the attempts
 * already being checked reach the limit (none of those may be checked). Otherwise returns a
 * `release` function to call once the attempt's outcome is recorded.
 */
export function reserveLoginAttempt(
  owner: object,
  data: DeepReadonly<Database>,
  email: string,
  now: Date,
): { wait: number } | { release: () => void } {
  const locked = lockedMinutes(data, email, now);
  if (locked > 0) return { wait: locked };
  let pending = inFlight.get(owner);
  if (!pending) {
    pending = new Map();
    inFlight.set(owner, pending);
  }
  const count = pending.get(email) ?? 0;
  if (recentFailures(data, email, now.getTime()) + count >= MAX_LOGIN_FAILURES) {
    return { wait: Math.ceil(LOGIN_LOCK_MS / 60_000) };
  }
  pending.set(email, count + 1);
  let released = false;
  const map = pending;
  return {
    release: () => {
      if (released) return;
      released = true;
      const left = (map.get(email) ?? 1) - 1;
      if (left > 0) map.set(email, left);
      else map.delete(email);
    },
  };
}

/** Drops rows with neither a recent failure nor a running lock. */
function prune(draft: Database, time: number): void {
  draft.login_failures = (draft.login_failures ?? []).filter(
    (f) =>
      (f.locked_until !== null && Date.parse(f.locked_until) > time) ||
      f.failed_at.some((t) => Date.parse(t) + LOGIN_FAILURE_WINDOW_MS > time),
  );
}

/**
 * Inside an update(): counts a failure of `email`. Returns the minutes of the lock it started,
 * or 0 when the address may still try.
 */
export function recordLoginFailure(draft: Database, email: string, now: Date): number {
  const time = now.getTime();
  prune(draft, time);
  let row = draft.login_failures.find((f) => f.email === email);
  if (!row) {
    row = { email, failed_at: [], locked_until: null };
    draft.login_failures.push(row);
  }
  row.failed_at = row.failed_at
    .filter((t) => Date.parse(t) + LOGIN_FAILURE_WINDOW_MS > time)
    .concat(now.toISOString());
  if (row.failed_at.length < MAX_LOGIN_FAILURES) return 0;
  row.failed_at = [];
  row.locked_until = new Date(time + LOGIN_LOCK_MS).toISOString();
  return Math.ceil(LOGIN_LOCK_MS / 60_000);
}

/** Inside an update(): forgets the failures (and lock) of `email`. */
export function clearLoginFailures(draft: Database, email: string): void {
  if (!(draft.login_failures ?? []).some((f) => f.email === email)) return;
  draft.login_failures = draft.login_failures.filter((f) => f.email !== email);
}
