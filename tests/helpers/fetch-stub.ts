/** A jest mock in place of `global.fetch` for each test of a file; the real one back after it. */
export interface FetchStub {
  /** This test's mock. */
  mock: jest.Mock;
  /** Every call answers this body with this status. */
  answer(body: object, status?: number): void;
}

export function stubFetch(): FetchStub {
  const realFetch = global.fetch;
  const stub: FetchStub = {
    mock: jest.fn(),
    answer(body, status = 200) {
      stub.mock.mockResolvedValue({ status, ok: status === 200, json: async () => body });
    },
  };
  beforeEach(() => {
    stub.mock = jest.fn();
    global.fetch = stub.mock as unknown as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });
  return stub;
}

/** `fetch` passing through to `realFetch`, telling `note` the path of each list endpoint call (goods_all, articles_all). */
export function notingListCalls(
  realFetch: typeof fetch,
  note: (path: string) => void,
): typeof fetch {
  return jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    if (/goods_all|articles_all/.test(pathname)) note(pathname);
    return realFetch(input, init);
  }) as typeof fetch;
}
