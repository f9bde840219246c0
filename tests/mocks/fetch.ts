/**
 * `global.fetch` for component tests (jsdom has none): answers by API path with a
 * Response-like object. A route is a body (an object answered as JSON, a string as text), or
 * a function of the URL and request init.
 */
type RouteBody = object | string;
export type MockRoute =
  RouteBody | ((url: URL, init?: RequestInit) => RouteBody | Promise<RouteBody>);

export interface MockResponse {
  status: number;
  ok: boolean;
  json: () => Promise<unknown>;
  text: () => Promise<string>;
}

export function jsonResponse(body: unknown, status = 200): MockResponse {
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
}

/** A text answer (an SVG, a page). */
export function textResponse(body: string, status = 200): MockResponse {
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => JSON.parse(body) as unknown,
    text: async () => body,
  };
}

export type FetchMock = jest.Mock<Promise<MockResponse>, [RequestInfo | URL, RequestInit?]>;

export function mockFetch(routes: Record<string, MockRoute>): FetchMock {
  const fetchMock: FetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'object' && 'url' in input ? input.url : String(input));
    const route = routes[url.pathname];
    if (route === undefined) return jsonResponse({ code: 404, msg: 'Not found' });
    const body = typeof route === 'function' ? await route(url, init) : route;
    return typeof body === 'string' ? textResponse(body) : jsonResponse(body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The calls made to one API path. */
export function callsTo(fetchMock: FetchMock, pathname: string): [URL, RequestInit | undefined][] {
  return fetchMock.mock.calls
    .map(([input, init]): [URL, RequestInit | undefined] => [new URL(String(input)), init])
    .filter(([url]) => url.pathname === pathname);
}

/** The JSON body a call sent ({} for none). */
export function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}

/** The JSON body of the first call to `pathname`, which must be a POST. */
export function postedBody(fetchMock: FetchMock, pathname: string): Record<string, unknown> {
  const [first] = callsTo(fetchMock, pathname);
  expect(first?.[1]?.method).toBe('POST');
  return bodyOf(first?.[1]);
}
