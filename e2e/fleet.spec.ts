/**
 * The fleet an operator runs on one machine:
 * - `npm run fleet` starts the mock, Redis, FLEET_SIZE instances and nginx, prints every
 *   address, serves through nginx and each instance, and stops every process on Ctrl-C;
 * - the drain: an instance told to stop (SIGTERM) answers /api/health 503 while it keeps serving
 *   for its drain period, then exits; a rolling restart of each instance under load through
 *   nginx loses no request.
 * Reads the existing build (the suite's web server makes it). Every port comes from the
 * environment (FLEET_SPEC_*, DRAIN_SPEC_*), with defaults no other spec uses.
 */
import { type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accessLogPath } from '../scripts/lib/nginx';
import { BUILD_SETTINGS_FILE } from '../scripts/lib/build';
import { envPort } from '../scripts/lib/ports';
import { parseBuildRecord } from '../scripts/lib/stack-settings';
import { origin, startFleet, type Fleet } from './support/fleet';
import { hasCommand, ROOT, startProc, stopEvery, waitFor200 } from './support/processes';

const FLEET = {
  nginx: envPort('FLEET_SPEC_NGINX_PORT', 8136),
  first: envPort('FLEET_SPEC_FIRST_PORT', 3136),
  mock: envPort('FLEET_SPEC_MOCK_PORT', 4136),
  redis: envPort('FLEET_SPEC_REDIS_PORT', 6336),
};
const DRAIN = {
  a: envPort('DRAIN_SPEC_PORT_A', 3186),
  b: envPort('DRAIN_SPEC_PORT_B', 3187),
  mock: envPort('DRAIN_SPEC_MOCK_PORT', 4186),
  redis: envPort('DRAIN_SPEC_REDIS_PORT', 6386),
  nginx: envPort('DRAIN_SPEC_NGINX_PORT', 8186),
};
const DRAIN_SECONDS = 4;
const SECRET = 'fleet-spec-secret';

// CI installs both (.ci/run): there a missing one is a failure, not a skip.
const haveTools = hasCommand('redis-server') && hasCommand('nginx');
test.skip(!haveTools && !process.env.CI, 'redis-server and nginx are needed (apt-get install)');
test.describe.configure({ mode: 'serial' });

let dir = '';

test.beforeAll(() => {
  expect(fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')), 'a build (next build)').toBe(true);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-spec-'));
  fs.copyFileSync(path.join(ROOT, 'fixtures', 'db.json'), path.join(dir, 'db.json'));
});

test.afterAll(async () => {
  await stopEvery();
  if (dir && !process.env.FLEET_SPEC_KEEP) fs.rmSync(dir, { recursive: true, force: true });
});

function isListening(portNumber: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: portNumber });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** True while any process of the group `pgid` lives. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function status(url: string): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
  await response.arrayBuffer();
  return response.status;
}

test('`npm run fleet` starts the mock, Redis, FLEET_SIZE instances and nginx, and Ctrl-C stops them all', async () => {
  test.setTimeout(300_000);
  // The build the suite made: the fleet is told the addresses it names, so it builds nothing.
  const record = parseBuildRecord(fs.readFileSync(BUILD_SETTINGS_FILE, 'utf8'));
  expect(record, `${BUILD_SETTINGS_FILE} (made by the suite's web server)`).not.toBeNull();
  const instancePorts = [FLEET.first, FLEET.first + 1];
  const ports = [FLEET.nginx, FLEET.mock, FLEET.redis, ...instancePorts];
  for (const p of ports)
    expect({ port: p, open: await isListening(p) }).toEqual({ port: p, open: false });

  const fleet = startProc('fleet', 'npm', ['run', 'fleet'], {
    ...record!,
    FLEET_SIZE: '2',
    PORT: String(FLEET.nginx),
    FLEET_FIRST_PORT: String(FLEET.first),
    MOCK_API_PORT: String(FLEET.mock),
    FLEET_REDIS_PORT: String(FLEET.redis),
    MOCK_DB: path.join(dir, 'db.json'),
    MOCK_API_LOG: '0',
    REVALIDATE_SECRET: SECRET,
  });
  await expect
    .poll(() => fleet.output(), { timeout: 240_000, intervals: [1_000] })
    .toContain('Ctrl-C stops everything.');
  const out = fleet.output();
  expect(out).not.toContain('running next build');
  const balancer = /Site \(nginx\):\s+(\S+)/.exec(out)?.[1];
  expect(balancer).toBe(`http://localhost:${FLEET.nginx}`);
  const printed = [...out.matchAll(/(http:\/\/localhost:\d+)\s+\((site-\d+)\)/g)].map((m) => [
    m[1],
    m[2],
  ]);
  expect(printed).toEqual(instancePorts.map((p, i) => [`http://localhost:${p}`, `site-${i + 1}`]));
  // Every instance is told of a publish, with the one secret.
  expect(out).toContain(
    instancePorts.map((p) => `http://127.0.0.1:${p}/api/revalidate`).join(', '),
  );
  expect(out).toContain(`redis://127.0.0.1:${FLEET.redis}`);

  expect(await status(`${balancer}/`)).toBe(200);
  for (const [url, name] of printed) {
    expect(await status(`${url}/`)).toBe(200);
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', instance: name, cache: 'redis' });
  }
  // nginx sends visitors to both instances (round robin, past its micro-cache).
  const seen = new Set<string>();
  for (let i = 0; i < 6; i += 1) {
    const health = await fetch(`${balancer}/api/health`);
    seen.add(((await health.json()) as { instance: string }).instance);
  }
  expect([...seen].sort()).toEqual(['site-1', 'site-2']);

  // Ctrl-C: the terminal signals the command's whole process group (npm, its shell, tsx, the
  // script and the servers it started); nothing of the group may outlive it.
  const pgid = fleet.child.pid!;
  process.kill(-pgid, 'SIGINT');
  await Promise.race([exited(fleet.child), new Promise((resolve) => setTimeout(resolve, 30_000))]);
  await expect.poll(() => groupAlive(pgid), { timeout: 15_000 }).toBe(false);
  for (const p of ports)
    expect({ port: p, open: await isListening(p) }).toEqual({ port: p, open: false });
});

test.describe('drain', () => {
  const A = origin(DRAIN.a);
  const B = origin(DRAIN.b);
  const LB = origin(DRAIN.nginx);
  let fleet: Fleet;
  const site = (name: string) => fleet.sites.get(name)!;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    fleet = await startFleet({
      name: 'drain-spec',
      keepVariable: 'FLEET_SPEC_KEEP',
      mock: { port: DRAIN.mock, webhook: { url: '', secret: SECRET } },
      redisPort: DRAIN.redis,
      sites: [
        ['site-a', DRAIN.a],
        ['site-b', DRAIN.b],
      ],
      site: { secret: SECRET, siteUrl: LB, drainSeconds: DRAIN_SECONDS },
      balancer: { port: DRAIN.nginx, accessLog: true },
    });
  });

  test.afterAll(() => fleet?.stop());

  test('SIGTERM: health answers 503 while pages are still served for the drain period, then the instance exits', async () => {
    test.setTimeout(120_000);
    const signalled = Date.now();
    process.kill(-site('site-a').child.pid!, 'SIGTERM');
    // The signal lands a moment after kill() returns.
    await expect
      .poll(
        async () => {
          const health = await fetch(`${A}/api/health`);
          return { status: health.status, body: await health.json() };
        },
        { timeout: 1_000, intervals: [50] },
      )
      .toMatchObject({ status: 503, body: { status: 'shutting-down' } });
    // Still serving, for visitors already on their way to it.
    expect(await status(`${A}/?during-drain=1`)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, (DRAIN_SECONDS - 1.5) * 1000));
    expect(await status(`${A}/blogs?late-in-drain=1`)).toBe(200);
    await exited(site('site-a').child);
    const tookMs = Date.now() - signalled;
    expect(tookMs).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(tookMs).toBeLessThan((DRAIN_SECONDS + 10) * 1000);
    expect(await isListening(DRAIN.a)).toBe(false);
    fleet.startSite('site-a', DRAIN.a);
    await waitFor200(`${A}/api/health`, 120_000);
  });

  test('a rolling restart of each instance under load through nginx loses no request', async () => {
    test.setTimeout(300_000);
    let running = true;
    let sent = 0;
    const failures: string[] = [];
    const stopTimes: number[] = [];
    const paths = ['/', '/blogs', '/about-us', '/support'];
    const worker = async (w: number) => {
      for (let i = 0; running; i += 1) {
        // A query string per request: past nginx's micro-cache, to the instances themselves.
        const url = `${LB}${paths[i % paths.length]}?load=${w}-${i}`;
        sent += 1;
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
          await response.arrayBuffer();
          if (response.status < 200 || response.status >= 300)
            failures.push(`${response.status} ${url}`);
        } catch (error) {
          failures.push(`${error instanceof Error ? error.message : String(error)} ${url}`);
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    try {
      for (const [name, p, base] of [
        ['site-a', DRAIN.a, A],
        ['site-b', DRAIN.b, B],
      ] as const) {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const stopping = site(name);
        const signalled = Date.now();
        process.kill(-stopping.child.pid!, 'SIGTERM');
        await exited(stopping.child);
        // Under load too: nginx's kept-alive connections do not hold the stop open.
        stopTimes.push(Date.now() - signalled);
        fleet.startSite(name, p);
        await waitFor200(`${base}/api/health`, 120_000);
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    } finally {
      running = false;
      await load;
    }
    expect(sent).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    for (const ms of stopTimes) {
      expect(ms).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
      expect(ms).toBeLessThan((DRAIN_SECONDS + 10) * 1000);
    }
    // Both instances answered visitors through nginx.
    const upstreams = new Set(
      fs
        .readFileSync(accessLogPath(fleet.nginxHome), 'utf8')
        .split('\n')
        .filter((line) => line.includes('?load='))
        .flatMap((line) => line.split(' ').at(-1)?.split(', ') ?? []),
    );
    expect([...upstreams].filter((u) => u.startsWith('127.0.0.1')).sort()).toEqual(
      [`127.0.0.1:${DRAIN.a}`, `127.0.0.1:${DRAIN.b}`].sort(),
    );
  });
});
