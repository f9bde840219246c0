/**
 * A publish through the mock CMS on a fleet (two `next start` instances sharing one
 * Redis, nginx in front of them from deploy/nginx/default.conf.template), with the settings
 * e2e/support/scale-fleet.ts gives each role. Once the publish call has answered:
 * - every reader gets the new page: through the balancer (under any Host name) and from each
 *   instance, for a page nobody read for seconds (its copy in nginx expired) and for a page
 *   read all the time (its copy in nginx fresh);
 * - with Redis down too: the webhook reaches every instance, not one the balancer picks.
 * Freshness is checked on the first read after the call answers: a correctness property, not
 * a timing (the time to fresh is the bench's publish rows). Visitors cannot skip the cache with
 * the refresh header; only the refresh listener honours it.
 *
 * Ports: PUBLISH_FLEET_PORT_A, PUBLISH_FLEET_PORT_B, PUBLISH_FLEET_MOCK_PORT,
 * PUBLISH_FLEET_REDIS_PORT, PUBLISH_FLEET_NGINX_PORT, PUBLISH_FLEET_REFRESH_PORT.
 */
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { REFRESH_HEADER } from '../mock-api/cms/webhook';
import { envPort } from '../scripts/lib/ports';
import { origin, startFleet, type Fleet } from './support/fleet';
import { cmsCall, productOfCategory23 } from './support/mock-records';
import { hasCommand } from './support/processes';
import type { FleetAddresses } from './support/scale-fleet';

const PORT_A = envPort('PUBLISH_FLEET_PORT_A', 3146);
const PORT_B = envPort('PUBLISH_FLEET_PORT_B', 3156);
const MOCK_PORT = envPort('PUBLISH_FLEET_MOCK_PORT', 4146);
const REDIS_PORT = envPort('PUBLISH_FLEET_REDIS_PORT', 6396);
const NGINX_PORT = envPort('PUBLISH_FLEET_NGINX_PORT', 8146);
const REFRESH_PORT = envPort('PUBLISH_FLEET_REFRESH_PORT', 8147);
const SECRET = 'publish-fleet-spec-secret';
const A = origin(PORT_A);
const B = origin(PORT_B);
const MOCK = origin(MOCK_PORT);
const LB = origin(NGINX_PORT);
const LB_REFRESH = origin(REFRESH_PORT);
const FLEET: FleetAddresses = {
  balancer: LB,
  replica: A,
  replicas: [A, B],
  balancerRefresh: LB_REFRESH,
};
/** A page is cold once nginx's copy expired (1 s micro-cache: it lives 1-2 s). */
const IDLE_MS = 3_000;
/** Another name visitors may use for the balancer: the copy they get is the same. */
const OTHER_HOST = 'shop.example.com';

// CI installs both (.ci/run): there a missing one is a failure, not a skip.
test.skip(
  (!hasCommand('redis-server') || !hasCommand('nginx')) && !process.env.CI,
  'redis-server or nginx is not installed (apt-get install redis-server nginx)',
);
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let fleet: Fleet;
let product = { id: 0, path: '', title: '' };
const publishMs: number[] = [];

/** A page's HTML and the balancer's cache verdict; `host`: the Host header (node:http). */
function read(base: string, page: string, host?: string): Promise<{ html: string; cache: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${page}`,
      { headers: host ? { Host: host } : {}, timeout: 20_000 },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () => {
          if (response.statusCode !== 200)
            reject(new Error(`${page}: HTTP ${response.statusCode}`));
          else resolve({ html, cache: String(response.headers['x-cache-status'] ?? '') });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${base}${page}: no answer`)));
    request.on('error', reject);
  });
}

/** Saves a draft of the product's description, then publishes it; resolves when that call answers. */
async function publish(describe: string): Promise<void> {
  const record = `${MOCK}/mock/content/goods/${product.id}`;
  await cmsCall(record, 'PUT', { goods_describe: `<p>${describe}</p>` });
  const started = performance.now();
  const published = await cmsCall(`${record}/publish`, 'POST');
  publishMs.push(Math.round(performance.now() - started));
  // Every instance and the balancer were reached: no "Published, but ..." message.
  expect(published.msg).toBe('Published');
  expect(published.revalidated).toContain(product.path);
}

/** The first read of every reader after the publish answered: each must show `marker`. */
async function expectEveryReaderFresh(marker: string): Promise<void> {
  const reads = await Promise.all([
    read(LB, product.path),
    read(LB, product.path, OTHER_HOST),
    read(A, product.path),
    read(B, product.path),
  ]);
  const names = ['balancer', `balancer as ${OTHER_HOST}`, 'instance A', 'instance B'];
  expect(
    reads.map((r, i) => ({ reader: names[i], fresh: r.html.includes(marker), cache: r.cache })),
  ).toEqual(names.map((reader, i) => ({ reader, fresh: true, cache: reads[i].cache })));
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fleet = await startFleet({
    name: 'publish-fleet-spec',
    keepVariable: 'PUBLISH_FLEET_KEEP',
    roles: { addresses: FLEET, secret: SECRET },
    mock: { port: MOCK_PORT },
    redisPort: REDIS_PORT,
    sites: [
      ['site-a', PORT_A],
      ['site-b', PORT_B],
    ],
    balancer: { port: NGINX_PORT, refreshPort: REFRESH_PORT, microcacheTtl: '1s', accessLog: true },
  });
  product = await productOfCategory23(MOCK);
});

test.afterAll(async () => {
  await fleet?.stop();
  if (publishMs.length > 0) {
    test.info().annotations.push({
      type: 'publish call (ms)',
      description: publishMs.join(' '),
    });
  }
});

test('visitors cannot skip the cache with the refresh header; the refresh listener can', async () => {
  await expect.poll(async () => (await read(LB, product.path)).cache).toBe('HIT');
  const visitor = await fetch(`${LB}${product.path}`, { headers: { [REFRESH_HEADER]: '1' } });
  await visitor.arrayBuffer();
  expect(visitor.headers.get('x-cache-status')).toBe('HIT');
  const refresh = await fetch(`${LB_REFRESH}${product.path}`, {
    headers: { [REFRESH_HEADER]: '1' },
  });
  await refresh.arrayBuffer();
  expect(refresh.headers.get('x-cache-status')).toBe('BYPASS');
});

test('a page nobody read for seconds: after the publish call, every first read is the new page', async () => {
  for (let trial = 1; trial <= 3; trial += 1) {
    await read(LB, product.path);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const marker = `Cold publish ${Date.now().toString(36)}-${trial}`;
    await publish(marker);
    await expectEveryReaderFresh(marker);
  }
});

test('a page read all the time: no read begun after the publish call answered is the old page', async () => {
  for (let trial = 1; trial <= 3; trial += 1) {
    const marker = `Hot publish ${Date.now().toString(36)}-${trial}`;
    let answeredAt = Number.POSITIVE_INFINITY;
    let reading = true;
    const stale: string[] = [];
    // Two readers through the balancer, under two names, a read every ~20 ms each.
    const readers = [undefined, OTHER_HOST].map(async (host) => {
      while (reading) {
        const began = performance.now();
        const { html, cache } = await read(LB, product.path, host);
        if (began > answeredAt && !html.includes(marker)) stale.push(`${host ?? LB} ${cache}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1_000));
      await publish(marker);
      answeredAt = performance.now();
      await expectEveryReaderFresh(marker);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    } finally {
      reading = false;
      await Promise.allSettled(readers);
    }
    // Every read went through (a failed one would hide a stale page).
    for (const reader of await Promise.allSettled(readers)) expect(reader.status).toBe('fulfilled');
    expect(stale).toEqual([]);
  }
});

test('Redis down: a publish regenerates the page on every instance, and the balancer serves it', async () => {
  await fleet.redis?.stop('SIGKILL');
  await read(LB, product.path);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  // Cold (the balancer's copy expired), then hot (read just before).
  for (const kind of ['cold', 'hot']) {
    const marker = `Publish without Redis ${Date.now().toString(36)} ${kind}`;
    await Promise.all([read(A, product.path), read(B, product.path)]);
    await publish(marker);
    await expectEveryReaderFresh(marker);
    // And it stays: every instance has it, not just the one a read happened to reach.
    for (let i = 0; i < 6; i += 1) {
      const base = [LB, A, B][i % 3];
      expect((await read(base, product.path)).html, base).toContain(marker);
    }
  }
});
