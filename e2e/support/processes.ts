/**
 * Child processes of e2e/scale.spec.ts: Redis, nginx, a mock API and `next start`
 * instances on the spec's own ports. Each runs in its own process group, so stop() ends the
 * server and anything it spawned; stopEvery() is the spec's afterAll.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import { commandPath, redisArgs } from '../../scripts/lib/nginx';

export { commandPath };

export const ROOT = path.resolve(__dirname, '..', '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

export interface Proc {
  name: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

const running = new Set<Proc>();

export function startProc(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Proc {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  const keep = (chunk: Buffer) => {
    text += chunk.toString();
    if (process.env.SCALE_LOG) process.stdout.write(`[${name}] ${chunk.toString()}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const proc: Proc = {
    name,
    child,
    output: () => text,
    stop: async (signal = 'SIGTERM') => {
      running.delete(proc);
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(proc);
  return proc;
}

export async function stopEvery(): Promise<void> {
  await Promise.all([...running].map((proc) => proc.stop()));
}

export function startRedis(port: number, dir: string): Proc {
  fs.mkdirSync(dir, { recursive: true });
  // No persistence: a restarted Redis is an empty one, the hardest case for "sharing resumes".
  return startProc('redis', commandPath('redis-server') ?? 'redis-server', redisArgs(port, dir));
}

/**
 * `redisUrl` '': Next's own file cache (a spec that only reads in draft mode writes none).
 * `siteUrl`: the public address its pages name (SITE_URL: a balancer in front of it).
 * `more`: further settings (PREVIEW_SECRET, WEBHOOK_REPLAY_DIR, ...).
 */
export function startSiteInstance(
  name: string,
  port: number,
  env: {
    apiBaseUrl: string;
    redisUrl: string;
    secret: string;
    siteUrl?: string;
    more?: Record<string, string>;
    /** SHUTDOWN_DRAIN_SECONDS: 0 unless a spec tests the drain (stop() would wait it out). */
    drainSeconds?: number;
  },
): Proc {
  return startProc(name, process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    NODE_ENV: 'production',
    PORT: String(port),
    API_BASE_URL: env.apiBaseUrl,
    REDIS_URL: env.redisUrl,
    REVALIDATE_SECRET: env.secret,
    SHUTDOWN_DRAIN_SECONDS: String(env.drainSeconds ?? 0),
    ...(env.siteUrl ? { SITE_URL: env.siteUrl } : {}),
    ...env.more,
  });
}

/** `env`: more settings of the mock (e.g. MOCK_API_STRICT, SITE_ORIGINS). */
export function startMock(
  port: number,
  dbFile: string,
  webhook: { url: string; secret: string },
  env: Record<string, string> = {},
): Proc {
  return startProc('mock', process.execPath, ['--import', 'tsx', 'mock-api/main.ts'], {
    MOCK_API_PORT: String(port),
    MOCK_DB: dbFile,
    MOCK_API_LOG: '0',
    MOCK_WRITE_LIMIT: '0',
    SITE_REVALIDATE_URL: webhook.url,
    REVALIDATE_SECRET: webhook.secret,
    ...env,
  });
}

/** Polls `url` until it answers 200. */
export async function waitFor200(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs / 1000} s (${last})`);
}

/**
 * Polls Redis until it answers PING: an instance started before Redis listens gives up on it
 * for its boot (cache-handler.mjs waits 2 s) and so never seeds it with the build.
 */
export async function waitForRedis(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const pong = await client.ping();
      await client.quit();
      if (pong === 'PONG') return;
      last = pong;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
      await client.disconnect().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Redis at ${url} not ready after ${timeoutMs / 1000} s (${last})`);
}

export function hasCommand(command: string): boolean {
  return commandPath(command) !== null;
}
