/**
 * The fleet tells its state (docs/operations.md): each instance answers
 * GET /api/health for the balancer, and GET /api/metrics in the Prometheus text format to
 * this machine or the secret's holder; a revalidation moves its counters.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { REVALIDATE_SECRET } from './support/cms-edits';
import { ALERT_METRIC_NAMES } from '../tests/helpers/metric-names';

/** The sum of a metric's samples whose labels include `labels` (0 when none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      sum += Number(match[3]);
    }
  }
  return sum;
}

async function metrics(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/metrics');
  expect(response.status()).toBe(200);
  return response.text();
}

test('GET /api/health: 200 with the build, the instance, the cache and the API up, never cached', async ({
  request,
}) => {
  const health = async () => {
    const response = await request.get('/api/health');
    return {
      status: response.status(),
      cacheControl: response.headers()['cache-control'],
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  // The API's state is kept 5 s: an outage left by an earlier spec may still show for that long.
  await expect.poll(health, { timeout: 15_000 }).toEqual({
    status: 200,
    cacheControl: 'no-store',
    body: {
      status: 'ok',
      build: expect.stringMatching(/^[\w-]+$/),
      instance: expect.any(String),
      // The e2e stack runs one instance on Next's own file cache (no REDIS_URL).
      cache: 'file',
      api: 'up',
    },
  });
  const { body } = await health();
  expect(body.build).not.toBe('unknown');
  expect(String(body.instance)).not.toBe('');
});

test('GET /api/metrics: the metric names to this machine; refused through a proxy without the secret', async ({
  request,
}) => {
  const text = await metrics(request);
  for (const name of ALERT_METRIC_NAMES) {
    expect(text).toContain(`# TYPE ${name} `);
  }
  expect(sample(text, 'diagtools_cache_mode', { mode: 'file' })).toBe(1);

  const relayed = { 'X-Forwarded-For': '203.0.113.9' };
  const refused = await request.get('/api/metrics', { headers: relayed });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { msg: string }).msg).toContain('secret');
  const withSecret = await request.get('/api/metrics', {
    headers: { ...relayed, Authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  expect(withSecret.status()).toBe(200);
});

test('a revalidation moves the revalidation, regeneration and upstream counters', async ({
  request,
}) => {
  const before = await metrics(request);
  const revalidations = { via: 'manual', status: '200' };
  const count = (text: string) => ({
    calls: sample(text, 'diagtools_revalidations_total', revalidations),
    paths: sample(text, 'diagtools_revalidation_paths_total', {
      via: 'manual',
      result: 'revalidated',
    }),
    regenerations: sample(text, 'diagtools_regenerations_total'),
    upstream: sample(text, 'diagtools_upstream_requests_total'),
  });
  const start = count(before);

  const response = await request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${REVALIDATE_SECRET}` },
    data: { paths: ['/products'] },
  });
  expect(((await response.json()) as { revalidated: string[] }).revalidated).toEqual(['/products']);

  // Other tests may revalidate at the same time: each counter moved by at least this call.
  await expect
    .poll(async () => {
      const now = count(await metrics(request));
      return {
        calls: now.calls - start.calls >= 1,
        paths: now.paths - start.paths >= 1,
        regenerations: now.regenerations - start.regenerations >= 1,
        upstream: now.upstream - start.upstream >= 1,
      };
    })
    .toEqual({ calls: true, paths: true, regenerations: true, upstream: true });
});
