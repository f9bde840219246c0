/** Transport-level behaviour: limits, malformed input, closed routes, CORS, static files, errors. */
import { expectBodyTooLarge, makeEnv, sharedEnv, writeTestPictures } from './helpers';

const env = sharedEnv({ siteOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'] });
beforeAll(async () => {
  await writeTestPictures(env, /^\/uploads\/(icons\/home\.svg|categories\/home\.jpg)$/);
});

describe('request bodies', () => {
  it('answers 413 for a body over 100 kB', async () => {
    await expectBodyTooLarge(env, '/api/home/email_add', { eAccount: 'a'.repeat(150_000) });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await env.api
      .post('/api/login/check_login')
      .set('Content-Type', 'application/json')
      .send('{"uEmail": "demo@example.com",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: 'Malformed JSON body' });
  });

  it('accepts form-encoded bodies too', async () => {
    const res = await env.api
      .post('/api/home/email_add')
      .type('form')
      .send({ eAccount: 'form-reader@example.com' });
    expect(res.body.code).toBe(200);
  });
});

describe('closed and unknown routes', () => {
  it.each([
    ['get', '/db'],
    ['get', '/categories'],
    ['get', '/users'],
    ['post', '/users'],
    ['get', '/tokens'],
    ['get', '/users/1'],
    ['get', '/api/no/such/route'],
    ['post', '/api/category/category_all'],
  ] as const)('%s %s answers the 404 envelope and no data', async (method, path) => {
    const res = await env.api[method](path).send({ uEmail: 'x@example.com' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: 'Not found' });
    expect(res.text).not.toContain('uPasswordHash');
    expect(res.text).not.toContain('example.com');
  });
});

describe('CORS', () => {
  it('allows the site origins, with the Authorization header', async () => {
    const res = await env.api
      .options('/api/user/user_find')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/i);
    const get = await env.api.get('/mock/health').set('Origin', 'http://127.0.0.1:3000');
    expect(get.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
  });

  it('sends no CORS header to a foreign origin', async () => {
    // (The dev routes refuse a foreign origin outright: tests/mock-api/dev-guard.test.ts.)
    const res = await env.api.get('/api/home/homeList').set('Origin', 'https://evil.example');
    expect(res.body.code).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await env.api
      .options('/api/user/user_find')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'GET');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('uploads', () => {
  it('serves photos as JPEG with long cache headers', async () => {
    const res = await env.api.get('/uploads/categories/home.jpg').expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.isBuffer(res.body) && res.body.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });

  it('serves icons as SVG with long cache headers', async () => {
    const res = await env.api.get('/uploads/icons/home.svg').expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.body ?? res.text)).toContain('<svg');
  });

  it('answers the 404 envelope for a missing picture and for path tricks', async () => {
    for (const path of [
      '/uploads/none.svg',
      '/uploads/../db/db.json',
      '/uploads/%2e%2e/db/db.json',
    ]) {
      const res = await env.api.get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: 'Not found' });
    }
  });
});

describe('errors', () => {
  it('answers 500 without a stack trace when a handler fails', async () => {
    const local = makeEnv();
    try {
      // Break a table so the handler throws a TypeError.
      await local.mock.db.update((draft) => {
        (draft as unknown as Record<string, unknown>).subscribers = null;
      });
      const res = await local.api.post('/api/home/email_add').send({ eAccount: 'a@example.com' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 500, msg: 'Internal error' });
      expect(res.text).not.toMatch(/at |TypeError|\.ts/);
    } finally {
      await local.cleanup();
    }
  });

  it('never crashes on odd input', async () => {
    // Bracket keys are other parameters (ignored); a bad escape is decoded leniently.
    for (const path of ['/api/goods/goods_all?category_id[]=1', '/mock/outbox?email=%E0%A4%A']) {
      const res = await env.api.get(path);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
    }
    const odd = [
      '/api/goods/goods_all?category_id=1e999',
      '/api/goods/goods_all?category_id=-1',
      '/api/goods/goods_all?page=1.5',
      '/api/goods/goods_details?goods_title[a]=b',
      '/api/category/category_details?category_id=%00',
      '/api/goods/goods_all?category_id=1&category_id=2',
      '/api/home/homeList?configsName=' + 'x'.repeat(100),
    ];
    for (const path of odd) {
      const res = await env.api.get(path);
      expect(res.status).toBe(200);
      expect(res.body.code).not.toBe(200);
      expect(typeof res.body.msg).toBe('string');
    }
  });
});
