/**
 * `npm run fleet`'s addresses (scripts/lib/fleet-settings.ts), and the balancer's config for any
 * number of instances (deploy/nginx/default.conf.template rendered by scripts/lib/nginx.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fleetSettings } from '../../../../scripts/lib/fleet-settings';
import { upstreamServers, writeNginxConfig } from '../../../../scripts/lib/nginx';

it('defaults: nginx on PORT, two instances after it, one Redis of its own, the webhook to each', () => {
  const fleet = fleetSettings({});
  expect(fleet.stack.port).toBe(3000);
  expect(fleet.instances).toEqual([
    { name: 'site-1', port: 3001 },
    { name: 'site-2', port: 3002 },
  ]);
  expect(fleet.redis).toEqual({ url: 'redis://127.0.0.1:6380', port: 6380 });
  expect(fleet.webhooks).toEqual([
    'http://127.0.0.1:3001/api/revalidate',
    'http://127.0.0.1:3002/api/revalidate',
  ]);
  // The build names the balancer; the mock answers browsers there and on each instance.
  expect(fleet.stack.inlined.NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
  expect(fleet.siteOrigins).toEqual(
    expect.arrayContaining([
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:3002',
    ]),
  );
});

it('FLEET_SIZE, FLEET_FIRST_PORT, FLEET_REDIS_PORT and REDIS_URL move it', () => {
  const fleet = fleetSettings({
    FLEET_SIZE: '3',
    PORT: '8080',
    FLEET_FIRST_PORT: '3100',
    FLEET_REDIS_PORT: '6400',
  });
  expect(fleet.instances.map((instance) => instance.port)).toEqual([3100, 3101, 3102]);
  expect(fleet.webhooks).toHaveLength(3);
  expect(fleet.redis.port).toBe(6400);
  expect(fleetSettings({ REDIS_URL: 'redis://cache:6379' }).redis).toEqual({
    url: 'redis://cache:6379',
    port: null,
  });
});

it('refuses a bad FLEET_SIZE and ports that collide', () => {
  expect(() => fleetSettings({ FLEET_SIZE: '0' })).toThrow(/FLEET_SIZE=0/);
  expect(() => fleetSettings({ FLEET_SIZE: 'two' })).toThrow(/FLEET_SIZE=two/);
  expect(() => fleetSettings({ FLEET_FIRST_PORT: '3999', FLEET_SIZE: '2' })).toThrow(
    /4000, which is MOCK_API_PORT/,
  );
  expect(() => fleetSettings({ FLEET_REDIS_PORT: '4000' })).toThrow(/FLEET_REDIS_PORT/);
});

it("nginx's upstream has one server line per instance, for any number", () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-settings-'));
  try {
    const upstreams = ['127.0.0.1:3001', '127.0.0.1:3002', '127.0.0.1:3003'];
    writeNginxConfig(home, { port: 3000, upstreams });
    const site = fs.readFileSync(path.join(home, 'site.conf'), 'utf8');
    const block = /upstream site_replicas \{([^}]*)\}/.exec(site)?.[1] ?? '';
    expect(block.match(/^\s*server .+;$/gm)?.map((line) => line.trim())).toEqual(
      upstreams.map((upstream) => `server ${upstream} max_fails=1 fail_timeout=5s;`),
    );
    expect(site).not.toMatch(/\$\{\w+\}/);
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
  expect(() => upstreamServers([])).toThrow(/at least one/);
});
