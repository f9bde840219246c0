/**
 * keyOf / fetchKey: a cache key is made from an endpoint entry and carries its answer type;
 * the key's call goes through callApi with the key's method, params and token.
 */
import { type ApiKey, fetchKey, keyOf } from '@/lib/api-key';
import { isKeyOf } from '@/features/account/api/account-query';
import type { Envelope } from '@/contract/api-types';
import type { UserFindResponse, UserTypeResponse } from '@/contract/api-types';
import { get, post } from '@/contract/vendor-endpoints/endpoint';
import { USER_ENDPOINTS } from '@/contract/vendor-endpoints/user';
import { LOGIN_ENDPOINTS } from '@/contract/vendor-endpoints/login';

interface Things extends Envelope {
  things: string[];
}

const LIST = get<Things>('/api/things/things_all');
const SEARCH = post<Things>('/api/things/things_keyword');

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ code: 200, msg: 'ok', things: ['a'] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('keyOf', () => {
  it('is the entry’s path, the params, the token and the entry’s method: plain data', () => {
    const key = keyOf(LIST, { page: 2 }, 'tok');
    expect(key).toEqual(['/api/things/things_all', { page: 2 }, 'tok', 'GET']);
    // Serialisable and stable: the same read gives the same key text.
    expect(JSON.stringify(keyOf(LIST, { page: 2 }, 'tok'))).toBe(JSON.stringify(key));
    expect(keyOf(SEARCH, { keyword: 'x' }, null)[3]).toBe('POST');
  });

  it('is matched by the entries a write changes: their path and method', () => {
    expect(isKeyOf(keyOf(LIST, null, 'tok'), [LIST])).toBe(true);
    expect(isKeyOf(keyOf(SEARCH, null, 'tok'), [LIST])).toBe(false);
    // The same path read with another method is another entry's read.
    expect(isKeyOf(keyOf(LIST, null, 'tok'), [{ ...LIST, method: 'POST' }])).toBe(false);
    expect(isKeyOf('/api/things/things_all', [LIST])).toBe(false);
  });

  it('carries the entry’s answer type (checked by tsc)', () => {
    const typed = () => {
      const user: ApiKey<UserFindResponse> = keyOf(USER_ENDPOINTS.userFind, null, 'tok');
      // @ts-expect-error: user_type's key answers the user types, not the user
      const wrong: ApiKey<UserFindResponse> = keyOf(LOGIN_ENDPOINTS.userType, null, null);
      const types: ApiKey<UserTypeResponse> = keyOf(LOGIN_ENDPOINTS.userType, null, null);
      return [user, wrong, types];
    };
    expect(typeof typed).toBe('function');
  });
});

describe('fetchKey', () => {
  it('asks a GET key’s params as the query, with the key’s token, typed by the entry', async () => {
    const answer = await fetchKey(keyOf(LIST, { page: 2 }, 'tok'));
    const names: string[] = answer.things;
    expect(names).toEqual(['a']);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/api\/things\/things_all\?page=2$/);
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Authorization).toBe('tok');
  });

  it('sends a POST key’s params as the body, and no token for a public key', async () => {
    await fetchKey(keyOf(SEARCH, { keyword: 'x' }, null));
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/api\/things\/things_keyword$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ keyword: 'x' });
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});
