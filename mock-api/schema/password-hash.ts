/**
 * Password hashing for the mock's accounts: scrypt with a per-user random salt. Shared by the
 * mock's sign-in and sign-up (mock-api/routes/login.ts) and the fixtures' accounts.
 * Stored form: `scrypt$N$r$p$<salt base64>$<hash base64>`; the parameters travel with the
 * hash so they can be raised later without breaking stored accounts.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function format(salt: Buffer, hash: Buffer): string {
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * Hashes synchronously. `salt` may be given so the fixtures stay deterministic;
 * otherwise a random one is drawn.
 */
export function hashPasswordSync(password: string, salt: Buffer = randomBytes(SALT_BYTES)): string {
  return format(salt, scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, await scryptAsync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0)) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const hash = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || hash.length === 0) return null;
  return { n, r, p, salt, hash };
}

/** Constant-time check of `password` against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await scryptAsync(password, parsed.salt, parsed.hash.length, {
    N: parsed.n,
    r: parsed.r,
    p: parsed.p,
  });
  return timingSafeEqual(key, parsed.hash);
}

/** True if `stored` looks like a hash this module made (used by tests and the fixtures). */
export function isPasswordHash(stored: string): boolean {
  return parse(stored) !== null;
}
