/**
 * The replay guard of the signed webhook: a signature is taken once. Each one is remembered for
 * as long as it could still pass the age check (twice the allowed age: a call may be dated that
 * far ahead as well as behind):
 *
 * - in this process (a map);
 * - on disk (./webhook-replay-files.ts: one file a signature, created exclusively, in
 *   WEBHOOK_REPLAY_DIR, by default the build's `.next/cache/webhook-signatures`), so a delivery
 *   taken before a restart is refused after it, Redis or not, and instances sharing the
 *   directory (a fleet on one host) refuse each other's;
 * - with several instances behind a balancer, in the shared Redis (SET NX with an expiry), so a
 *   replay sent to another host's instance is refused too.
 *
 * A directory that cannot be written, or a Redis that is down or slow, only narrows the guard
 * (to this process, to this host): never an error.
 */
import { SIGNATURE_MAX_AGE_S } from '@/contract/cms-signing';
import { sharedKey, sharedRedis, withRedisTimeout } from '@/lib/shared-redis';
import { takeSignatureFile } from './webhook-replay-files';

/** How long a signature is remembered: it may pass the age check for this long. */
export const REMEMBER_S = 2 * SIGNATURE_MAX_AGE_S;
/** A bound on the memory kept (a flood of valid signatures needs the secret anyway). */
export const MAX_REMEMBERED = 10_000;

declare global {
  // Signatures taken by this process (signature -> forget after, unix seconds), shared by bundles.
  var __diagtoolsSeenSignatures: Map<string, number> | undefined;
}

function seenHere(): Map<string, number> {
  globalThis.__diagtoolsSeenSignatures ??= new Map();
  return globalThis.__diagtoolsSeenSignatures;
}

function forgetExpired(seen: Map<string, number>, nowS: number): void {
  for (const [signature, until] of seen) {
    if (until <= nowS) seen.delete(signature);
  }
  // Oldest first (insertion order): only reached under a flood of fresh signatures.
  for (const signature of seen.keys()) {
    if (seen.size <= MAX_REMEMBERED) break;
    seen.delete(signature);
  }
}

async function takeShared(signature: string, until: number, nowS: number): Promise<boolean> {
  const redis = sharedRedis();
  if (!redis) return true;
  try {
    const stored = await withRedisTimeout(
      redis.set(sharedKey(`webhook-signature:${signature}`), '1', {
        expiration: { type: 'EX', value: until - nowS },
        condition: 'NX',
      }),
    );
    return stored !== null;
  } catch (error) {
    console.warn(
      'revalidate: the shared replay guard is unreachable, this instance checks alone',
      error,
    );
    return true;
  }
}

/**
 * Records a signature; true the first time it is seen (within the window), false for a replay.
 * `signatureTimestampS` is the signed timestamp: the signature is kept until it would expire.
 */
export async function takeSignature(
  signature: string,
  signatureTimestampS: number,
  nowS: number,
): Promise<boolean> {
  const seen = seenHere();
  forgetExpired(seen, nowS);
  if (seen.has(signature)) return false;
  const until = Math.max(nowS, signatureTimestampS) + REMEMBER_S;
  seen.set(signature, until);
  if (!(await takeSignatureFile(signature, until, nowS))) return false;
  return takeShared(signature, until, nowS);
}

/** Forgets every signature this process took, as a restart does (tests): the files stay. */
export function forgetSignatures(): void {
  seenHere().clear();
}
