/** Server only: comparing a given secret with the configured one. */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares in constant time (hashes first, so the lengths match); an empty secret matches nothing. */
export function secretMatches(given: unknown, secret: string): boolean {
  if (secret === '' || typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
