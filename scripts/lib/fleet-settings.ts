/**
 * Where `npm run fleet` puts its processes, from the environment: pure functions
 * (scripts/fleet.ts runs the processes).
 *
 * PORT is the site's public address, which is the balancer (nginx): the build names it in its
 * pages, as `npm start` names its one instance. The instances listen on the ports after it
 * (FLEET_FIRST_PORT), the mock on MOCK_API_PORT, Redis on FLEET_REDIS_PORT unless REDIS_URL
 * names one already running.
 */
import {
  envPort,
  type Env,
  siteOriginsFor,
  stackSettings,
  type StackSettings,
} from './stack-settings';

export const DEFAULT_FLEET_SIZE = 2;
/** A loopback Redis of our own, beside a system one on 6379. */
export const DEFAULT_FLEET_REDIS_PORT = 6380;
const MAX_FLEET_SIZE = 16;

export interface FleetInstance {
  /** INSTANCE_NAME and the log prefix: `site-1`, `site-2`… */
  name: string;
  port: number;
}

export interface FleetSettings {
  /** The stack's settings: `port` is the balancer's, `inlined` what the build names. */
  stack: StackSettings;
  instances: FleetInstance[];
  redis: { url: string; port: number | null };
  /** The mock's SITE_REVALIDATE_URL: every instance's webhook. */
  webhooks: string[];
  /** The mock's SITE_ORIGINS: the balancer's, then each instance's (to look at one alone). */
  siteOrigins: string[];
}

function fleetSize(env: Env): number {
  const raw = env.FLEET_SIZE?.trim();
  if (!raw) return DEFAULT_FLEET_SIZE;
  const size = Number(raw);
  if (!/^\d+$/.test(raw) || size < 1 || size > MAX_FLEET_SIZE) {
    throw new Error(`FLEET_SIZE=${raw}: give a number of instances from 1 to ${MAX_FLEET_SIZE}`);
  }
  return size;
}

export function fleetSettings(env: Env): FleetSettings {
  const stack = stackSettings(env);
  const size = fleetSize(env);
  const first = envPort(env, 'FLEET_FIRST_PORT', stack.port + 1);
  if (first + size - 1 > 65535)
    throw new Error(`FLEET_FIRST_PORT=${first} leaves no room for ${size} instances`);
  const instances = Array.from({ length: size }, (_, i) => ({
    name: `site-${i + 1}`,
    port: first + i,
  }));
  const taken = new Map<number, string>([
    [stack.port, 'PORT (nginx)'],
    [stack.mockPort, 'MOCK_API_PORT'],
  ]);
  const redisUrl = env.REDIS_URL?.trim();
  const redisPort = redisUrl ? null : envPort(env, 'FLEET_REDIS_PORT', DEFAULT_FLEET_REDIS_PORT);
  if (redisPort !== null) {
    if (taken.has(redisPort)) {
      throw new Error(`FLEET_REDIS_PORT=${redisPort} is also ${taken.get(redisPort)}`);
    }
    taken.set(redisPort, 'FLEET_REDIS_PORT');
  }
  for (const instance of instances) {
    const other = taken.get(instance.port);
    if (other) {
      throw new Error(
        `instance ${instance.name} would listen on ${instance.port}, which is ${other}: move it with FLEET_FIRST_PORT`,
      );
    }
  }
  return {
    stack,
    instances,
    redis: redisUrl
      ? { url: redisUrl, port: null }
      : { url: `redis://127.0.0.1:${redisPort}`, port: redisPort },
    webhooks: instances.map((instance) => `http://127.0.0.1:${instance.port}/api/revalidate`),
    siteOrigins: [
      ...stack.siteOrigins,
      ...instances.flatMap((instance) => siteOriginsFor(instance.port)),
    ],
  };
}
