/**
 * The fleet a spec starts on its own ports (scale, publish-fleet, fleet-outage, secrets, the
 * fleet spec's drain): a folder of its own holding a copy of the fixtures, Redis when the spec
 * names a port for it, the mock, `next start` instances, and nginx in front when the spec names
 * its port. startFleet() answers once every one of them answers; stop() ends them all and
 * removes the folder unless the spec's keep variable is set (its logs and configs, for a look
 * after a failure). The ports come from the spec (its env variables), never from here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { writeNginxConfig, type NginxSettings } from '../../scripts/lib/nginx';
import {
  commandPath,
  ROOT,
  startMock,
  startProc,
  startRedis,
  startSiteInstance,
  stopEvery,
  waitFor200,
  waitForRedis,
  type Proc,
} from './processes';
import { mockFleetEnv, replicaFleetEnv, type FleetAddresses } from './scale-fleet';

export const BUILD = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');

/** A loopback origin (`http://127.0.0.1:<port>`): how a spec reaches each process. */
export const origin = (port: number) => `http://127.0.0.1:${port}`;

/** The balancer's settings but its replicas (the fleet's instances, unless named). */
export type BalancerSettings = Omit<NginxSettings, 'upstreams'> & { upstreams?: number[] };

export interface FleetOptions {
  /** Names the folder: `<name>-…` in the system's temp folder. */
  name: string;
  /** The variable that keeps the folder after the spec (`SCALE_KEEP=1`). */
  keepVariable: string;
  /**
   * The fleet's roles: the mock's and every instance's settings follow from them
   * (e2e/support/scale-fleet.ts, the settings docker-compose's scale profile gives).
   */
  roles?: { addresses: FleetAddresses; secret: string; replicaHook?: boolean };
  /** The mock's port; where its publish webhook goes and more settings, without `roles`. */
  mock: { port: number; webhook?: { url: string; secret: string }; env?: Record<string, string> };
  /** Redis's port: the instances share it as their cache. Without one, no Redis. */
  redisPort?: number;
  /** The instances started at once: name and port of each. */
  sites: readonly (readonly [string, number])[];
  /** Every instance's settings (the webhook's secret and SITE_URL come from `roles`). */
  site?: {
    secret?: string;
    siteUrl?: string;
    drainSeconds?: number;
    /** More settings, given the fleet's folder. */
    more?: (dir: string) => Record<string, string>;
  };
  /** nginx in front of the instances (started once they answer). */
  balancer?: BalancerSettings;
  /** What each instance answers 200 on once it is up (default `/`), and how long it may take. */
  readyPath?: string;
  readyMs?: number;
}

export interface Fleet {
  dir: string;
  /** The mock's database: a copy of the fixtures. */
  dbFile: string;
  /** The instances' shared cache (`redis://…`), '' without Redis. */
  redisUrl: string;
  redis: Proc | null;
  mock: Proc;
  /** The running instances by name (a restarted one replaces its entry). */
  sites: Map<string, Proc>;
  /** nginx's folder (configs, logs), once it runs. */
  nginxHome: string;
  /** (Re)starts an instance with the fleet's settings; `redisUrl` '' leaves the cache out. */
  startSite(name: string, port: number, redisUrl?: string): Proc;
  /** (Re)starts Redis, empty, and waits until it answers. */
  restartRedis(): Promise<Proc>;
  /** Starts nginx in front of the instances and waits until it answers. */
  startBalancer(settings: BalancerSettings): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the fleet (see the file's comment); needs a build (the suite's web server makes it). */
export async function startFleet(options: FleetOptions): Promise<Fleet> {
  expect(fs.existsSync(path.join(BUILD, 'BUILD_ID')), 'a build (next build)').toBe(true);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${options.name}-`));
  const dbFile = path.join(dir, 'db.json');
  fs.copyFileSync(path.join(ROOT, 'fixtures', 'db.json'), dbFile);
  const { redisPort } = options;
  const redisUrl = redisPort === undefined ? '' : `redis://127.0.0.1:${redisPort}`;
  const readyPath = options.readyPath ?? '/';
  const readyMs = options.readyMs ?? 120_000;
  const site = { ...options.site };
  const mock = {
    port: options.mock.port,
    webhook: options.mock.webhook ?? { url: '', secret: '' },
    env: options.mock.env ?? {},
  };
  if (options.roles) {
    const { addresses, secret, replicaHook } = options.roles;
    const mockEnv = mockFleetEnv(addresses, secret, { replicaHook });
    const replica = replicaFleetEnv(addresses, secret, redisUrl);
    mock.webhook = { url: mockEnv.SITE_REVALIDATE_URL, secret: mockEnv.REVALIDATE_SECRET };
    mock.env = { ...mockEnv, ...mock.env };
    site.secret ??= replica.REVALIDATE_SECRET;
    site.siteUrl ??= replica.SITE_URL;
  }
  const more = site.more?.(dir) ?? {};
  const ports = new Map<string, number>();

  const fleet: Fleet = {
    dir,
    dbFile,
    redisUrl,
    redis: redisPort === undefined ? null : startRedis(redisPort, path.join(dir, 'redis')),
    mock: startMock(mock.port, dbFile, mock.webhook, mock.env),
    sites: new Map(),
    nginxHome: '',
    startSite(name, port, cache = redisUrl) {
      const proc = startSiteInstance(name, port, {
        apiBaseUrl: origin(mock.port),
        redisUrl: cache,
        secret: site.secret ?? '',
        siteUrl: site.siteUrl,
        drainSeconds: site.drainSeconds,
        more,
      });
      fleet.sites.set(name, proc);
      ports.set(name, port);
      return proc;
    },
    async restartRedis() {
      if (redisPort === undefined) throw new Error(`${options.name}: no Redis in this fleet`);
      fleet.redis = startRedis(redisPort, path.join(dir, 'redis'));
      await waitForRedis(redisUrl, 30_000);
      return fleet.redis;
    },
    async startBalancer({ upstreams, ...settings }) {
      fleet.nginxHome = path.join(dir, 'nginx');
      const conf = writeNginxConfig(fleet.nginxHome, {
        ...settings,
        upstreams: (upstreams ?? [...ports.values()]).map((port) => `127.0.0.1:${port}`),
      });
      startProc('nginx', commandPath('nginx') ?? 'nginx', ['-c', conf, '-p', fleet.nginxHome]);
      await waitFor200(`${origin(settings.port)}/lb-health`, 20_000);
    },
    async stop() {
      await stopEvery();
      if (!process.env[options.keepVariable]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  // Redis first: the first instance seeds it with the build as it boots.
  if (redisPort !== undefined) await waitForRedis(redisUrl, 30_000);
  for (const [name, port] of options.sites) fleet.startSite(name, port);
  await Promise.all([
    waitFor200(`${origin(mock.port)}/mock/health`, 60_000),
    ...options.sites.map(([, port]) => waitFor200(`${origin(port)}${readyPath}`, readyMs)),
  ]);
  if (options.balancer) await fleet.startBalancer(options.balancer);
  return fleet;
}
