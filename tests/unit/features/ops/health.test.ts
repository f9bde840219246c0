/**
 * GET /api/health: 200 with the build, the instance, the cache and the API's state while the
 * instance can serve (the API or Redis down included); 503 only once it is shutting down.
 */
import { healthHandler, type HealthAnswer, resetApiProbe } from '@/features/ops/health';
import { getRequest, recorder } from '../../../helpers/api-route';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const savedFetch = global.fetch;
const savedEnv = { ...process.env };

beforeEach(() => {
  resetApiProbe();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  process.env.INSTANCE_NAME = 'web-a';
  delete process.env.REDIS_URL;
  globalThis.__diagtoolsRedis = undefined;
  globalThis.__diagtoolsShuttingDown = undefined;
  // The API's failures are logged (JSON lines): not this test's subject.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  global.fetch = savedFetch;
  process.env = { ...savedEnv };
  globalThis.__diagtoolsRedis = undefined;
  globalThis.__diagtoolsShuttingDown = undefined;
  jest.restoreAllMocks();
});

const envelope = (code: number) =>
  Promise.resolve(new Response(JSON.stringify({ code, msg: 'ok' }), { status: 200 }));

async function health() {
  const { res, answer } = recorder();
  await healthHandler(getRequest(), res);
  return { ...answer, body: answer.body as HealthAnswer };
}

it('answers 200 with the build, the instance, the cache and the API up, never cached', async () => {
  fetchMock.mockImplementation(() => envelope(200));
  const answer = await health();
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.body).toEqual({
    status: 'ok',
    build: expect.any(String),
    instance: 'web-a',
    cache: 'file',
    api: 'up',
  });
  expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/SiteSettings/site_settings_find');
});

it('stays 200 with api: down when the API does not answer or fails (cached pages still serve)', async () => {
  fetchMock.mockRejectedValue(new TypeError('fetch failed'));
  expect((await health()).status).toBe(200);
  expect((await health()).body.api).toBe('down');

  resetApiProbe();
  fetchMock.mockReset().mockResolvedValue(new Response('busy', { status: 502 }));
  const failing = await health();
  expect(failing.status).toBe(200);
  expect(failing.body.api).toBe('down');
});

it('counts a refusal of the API as up: it answered', async () => {
  fetchMock.mockImplementation(() => envelope(40001));
  expect((await health()).body.api).toBe('up');
});

it('asks the API at most once in 5 seconds', async () => {
  fetchMock.mockImplementation(() => envelope(200));
  await health();
  await health();
  await health();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('names the cache: Redis connected, its local fallback, or the file cache', async () => {
  fetchMock.mockImplementation(() => envelope(200));
  process.env.REDIS_URL = 'redis://127.0.0.1:6399';
  expect((await health()).body.cache).toBe('local-fallback');
  globalThis.__diagtoolsRedis = { isReady: true } as typeof globalThis.__diagtoolsRedis;
  expect((await health()).body.cache).toBe('redis');
  globalThis.__diagtoolsRedis = { isReady: false } as typeof globalThis.__diagtoolsRedis;
  const down = await health();
  expect(down.status).toBe(200);
  expect(down.body.cache).toBe('local-fallback');
});

it('answers 503 once the instance is shutting down, so a balancer drains it', async () => {
  fetchMock.mockImplementation(() => envelope(200));
  globalThis.__diagtoolsShuttingDown = true;
  const answer = await health();
  expect(answer.status).toBe(503);
  expect(answer.body.status).toBe('shutting-down');
});
