/**
 * The mock's root lists the dev routes for JSON
 * clients and is the mock console in a browser (a page that loads /mock/console.js), behind
 * the dev-route guard; an unknown field of a CMS edit names the editable ones.
 */
import type { Request, Response } from 'express';
import { DEV_ROUTES } from '../../mock-api/route-table';
import { DEV_MSG, devGuard } from '../../mock-api/routes/dev/guard';
import { consolePage } from '../../mock-api/routes/dev/index-page';
import { sharedEnv } from './helpers';

const env = sharedEnv({ siteOrigins: ['http://localhost:3105'] });

describe('GET /', () => {
  it('answers JSON with one line per dev route', async () => {
    const res = await env.api.get('/');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.body.code).toBe(200);
    const lines = res.body.data as { method: string; path: string; summary: string }[];
    expect(lines.map((line) => `${line.method} ${line.path}`)).toEqual(
      DEV_ROUTES.map((route) => `${route.method} ${route.path}`),
    );
    expect(lines.map((line) => `${line.method} ${line.path}`)).toEqual(
      expect.arrayContaining([
        'GET /',
        'POST /mock/reset',
        'GET /mock/outbox',
        'PUT /mock/content/:collection/:id',
      ]),
    );
    for (const line of lines) expect(line.summary).toMatch(/^[^\n]{3,}$/);
  });

  it('answers a browser with the console: a root, one same-origin script, a strict policy', async () => {
    const res = await env.api
      .get('/')
      .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    const csp = String(res.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(directives.get('default-src')).toBe("'none'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(res.text).toContain(`<div id="root" data-site-url="${env.mock.context.siteUrl}"></div>`);
    // One script, loaded from the mock; nothing inline for the policy to allow.
    expect(res.text.match(/<script/g)).toHaveLength(1);
    expect(res.text).toContain('<script src="/mock/console.js"></script>');
    // Without JavaScript, the routes are still listed.
    expect(res.text).toContain('<li><code>POST /mock/reset</code>');
    expect(res.text.match(/<li>/g)).toHaveLength(DEV_ROUTES.length);
  });

  it('escapes what it shows', () => {
    const html = consolePage('http://x"><script>alert(1)</script>', [
      { method: 'GET', path: '/a&b', summary: '<script>x("1")</script>' },
    ]);
    expect(html).toContain(
      '<code>GET /a&amp;b</code>: &lt;script&gt;x(&quot;1&quot;)&lt;/script&gt;',
    );
    expect(html).toContain('data-site-url="http://x&quot;&gt;&lt;script&gt;');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('serves the console script, built from mock-api/console/entry.tsx', async () => {
    const res = await env.api.get('/mock/console.js');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/javascript');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The bundle carries the panels' routes and React's production build.
    expect(res.text).toContain('/mock/outbox');
    expect(res.text).toContain('/mock/sanitize');
    expect(res.text).not.toContain('react-dom.development');
    const again = await env.api.get('/mock/console.js');
    expect(again.text).toBe(res.text);
  }, 30_000);

  it('guards the console script like the other dev routes', async () => {
    const res = await env.api.get('/mock/console.js').set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: DEV_MSG.origin });
  });

  it('refuses a cross-site caller like the other dev routes', async () => {
    const res = await env.api.get('/').set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: DEV_MSG.origin });
  });

  it('answers only this machine unless MOCK_DEV_ROUTES=open', () => {
    const call = (access: 'loopback' | 'open', path: string) => {
      let status = 0;
      let passed = false;
      const req = {
        path,
        method: 'GET',
        headers: {},
        socket: { remoteAddress: '192.168.1.20' },
        is: () => false,
      } as unknown as Request;
      const res = {
        status(code: number) {
          status = code;
          return this;
        },
        json: () => res,
      } as unknown as Response;
      devGuard(access, new Set())(req, res, () => {
        passed = true;
      });
      return { status, passed };
    };
    expect(call('loopback', '/')).toEqual({ status: 403, passed: false });
    expect(call('loopback', '//')).toEqual({ status: 403, passed: false });
    expect(call('open', '/').passed).toBe(true);
  });
});

describe('PUT /mock/content with an unknown field', () => {
  it('names the editable fields, never the id', async () => {
    const res = await env.api.put('/mock/content/goods/1').send({ goods_colour: 'red' });
    expect(res.status).toBe(400);
    const msg = res.body.msg as string;
    expect(msg).toMatch(/^Unknown field "goods_colour" for goods: the editable fields are /);
    const fields = msg.split(': the editable fields are ')[1].split(', ');
    expect(fields).toEqual(expect.arrayContaining(['goods_title', 'goods_selling_price']));
    expect(fields).not.toContain('goods_id');
  });
});
