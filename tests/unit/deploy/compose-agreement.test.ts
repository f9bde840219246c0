/**
 * docker-compose.yml's scale profile cannot run here (no Docker): e2e/scale.spec.ts runs the
 * same processes by hand, with the settings e2e/support/scale-fleet.ts gives each role. This
 * checks the compose file gives its services those same settings: the origins the mock
 * answers, the webhook's target (the balancer, whose replicas share Redis), one secret for
 * the mock and every instance, and the site URL the replicas' pages name.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { mockFleetEnv, replicaFleetEnv } from '../../../e2e/support/scale-fleet';
import { NGINX_TEMPLATE, upstreamServers, writeNginxConfig } from '../../../scripts/lib/nginx';
import { DEFAULT_DRAIN_SECONDS } from '../../../src/features/ops/drain';

const ROOT = path.resolve(__dirname, '../../..');

interface Service {
  profiles?: string[];
  healthcheck?: { test?: string[] };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  build?: { args?: Record<string, string> };
  stop_grace_period?: string;
}

const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, Service> };
const { services } = compose;
const env = (name: string) => services[name]?.environment ?? {};

/** `${NAME:-default}` → default; a plain value stays. */
function composeDefault(value: string | undefined): string {
  const match = /^\$\{\w+:-(.*)\}$/.exec(value ?? '');
  return match ? match[1] : (value ?? '');
}

/** The host port compose publishes for a container port. */
function published(service: string, containerPort: string): string {
  const port = services[service].ports
    ?.map((p) => p.split(':'))
    .find((p) => p.at(-1) === containerPort);
  return port?.at(-2) ?? '';
}

const BALANCER = `http://localhost:${published('lb', env('lb').NGINX_PORT)}`;
const SINGLE = `http://localhost:${published('web', env('web').PORT)}`;
const REPLICAS = ['web-a', 'web-b'];
const SECRET_USERS = ['mock-api', 'web', ...REPLICAS];

test('the scale profile has its balancer in front of two replicas', () => {
  expect(BALANCER).toBe('http://localhost:8080');
  for (const name of [...REPLICAS, 'redis', 'lb'])
    expect(services[name].profiles).toEqual(['scale']);
  expect(env('lb').SITE_UPSTREAM_SERVERS).toBe(
    upstreamServers(REPLICAS.map((name) => `${name}:${env(name).PORT}`)),
  );
});

test('the mock answers browsers of the single instance and of the balancer (SITE_ORIGINS)', () => {
  const expected = mockFleetEnv({ balancer: BALANCER, replica: '', single: SINGLE }, 'x');
  expect(env('mock-api').SITE_ORIGINS).toBe(expected.SITE_ORIGINS);
  expect(env('mock-api').SITE_ORIGINS.split(',')).toEqual(
    expect.arrayContaining(['http://localhost:8080', 'http://127.0.0.1:8080']),
  );
});

test("the mock's webhook goes to every replica, then to `web`, and refreshes the balancer", () => {
  const hooks = composeDefault(env('mock-api').SITE_REVALIDATE_URL);
  const lbRefresh = `http://lb:${env('lb').NGINX_REFRESH_PORT}`;
  const expected = mockFleetEnv(
    {
      balancer: `http://lb:${env('lb').NGINX_PORT}`,
      replica: '',
      replicas: REPLICAS.map((name) => `http://${name}:${env(name).PORT}`),
      balancerRefresh: lbRefresh,
      single: `http://web:${env('web').PORT}`,
    },
    'x',
  );
  expect(hooks).toBe(expected.SITE_REVALIDATE_URL);
  expect(composeDefault(env('mock-api').BALANCER_REFRESH_URL)).toBe(expected.BALANCER_REFRESH_URL);
  // Each replica regenerates, Redis up or down; never the balancer, which would pick one.
  expect(hooks.split(',').slice(0, 2)).toEqual(
    REPLICAS.map((name) => `http://${name}:${env(name).PORT}/api/revalidate`),
  );
  expect(hooks).not.toContain('http://lb:');
  // The refresh listener is the balancer's own, and never published to the host.
  expect(env('lb').NGINX_REFRESH_PORT).not.toBe(env('lb').NGINX_PORT);
  expect(published('lb', env('lb').NGINX_REFRESH_PORT)).toBe('');
  const redis = REPLICAS.map((name) => env(name).REDIS_URL);
  expect(redis[0]).toMatch(/^redis:\/\/redis:/);
  expect(new Set(redis).size).toBe(1);
  // `web` keeps its own cache: it is called too, never instead of the fleet.
  expect(env('web').REDIS_URL).toBeUndefined();
});

test('one secret: the mock and every instance read the same one, drawn when none is given', () => {
  const volumes = SECRET_USERS.map((name) => services[name].volumes);
  const script = fs.readFileSync(path.join(ROOT, 'deploy', 'with-secret.mjs'), 'utf8');
  const file = /const DEFAULT_FILE = '([^']+)'/.exec(script)?.[1] ?? '';
  for (const [i, name] of SECRET_USERS.entries()) {
    expect({ name, secret: env(name).REVALIDATE_SECRET }).toEqual({
      name,
      secret: '${REVALIDATE_SECRET:-}',
    });
    // Previews: the mock signs the links and reads drafts with the same secret as the sites.
    expect({ name, preview: env(name).PREVIEW_SECRET }).toEqual({
      name,
      preview: '${PREVIEW_SECRET:-}',
    });
    expect({ name, entry: services[name].command?.slice(0, 2) }).toEqual({
      name,
      entry: ['node', 'deploy/with-secret.mjs'],
    });
    expect({ name, volume: volumes[i] }).toEqual({
      name,
      volume: [`site-secret:${path.dirname(file)}`],
    });
  }
});

test("the replicas' pages name the balancer: at build time and at run time", () => {
  for (const name of REPLICAS) {
    const expected = replicaFleetEnv({ balancer: BALANCER, replica: '' }, 'x', env(name).REDIS_URL);
    expect({ name, url: env(name).SITE_URL }).toEqual({ name, url: expected.SITE_URL });
    expect(services[name].build?.args?.NEXT_PUBLIC_SITE_URL).toBe(BALANCER);
    expect(env(name).NEXT_PUBLIC_SITE_URL).toBe(BALANCER);
  }
});

test('every site instance is health-checked on /api/health', () => {
  for (const name of ['web', ...REPLICAS]) {
    const check = services[name].healthcheck?.test?.join(' ') ?? '';
    expect({ name, check }).toEqual({
      name,
      check: expect.stringContaining(`:${env(name).PORT}/api/health'`),
    });
  }
});

test('e2e/scale.spec.ts takes its settings from the same roles', () => {
  const spec = fs.readFileSync(path.join(ROOT, 'e2e', 'scale.spec.ts'), 'utf8');
  expect(spec).toMatch(/startFleet\(\{[^]*roles: \{ addresses: FLEET, secret: SECRET/);
  // startFleet builds the mock's and the instances' settings from those roles alone.
  const fleet = fs.readFileSync(path.join(ROOT, 'e2e', 'support', 'fleet.ts'), 'utf8');
  expect(fleet).toMatch(/mockFleetEnv\(addresses, secret/);
  expect(fleet).toMatch(/replicaFleetEnv\(addresses, secret, redisUrl\)/);
  expect(fleet).toMatch(/mock\.env = \{ \.\.\.mockEnv/);
  expect(fleet).toMatch(/url: mockEnv\.SITE_REVALIDATE_URL/);
  expect(fleet).toMatch(/site\.siteUrl \?\?= replica\.SITE_URL/);
});

test("the balancer's template: compose sets every variable it uses, and the spec's renderer fills them", () => {
  const used = new Set(
    [...fs.readFileSync(NGINX_TEMPLATE, 'utf8').matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]),
  );
  expect([...used].filter((name) => !(name in env('lb')))).toEqual([]);
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-agreement-'));
  try {
    writeNginxConfig(home, { port: 8080, upstreams: ['a:1', 'b:1'] });
    expect(fs.readFileSync(path.join(home, 'site.conf'), 'utf8')).not.toMatch(/\$\{\w+\}/);
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
});

test("Docker waits out each instance's drain before it kills (stop_grace_period)", () => {
  for (const name of ['web', ...REPLICAS]) {
    const grace = Number(/^(\d+)s$/.exec(services[name].stop_grace_period ?? '')?.[1] ?? 0);
    expect({ name, enough: grace >= DEFAULT_DRAIN_SECONDS + 10 }).toEqual({ name, enough: true });
  }
});
