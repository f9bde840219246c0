/** MOCK_API_STRICT: the mock answers only the spec's endpoints under /api/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SPEC_ENDPOINTS } from '../../mock-api/routes/endpoints';
import { defaultStrict, isStrictAllowed } from '../../mock-api/routes/strict';
import { makeEnv, type TestEnv } from './helpers';

/** What the site called before it kept to the spec's endpoints. */
const UNDOCUMENTED: readonly (readonly ['GET' | 'POST', string])[] = [
  ['GET', '/api/configs/site_config'],
  ['GET', '/api/FunctionStock/function_stock_all'],
  ['POST', '/api/FunctionStock/function_like'],
];

const UNKNOWN_ROUTE = { code: 404, msg: 'Not found' };

function call(env: TestEnv, method: 'GET' | 'POST', route: string) {
  return method === 'GET' ? env.api.get(route) : env.api.post(route).send({});
}

describe('strict mock', () => {
  let env: TestEnv;
  beforeAll(() => {
    env = makeEnv({ strict: true });
  });
  afterAll(() => env.cleanup());

  it('answers a documented endpoint', async () => {
    const res = await env.api.get('/api/SiteSettings/site_settings_find');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.site_settings_find.site_settings_title).toEqual(expect.any(String));
  });

  it.each(UNDOCUMENTED)('answers %s %s as an unknown route', async (method, route) => {
    const unknown = await call(env, method, '/api/no/such_route');
    const res = await call(env, method, route);
    expect(res.status).toBe(unknown.status);
    expect(res.body).toEqual(unknown.body);
    expect(res.body).toEqual(UNKNOWN_ROUTE);
  });

  it('refuses a documented path with a method the spec does not give it', async () => {
    const res = await env.api.post('/api/SiteSettings/site_settings_find').send({});
    expect(res.body).toEqual(UNKNOWN_ROUTE);
  });

  it('serves every endpoint of the spec (the allow-list matches the routes)', async () => {
    for (const [method, route] of SPEC_ENDPOINTS) {
      const res = await call(env, method === 'GET' ? 'GET' : 'POST', route);
      expect([method, route, res.status]).toEqual([method, route, 200]);
    }
  });

  it('matches paths as the routes do: any case, a trailing slash', async () => {
    const res = await env.api.get('/api/sitesettings/SITE_SETTINGS_FIND/');
    expect(res.body.code).toBe(200);
  });

  it('keeps the dev routes, /uploads/ and the Google stand-in', async () => {
    expect((await env.api.get('/mock/health')).body.code).toBe(200);
    mkdirSync(path.join(env.uploadsDir, 'strict'), { recursive: true });
    writeFileSync(path.join(env.uploadsDir, 'strict', 'a.txt'), 'kept');
    const upload = await env.api.get('/uploads/strict/a.txt');
    expect(upload.status).toBe(200);
    expect(upload.text).toBe('kept');
    // The stand-in's callback answers its own (HTML) page, not the unknown-route envelope.
    const callback = await env.api.get('/api/GoogleLogin/gmail_callback?state=x');
    expect(callback.body).not.toEqual(UNKNOWN_ROUTE);
    expect(callback.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('the non-strict mock (default)', () => {
  let env: TestEnv;
  beforeAll(() => {
    env = makeEnv({ strict: false });
  });
  afterAll(() => env.cleanup());

  it('still serves the endpoints beyond the spec', async () => {
    expect((await env.api.get('/api/configs/site_config')).body.code).toBe(200);
    expect((await env.api.get('/api/FunctionStock/function_stock_all')).body.code).toBe(200);
  });
});

describe('isStrictAllowed and MOCK_API_STRICT', () => {
  it('allows the spec writes without a leading slash, under /api/', () => {
    expect(isStrictAllowed('GET', '/api/api/goods_search')).toBe(true);
    expect(isStrictAllowed('GET', '/api/goods_search')).toBe(false);
    expect(isStrictAllowed('HEAD', '/api/goods/goods_all')).toBe(true);
    expect(isStrictAllowed('GET', '/api/configs/site_config')).toBe(false);
  });

  it('reads MOCK_API_STRICT', () => {
    expect(defaultStrict({ MOCK_API_STRICT: '1' })).toBe(true);
    expect(defaultStrict({ MOCK_API_STRICT: 'true' })).toBe(true);
    expect(defaultStrict({ MOCK_API_STRICT: '0' })).toBe(false);
    expect(defaultStrict({})).toBe(false);
  });
});
