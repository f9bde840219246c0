/**
 * A publish reaches every instance of a fleet at once (SITE_REVALIDATE_URL lists
 * them), and only once all of them answered does it refresh the balancer's copies of the
 * regenerated pages (BALANCER_REFRESH_URL: `X-Cache-Refresh: 1` on its refresh listener),
 * before the publish call answers.
 */
import { callWebhook, REFRESH_HEADER, webhookFromEnv } from '../../mock-api/cms/webhook';

type Fetch = typeof fetch;

interface Call {
  at: string;
  refresh: boolean;
}

/**
 * Sites `a:1` and `b:1` answer the webhook only once both were called (a sequential caller
 * would hang); the balancer `lb:2` answers reads with `cache` verdicts in turn.
 */
function fleet(cacheVerdicts: string[] = []) {
  const calls: Call[] = [];
  const waiting: (() => void)[] = [];
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    if (url.host === 'lb:2') {
      calls.push({ at: url.pathname, refresh: headers.get(REFRESH_HEADER) === '1' });
      const refresh = headers.get(REFRESH_HEADER) === '1';
      const cache = refresh ? 'BYPASS' : (cacheVerdicts.shift() ?? 'HIT');
      const body = cache === 'HIT-OTHER' ? 'old page' : 'new page';
      return new Response(body, { headers: { 'X-Cache-Status': cache.replace('-OTHER', '') } });
    }
    if (url.host === 'gone:2') {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('getaddrinfo ENOTFOUND gone'), { code: 'ENOTFOUND' }),
      });
    }
    if (url.host === 'down:2') throw new TypeError('fetch failed');
    calls.push({ at: url.host, refresh: false });
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === 2) waiting.forEach((go) => go());
    });
    const { paths } = JSON.parse(String(init?.body)) as { paths: string[] };
    return new Response(JSON.stringify({ revalidated: paths.filter((p) => p !== '/gone') }));
  }) as Fetch;
  return { fetch: impl, calls };
}

const SITES = 'http://a:1/api/revalidate,http://b:1/api/revalidate';

test('BALANCER_REFRESH_URL is read as a list of origins', () => {
  const env = (more: Record<string, string>) =>
    ({ NODE_ENV: 'test', SITE_REVALIDATE_URL: SITES, ...more }) as NodeJS.ProcessEnv;
  expect(webhookFromEnv(env({ BALANCER_REFRESH_URL: ' http://lb:2 , ' }))).toEqual({
    url: SITES,
    secret: '',
    refresh: ['http://lb:2'],
  });
  expect(webhookFromEnv(env({}))).not.toHaveProperty('refresh');
});

test('every instance is called at once, then each regenerated page is refreshed on the balancer', async () => {
  const { fetch, calls } = fleet();
  const result = await callWebhook(
    { url: SITES, secret: 's', refresh: ['http://lb:2'] },
    ['/', '/gone'],
    fetch,
  );
  expect(result).toEqual({ revalidated: ['/'], notRevalidated: [] });
  // Both sites first (each waited for the other), then a refresh and a plain read of `/` only.
  expect(calls).toEqual([
    { at: 'a:1', refresh: false },
    { at: 'b:1', refresh: false },
    { at: '/', refresh: true },
    { at: '/', refresh: false },
  ]);
});

test('a refresh that an older answer overwrote at once is repeated', async () => {
  const { fetch, calls } = fleet(['HIT-OTHER', 'HIT']);
  await callWebhook({ url: SITES, secret: 's', refresh: ['http://lb:2'] }, ['/'], fetch);
  expect(calls.filter((call) => call.at === '/')).toEqual([
    { at: '/', refresh: true },
    { at: '/', refresh: false },
    { at: '/', refresh: true },
    { at: '/', refresh: false },
  ]);
});

test('a balancer that is not deployed is skipped; one that fails is reported', async () => {
  const skipped = await callWebhook(
    { url: SITES, secret: 's', refresh: ['http://gone:2'] },
    ['/'],
    fleet().fetch,
  );
  expect(skipped).toEqual({ revalidated: ['/'], notRevalidated: [] });
  const failed = await callWebhook(
    { url: SITES, secret: 's', refresh: ['http://down:2'] },
    ['/'],
    fleet().fetch,
  );
  expect(failed.revalidated).toEqual(['/']);
  expect(failed.error).toMatch(/the balancer http:\/\/down:2 did not refresh its cache/);
});
