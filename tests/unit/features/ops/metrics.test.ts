/**
 * GET /api/metrics: the Prometheus text for the secret or a client on this machine, refused
 * otherwise; and the counters move when a page regenerates, a revalidation is answered, the
 * server calls the API and the shared cache is looked up.
 */
import { lookupResult } from '../../../../cache-handler.mjs';
import { ACCESS_MSG } from '@/features/ops/access';
import { logLine } from '@/features/ops/log';
import { opsMetrics } from '@/features/ops/metrics';
import { metricsHandler } from '@/features/ops/metrics-route';
import { installOpsRecorder } from '@/features/ops/recorder';
import { withPreview } from '@/features/routing/preview/with-preview';
import { revalidateHandler, SIGNATURE_MSG } from '@/page-kinds/revalidate';
import { ApiError, callApi } from '@/lib/api-client';
import { endpointTemplate, opsRecorder } from '@/lib/ops-events';
import { getSite } from '@/lib/site-data';
import { getRequest, rawPost, recorder } from '../../../helpers/api-route';
import { ALERT_METRIC_NAMES } from '../../../helpers/metric-names';
import { get as getEntry } from '@/contract/vendor-endpoints/endpoint';

jest.mock('@/lib/site-data', () => ({ getSite: jest.fn() }));
jest.mock('@/lib/list-product-paths', () => ({ listProductPaths: async () => [] }));
jest.mock('@/features/content/article/api/list-article-paths', () => ({
  listArticlePaths: async () => [],
}));

const SECRET = 'metrics-test-secret';
const savedEnv = { ...process.env };
const savedFetch = global.fetch;
let logged: string[];

beforeAll(() => installOpsRecorder());
beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  delete process.env.METRICS_SECRET;
  logged = [];
  const keep = (...args: unknown[]) => void logged.push(String(args[0]));
  jest.spyOn(console, 'log').mockImplementation(keep);
  jest.spyOn(console, 'warn').mockImplementation(keep);
});
afterEach(() => {
  process.env = { ...savedEnv };
  global.fetch = savedFetch;
  jest.restoreAllMocks();
});

/** The counter's value for exactly these labels (0 when never counted). */
async function value(
  metric: { get(): Promise<{ values: { labels: object; value: number }[] }> },
  labels: Record<string, string> = {},
): Promise<number> {
  const { values } = await metric.get();
  const found = values.find((v) => JSON.stringify(v.labels) === JSON.stringify(labels));
  return found?.value ?? 0;
}

async function scrape(options: Parameters<typeof getRequest>[0]) {
  const { res, answer } = recorder();
  await metricsHandler(getRequest(options), res);
  return answer;
}

describe('who may read the metrics', () => {
  it('serves the Prometheus text to a client on this machine, never cached', async () => {
    const local = { forwarded: 'for=127.0.0.1;proto=http', 'x-real-ip': '::1' };
    expect((await scrape({ remoteAddress: '127.0.0.1', headers: local })).status).toBe(200);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      // Next adds X-Forwarded-For with the connection's own address.
      const answer = await scrape({ remoteAddress, headers: { 'x-forwarded-for': remoteAddress } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(String(answer.body)).toContain('# TYPE diagtools_revalidations_total counter');
    }
  });

  it('serves the holder of the secret from anywhere, in Authorization: Bearer', async () => {
    const remoteAddress = '203.0.113.9';
    const bearer = { authorization: `Bearer ${SECRET}` };
    expect((await scrape({ remoteAddress, headers: bearer })).status).toBe(200);
    process.env.METRICS_SECRET = 'own-metrics-secret';
    expect((await scrape({ remoteAddress, headers: bearer })).status).toBe(401);
    const own = { authorization: 'Bearer own-metrics-secret' };
    expect((await scrape({ remoteAddress, headers: own })).status).toBe(200);
  });

  it('refuses (400) a secret in the URL, even the right one, even on this machine', async () => {
    for (const remoteAddress of ['203.0.113.9', '127.0.0.1']) {
      expect(await scrape({ remoteAddress, query: { secret: SECRET } })).toMatchObject({
        status: 400,
        body: { code: 400, msg: ACCESS_MSG.inUrl },
      });
    }
  });

  it('refuses another client (403), a wrong secret (401) and a stranger relayed by a local proxy', async () => {
    expect(await scrape({ remoteAddress: '203.0.113.9' })).toMatchObject({
      status: 403,
      body: { code: 403, msg: ACCESS_MSG.refused },
    });
    const guess = { authorization: 'Bearer guess' };
    expect(await scrape({ remoteAddress: '127.0.0.1', headers: guess })).toMatchObject({
      status: 401,
      body: { code: 401, msg: ACCESS_MSG.invalid },
    });
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    expect((await scrape({ remoteAddress: '127.0.0.1', headers: proxied })).status).toBe(403);
    const spoofed = { 'x-forwarded-for': '127.0.0.1, 203.0.113.9', 'x-real-ip': '203.0.113.9' };
    expect((await scrape({ remoteAddress: '127.0.0.1', headers: spoofed })).status).toBe(403);
    const forwarded = { forwarded: 'for="[2001:db8::1]:443";proto=https' };
    expect((await scrape({ remoteAddress: '::1', headers: forwarded })).status).toBe(403);
    delete process.env.REVALIDATE_SECRET;
    const any = { authorization: 'Bearer anything' };
    expect(await scrape({ remoteAddress: '203.0.113.9', headers: any })).toMatchObject({
      status: 401,
      body: { msg: ACCESS_MSG.off },
    });
  });

  it('lists every metric an operator alerts on', async () => {
    const text = String((await scrape({})).body);
    for (const name of ALERT_METRIC_NAMES) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });
});

describe('the counters move', () => {
  it('on a regeneration: counted by outcome, timed, logged as one JSON line', async () => {
    const metrics = opsMetrics();
    const before = await value(metrics.regenerations, { outcome: 'ok' });
    const timedBefore = (await metrics.regenerationSeconds.get()).values.find(
      (v) => v.metricName === 'diagtools_regeneration_duration_seconds_count',
    )?.value;
    const getStaticProps = withPreview(async () => ({ props: { title: 'x' }, revalidate: 60 }));
    await getStaticProps({ params: { slug: ['products'] } });
    expect(await value(metrics.regenerations, { outcome: 'ok' })).toBe(before + 1);
    const timedAfter = (await metrics.regenerationSeconds.get()).values.find(
      (v) => v.metricName === 'diagtools_regeneration_duration_seconds_count',
    )?.value;
    expect(timedAfter).toBe((timedBefore ?? 0) + 1);

    const notFound = withPreview(async () => ({ notFound: true as const }));
    await notFound({ params: {} });
    expect(await value(metrics.regenerations, { outcome: 'not_found' })).toBeGreaterThanOrEqual(1);

    const line = JSON.parse(logged.find((text) => text.includes('"regeneration"')) ?? '{}');
    expect(line).toMatchObject({
      level: 'info',
      event: 'regeneration',
      instance: expect.any(String),
      params: { slug: ['products'] },
    });
    expect(Number.isNaN(Date.parse(line.time))).toBe(false);
  });

  it('on a failed regeneration: counted as error, the error still thrown', async () => {
    const metrics = opsMetrics();
    const before = await value(metrics.regenerations, { outcome: 'error' });
    const failing = withPreview(async () => {
      throw new ApiError('network', 0, 'down');
    });
    await expect(failing({ params: {} })).rejects.toThrow('down');
    expect(await value(metrics.regenerations, { outcome: 'error' })).toBe(before + 1);
  });

  it('on a manual revalidation: the call and its paths by result', async () => {
    jest.mocked(getSite).mockResolvedValue({
      tree: [{ category_paths: '/products', category_component: 'ProductPage', children: [] }],
      site: {},
    } as unknown as Awaited<ReturnType<typeof getSite>>);
    const metrics = opsMetrics();
    const calls = await value(metrics.revalidations, { via: 'manual', status: '200' });
    const done = await value(metrics.revalidationPaths, { via: 'manual', result: 'revalidated' });
    const refused = await value(metrics.revalidationPaths, { via: 'manual', result: 'refused' });

    const body = JSON.stringify({ paths: ['/products', '/no such path'] });
    const { res, answer } = recorder(async () => undefined);
    await revalidateHandler(rawPost(body, {}, { authorization: `Bearer ${SECRET}` }), res);

    expect(answer.status).toBe(200);
    expect(await value(metrics.revalidations, { via: 'manual', status: '200' })).toBe(calls + 1);
    expect(await value(metrics.revalidationPaths, { via: 'manual', result: 'revalidated' })).toBe(
      done + 1,
    );
    expect(await value(metrics.revalidationPaths, { via: 'manual', result: 'refused' })).toBe(
      refused + 1,
    );
    const line = JSON.parse(logged.find((text) => text.includes('"revalidation"')) ?? '{}');
    expect(line).toMatchObject({
      event: 'revalidation',
      via: 'manual',
      revalidated: ['/products'],
    });
  });

  it('on a refused signed call: counted as a webhook with its 401, logged with why', async () => {
    const metrics = opsMetrics();
    const before = await value(metrics.revalidations, { via: 'webhook', status: '401' });
    const { res, answer } = recorder();
    await revalidateHandler(
      rawPost('{"paths":["/"]}', {}, { 'x-webhook-signature': 't=1,v1=00' }),
      res,
    );
    expect(answer.status).toBe(401);
    expect(await value(metrics.revalidations, { via: 'webhook', status: '401' })).toBe(before + 1);
    const line = JSON.parse(logged.find((text) => text.includes('"revalidation"')) ?? '{}');
    expect(line).toMatchObject({
      level: 'warn',
      event: 'revalidation',
      via: 'webhook',
      status: 401,
      reason: SIGNATURE_MSG.malformed,
      msg: `webhook revalidation answered 401: ${SIGNATURE_MSG.malformed}`,
    });
  });

  it('on server-side API calls: by endpoint template, with latency and errors', async () => {
    const metrics = opsMetrics();
    const endpoint = '/api/goods/goods_details';
    const ok = { method: 'GET', endpoint, outcome: 'ok' };
    const okBefore = await value(metrics.upstreamCalls, ok);
    const errorsBefore = await value(metrics.upstreamErrors, {
      method: 'GET',
      endpoint,
      kind: 'server',
    });
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(new Response('{"code":200,"msg":"ok"}', { status: 200 }))
      .mockResolvedValueOnce(new Response('oops', { status: 500 }));
    await callApi(getEntry('/api/goods/goods_details'), { query: { goods_id: 7 } });
    await expect(
      callApi(getEntry('/api/goods/goods_details'), { query: { goods_id: 8 } }),
    ).rejects.toThrow();

    expect(await value(metrics.upstreamCalls, ok)).toBe(okBefore + 1);
    expect(await value(metrics.upstreamErrors, { method: 'GET', endpoint, kind: 'server' })).toBe(
      errorsBefore + 1,
    );
    const latency = (await metrics.upstreamSeconds.get()).values.find(
      (v) =>
        v.metricName === 'diagtools_upstream_request_duration_seconds_count' &&
        v.labels.endpoint === endpoint,
    );
    expect(latency?.value).toBeGreaterThanOrEqual(2);
    const line = JSON.parse(logged.find((text) => text.includes('"upstream_error"')) ?? '{}');
    expect(line).toMatchObject({ level: 'warn', endpoint, kind: 'server', code: 500 });
  });

  it('on shared-cache lookups: hit, stale and miss', async () => {
    const metrics = opsMetrics();
    const nowS = 1_000;
    expect(lookupResult(null, nowS)).toBe('miss');
    expect(lookupResult({ lifespan: { staleAt: 1_060 } }, nowS)).toBe('hit');
    expect(lookupResult({ lifespan: { staleAt: 990 } }, nowS)).toBe('stale');
    expect(lookupResult({ lifespan: null }, nowS)).toBe('hit');
    const before = await value(metrics.cacheLookups, { result: 'stale' });
    opsRecorder()?.cacheLookup('stale');
    expect(await value(metrics.cacheLookups, { result: 'stale' })).toBe(before + 1);
  });
});

describe('labels and log lines', () => {
  it('labels an endpoint by its template, never by an id', () => {
    expect(endpointTemplate('api/goods/goods_all?page=2')).toBe('/api/goods/goods_all');
    expect(endpointTemplate('/api/article/12345')).toBe('/api/article/:id');
  });

  it('keeps the fixed keys of a log line from being replaced by a field', () => {
    const line = logLine('warn', 'redis_down', 'Redis unreachable (x)', { event: 'other', a: 1 });
    expect(Object.keys(line).slice(0, 5)).toEqual(['time', 'level', 'instance', 'event', 'msg']);
    expect(line).toMatchObject({ event: 'redis_down', msg: 'Redis unreachable (x)', a: 1 });
  });
});
