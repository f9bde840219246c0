/** callApi: a call through a contract entry takes its method and path from the entry. */
import { callApi, type AnswerOf } from '@/lib/api-client';
import type { Envelope } from '@/contract/api-types';
import { get, post } from '@/contract/vendor-endpoints/endpoint';

interface Things extends Envelope {
  data: { names: string[] };
}
interface AddThing {
  name: string;
}

const LIST = get<Things, { page: number }>('/api/things/things_all');
const ADD = post<Envelope, AddThing>('/api/things/things_add');

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ code: 200, msg: 'ok', data: { names: ['a'] } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('callApi', () => {
  it("sends a GET entry's query and answers with the entry's answer type", async () => {
    const answer: AnswerOf<typeof LIST> = await callApi(LIST, { query: { page: 2 }, token: null });
    expect(answer.data.names).toEqual(['a']);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/api\/things\/things_all\?page=2$/);
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it("sends a POST entry's body as JSON", async () => {
    await callApi(ADD, { body: { name: 'x' }, token: null });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/api\/things\/things_add$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'x' });
  });

  it('is typed by the entry (checked by tsc)', () => {
    const typed = () => {
      // @ts-expect-error: the entry says the body is an AddThing
      void callApi(ADD, { body: { title: 'x' } });
      // @ts-expect-error: a GET sends no body
      void callApi(LIST, { body: { page: 1 } });
      // @ts-expect-error: the query's page is a number
      void callApi(LIST, { query: { page: 'two' } });
    };
    expect(typeof typed).toBe('function');
  });
});
