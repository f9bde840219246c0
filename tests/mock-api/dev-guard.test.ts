/** Dev routes answer JSON from the site's origins and loopback clients only. */
import type { Request, Response } from 'express';
import { DEV_MSG, devGuard, isLoopback } from '../../mock-api/routes/dev/guard';
import { freshEnv } from './helpers';

const env = freshEnv({ siteOrigins: ['http://localhost:3105'] });

describe('over HTTP (loopback)', () => {
  it('refuses a cross-site form post to /mock/outage: the API stays up', async () => {
    const res = await env.api
      .post('/mock/outage')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send('mode=error');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: DEV_MSG.origin });
    expect(env.mock.context.outage).toBe('none');
    expect((await env.api.get('/api/home/homeList')).status).toBe(200);
  });

  it('refuses a form-encoded post without Origin (JSON only)', async () => {
    const res = await env.api.post('/mock/outage').type('form').send('mode=error');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 415, msg: DEV_MSG.json });
    const text = await env.api.post('/mock/reset').set('Content-Type', 'text/plain').send('x');
    expect(text.status).toBe(415);
    expect(env.mock.context.outage).toBe('none');
  });

  it('refuses other origins and cross-site fetches on reads too, in any path case', async () => {
    for (const path of ['/mock/outbox', '/MOCK/Outbox', '/mock/forms/?form=remote']) {
      const res = await env.api.get(path).set('Origin', 'null');
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
    const res = await env.api.get('/mock/outbox').set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
  });

  it('serves the site origin, JSON and bodiless posts from loopback', async () => {
    const outage = await env.api
      .post('/mock/outage')
      .set('Origin', 'http://localhost:3105')
      .send({ mode: 'error' });
    expect(outage.body.code).toBe(200);
    expect((await env.api.post('/mock/outage').send({ mode: 'none' })).body.code).toBe(200);
    expect((await env.api.post('/mock/reset')).body.code).toBe(200);
    expect((await env.api.get('/mock/outbox')).body.code).toBe(200);
  });
});

describe('devGuard for other hosts', () => {
  function call(
    access: 'loopback' | 'open',
    path: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) {
    let status = 0;
    let body: unknown;
    let passed = false;
    const req = {
      path,
      method: 'GET',
      headers,
      socket: { remoteAddress },
      is: () => false,
    } as unknown as Request;
    const res = {
      headersSent: false,
      status(code: number) {
        status = code;
        return this;
      },
      json(value: unknown) {
        body = value;
        return this;
      },
    } as unknown as Response;
    devGuard(access, new Set(['http://localhost:3105']))(req, res, () => {
      passed = true;
    });
    return { status, body, passed };
  }

  it.each([
    '/mock/outbox',
    '/mock/warranty-claims/1/status',
    '/api/GoogleLogin/gmail_login',
    '/api/googlelogin/gmail_callback',
  ])('%s refuses a client on the network, unless MOCK_DEV_ROUTES=open', (path) => {
    expect(call('loopback', path, '192.168.1.20')).toEqual({
      status: 403,
      body: { code: 403, msg: DEV_MSG.loopback },
      passed: false,
    });
    expect(call('loopback', path, '::ffff:10.0.0.3').passed).toBe(false);
    expect(call('loopback', path, '::1').passed).toBe(true);
    expect(call('open', path, '192.168.1.20').passed).toBe(true);
    // X-Forwarded-For is not believed.
    expect(call('loopback', path, '10.0.0.3', { 'x-forwarded-for': '127.0.0.1' }).passed).toBe(
      false,
    );
  });

  it('refuses a request naming another host (DNS rebinding) on the loopback, not when open', () => {
    for (const host of ['evil.example:4000', 'evil.example', '127.0.0.1.evil.example']) {
      expect(call('loopback', '/mock/outbox', '127.0.0.1', { host })).toEqual({
        status: 403,
        body: { code: 403, msg: DEV_MSG.host },
        passed: false,
      });
    }
    for (const host of ['127.0.0.1:4000', 'localhost:4000', '[::1]:4000', 'LOCALHOST']) {
      expect(call('loopback', '/mock/outbox', '127.0.0.1', { host }).passed).toBe(true);
    }
    expect(call('open', '/mock/outbox', '10.0.0.3', { host: 'mock:4000' }).passed).toBe(true);
  });

  it('leaves the API alone', () => {
    expect(call('loopback', '/api/home/homeList', '192.168.1.20').passed).toBe(true);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '', undefined, '1127.0.0.1'].some(isLoopback)).toBe(
      false,
    );
  });
});
