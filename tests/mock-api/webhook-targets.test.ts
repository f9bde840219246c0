/**
 * SITE_REVALIDATE_URL listing several sites (docker-compose.yml: the scale profile's balancer
 * and the single instance): each is called, one that is not deployed (its host name does not
 * resolve) is skipped, and a site that answers wrongly is still reported.
 */
import { callWebhook } from '../../mock-api/cms/webhook';

type Fetch = typeof fetch;

function fakeFetch(answers: Record<string, number>): { fetch: Fetch; hosts: string[] } {
  const hosts: string[] = [];
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    hosts.push(url.host);
    const status = answers[url.host];
    if (status === undefined) {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error(`getaddrinfo ENOTFOUND ${url.hostname}`), {
          code: 'ENOTFOUND',
        }),
      });
    }
    const { paths } = JSON.parse(String(init?.body)) as { paths: string[] };
    const body = status === 200 ? { revalidated: paths } : { msg: 'wrong secret' };
    return new Response(JSON.stringify(body), { status });
  }) as Fetch;
  return { fetch: impl, hosts };
}

const target = (url: string) => ({ url, secret: 's' });

test('every listed site is called; one that does not resolve is skipped without an error', async () => {
  const { fetch, hosts } = fakeFetch({ 'web:3000': 200 });
  const result = await callWebhook(
    target('http://lb:8080/api/revalidate, http://web:3000/api/revalidate'),
    ['/', '/blogs'],
    fetch,
  );
  expect(hosts).toEqual(['lb:8080', 'web:3000']);
  expect(result).toEqual({ revalidated: ['/', '/blogs'], notRevalidated: [] });
});

test('both deployed: both are revalidated, the paths listed once', async () => {
  const { fetch, hosts } = fakeFetch({ 'lb:8080': 200, 'web:3000': 200 });
  const result = await callWebhook(
    target('http://lb:8080/api/revalidate,http://web:3000/api/revalidate'),
    ['/'],
    fetch,
  );
  expect(hosts).toEqual(['lb:8080', 'web:3000']);
  expect(result).toEqual({ revalidated: ['/'], notRevalidated: [] });
});

test('a site that refuses is reported even when another one regenerated', async () => {
  const { fetch } = fakeFetch({ 'lb:8080': 401, 'web:3000': 200 });
  const result = await callWebhook(
    target('http://lb:8080/api/revalidate,http://web:3000/api/revalidate'),
    ['/'],
    fetch,
  );
  expect(result.revalidated).toEqual(['/']);
  expect(result.error).toMatch(/HTTP 401/);
});

test('none resolves: an error naming them', async () => {
  const { fetch } = fakeFetch({});
  const result = await callWebhook(
    target('http://lb:8080/api/revalidate,http://web:3000/api/revalidate'),
    ['/'],
    fetch,
  );
  expect(result.revalidated).toEqual([]);
  expect(result.error).toMatch(/no site resolves: http:\/\/lb:8080/);
});

test('a single site that does not resolve is an error, as before', async () => {
  const { fetch } = fakeFetch({});
  const result = await callWebhook(target('http://web:3000/api/revalidate'), ['/'], fetch);
  expect(result.error).toMatch(/did not answer/);
  expect(result).not.toHaveProperty('unresolved');
});
