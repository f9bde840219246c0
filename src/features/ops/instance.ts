/**
 * Who this server process is, for the health answer, the metrics and every log line: the
 * instance name (INSTANCE_NAME, else the host name, which is the container's id under Docker)
 * and the build it serves (Next's build id, `.next/BUILD_ID`).
 */
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { sharedRedis } from '@/lib/shared-redis';

export function instanceName(): string {
  return process.env.INSTANCE_NAME || hostname();
}

let buildIdRead: string | undefined;

/** The build id of the running `next start` ('unknown' without a build, e.g. in tests). */
export function buildId(): string {
  if (buildIdRead === undefined) {
    try {
      buildIdRead = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildIdRead = 'unknown';
    }
  }
  return buildIdRead;
}

/** Where the ISR cache is: Redis, the local copy while Redis is away, or Next's own files. */
export type CacheMode = 'redis' | 'local-fallback' | 'file';

export function cacheMode(): CacheMode {
  if (!process.env.REDIS_URL) return 'file';
  return sharedRedis() ? 'redis' : 'local-fallback';
}
