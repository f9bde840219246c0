import {
  ApiError,
  MSG_INTERFACE_FAILED,
  MSG_SERVICE_FAILED,
  callApi,
  buildApiUrl,
  classifyResponse,
} from '@/lib/api-client';
import { get as getEntry, post as postEntry } from '@/contract/vendor-endpoints/endpoint';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('classifyResponse: the error kinds', () => {
  it("takes the diagnosis proxy's code 0 as success when told to, and its 200 as not", () => {
    expect(classifyResponse(200, { code: 0, msg: 'ok' }, 0)).toBeNull();
    expect(classifyResponse(200, { code: 500, msg: 'Updating' }, 0)?.code).toBe(500);
    expect(classifyResponse(200, { code: 0, msg: 'ok' })?.kind).toBe('business');
  });

  it('treats code 200 as success', () => {
    expect(classifyResponse(200, { code: 200, msg: 'ok' })).toBeNull();
  });

  it.each([10001, 10002, 10003, 10004, 10005, 10006, 10007, 10008])(
    'classifies token code %i as an auth error carrying the server msg',
    (code) => {
      const error = classifyResponse(200, { code, msg: 'Token expired' });
      expect(error).toBeInstanceOf(ApiError);
      expect(error?.kind).toBe('auth');
      expect(error?.code).toBe(code);
      expect(error?.message).toBe('Token expired');
    },
  );

  it('does not treat the codes around the token range as auth errors', () => {
    expect(classifyResponse(200, { code: 10000, msg: 'x' })?.kind).toBe('business');
    expect(classifyResponse(200, { code: 10009, msg: 'x' })?.kind).toBe('business');
  });

  it('answers "Service response failed" for HTTP 500', () => {
    const error = classifyResponse(500, { code: 500, msg: 'Internal error' });
    expect(error?.kind).toBe('server');
    expect(error?.message).toBe(MSG_SERVICE_FAILED);
  });

  it('keeps the server msg for any other non-200 code', () => {
    const error = classifyResponse(200, { code: 400, msg: 'Please enter valid email address!' });
    expect(error?.kind).toBe('business');
    expect(error?.message).toBe('Please enter valid email address!');
  });

  it('treats an answer without an envelope as a failed service', () => {
    expect(classifyResponse(200, '<html>')?.message).toBe(MSG_SERVICE_FAILED);
  });
});

describe('buildApiUrl', () => {
  it('puts paths written without a leading slash under the API root', () => {
    expect(buildApiUrl('api/api/goods_search', { goodsKeywordsName: 'obd' })).toBe(
      'http://127.0.0.1:4000/api/api/goods_search?goodsKeywordsName=obd',
    );
  });

  it('drops undefined and null query values', () => {
    expect(buildApiUrl('/api/goods/goods_all', { category_id: 3, page: undefined, q: null })).toBe(
      'http://127.0.0.1:4000/api/goods/goods_all?category_id=3',
    );
  });
});

describe('callApi: the envelope, the token and the body', () => {
  it('returns the envelope on code 200', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 200, msg: 'ok', data: [1] }));
    await expect(callApi(getEntry('/api/category/category_all'))).resolves.toEqual({
      code: 200,
      msg: 'ok',
      data: [1],
    });
  });

  it('sends the token in the Authorization header and a JSON body on POST', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 200, msg: 'ok' }));
    await callApi(postEntry('/api/home/email_add'), {
      body: { eAccount: 'a@b.co' },
      token: 'tok123',
    });
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('tok123');
    expect(init?.body).toBe(JSON.stringify({ eAccount: 'a@b.co' }));
  });

  it('sends no body on a POST without one (an endpoint the spec gives no parameters)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 200, msg: 'ok' }));
    await callApi(postEntry('/api/login/user_type'));
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 200, msg: 'ok' }));
    await callApi(getEntry('/api/category/category_all'), { token: null });
    const [, init] = fetchMock.mock.calls[0];
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws "Interface response failed" when there is no answer (status 0)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(callApi(getEntry('/api/category/category_all'))).rejects.toMatchObject({
      kind: 'network',
      code: 0,
      message: MSG_INTERFACE_FAILED,
    });
  });

  it('throws "Service response failed" on HTTP 500', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { code: 500, msg: 'boom' }));
    await expect(callApi(getEntry('/api/category/category_all'))).rejects.toMatchObject({
      kind: 'server',
      message: MSG_SERVICE_FAILED,
    });
  });

  it('throws a business error with the server msg on another code', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 404, msg: 'Goods not found' }));
    await expect(callApi(getEntry('/api/goods/goods_details'))).rejects.toMatchObject({
      kind: 'business',
      code: 404,
      message: 'Goods not found',
    });
  });
});
