/**
 * The dev routes the mock console reads besides the content store: the outage in force, the
 * warranty claims list, the site's sanitizer, the preview link; and the console's own page
 * calling the routes from the mock's origin.
 */
import { DEV_MSG } from '../../mock-api/routes/dev/guard';
import {
  HOST_MSG,
  NO_SECRET_MSG,
  ORIGIN_MSG,
  PATH_MSG,
} from '../../mock-api/routes/dev/preview-link';
import { verifyPreviewToken } from '../../src/contract/cms-signing';
import { STATUS_MSG, type ClaimLine } from '../../mock-api/routes/dev/warranty-claims';
import { freshEnv, makeEnv } from './helpers';

const env = freshEnv({
  siteOrigins: ['http://localhost:3105'],
  siteUrl: 'http://localhost:3105',
  publish: { url: 'http://127.0.0.1:9/api/revalidate', secret: 's3cret&x' },
  previewSecret: 'preview-s3cret',
});

describe('GET /mock/outage', () => {
  it('reports the mode POST /mock/outage set', async () => {
    expect((await env.api.get('/mock/outage')).body).toEqual({
      code: 200,
      msg: 'Success',
      data: { mode: 'none' },
    });
    await env.api.post('/mock/outage').send({ mode: 'down' });
    expect((await env.api.get('/mock/outage')).body.data).toEqual({ mode: 'down' });
    await env.api.post('/mock/outage').send({ mode: 'none' });
    expect((await env.api.get('/mock/outage')).body.data).toEqual({ mode: 'none' });
  });
});

describe('GET /mock/warranty-claims', () => {
  const list = async (query = '') => {
    const res = await env.api.get(`/mock/warranty-claims${query}`);
    expect(res.body.code).toBe(200);
    return res.body.data as ClaimLine[];
  };

  it('lists every claim newest first with its customer, product, serial and status name', async () => {
    const claims = await list();
    const stored = env.mock.db.data.warranty_claims ?? [];
    expect(claims).toHaveLength(stored.length);
    expect(claims.length).toBeGreaterThan(1);
    const created = claims.map((claim) => claim.created);
    expect(created).toEqual([...created].sort().reverse());
    const first = stored.find((claim) => claim.product_warranty_id === claims[0].id)!;
    const owner = env.mock.db.data.users.find((user) => user.uId === first.uId)!;
    expect(claims[0]).toMatchObject({
      email: owner.uEmail,
      product: first.product_warranty_content,
      status: first.product_warranty_examine_id,
    });
    for (const claim of claims) {
      expect(claim.statusName).toMatch(
        /^(Under review|Approved|Review failed|Product \w+|Sent Replacement)$/,
      );
    }
  });

  it('filters by status and by e-mail, product or serial, and follows a staff move', async () => {
    const [claim] = await list();
    const moved = await env.api
      .post(`/mock/warranty-claims/${claim.id}/status`)
      .send({ status: 3 });
    expect(moved.body.code).toBe(200);
    const refused = await list('?status=3');
    expect(refused.map((line) => line.id)).toContain(claim.id);
    expect(refused.every((line) => line.status === 3 && line.statusName === 'Review failed')).toBe(
      true,
    );
    const byEmail = await list(`?q=${encodeURIComponent(claim.email.toUpperCase())}`);
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((line) => line.email === claim.email)).toBe(true);
    if (claim.serial) {
      const bySerial = await list(`?q=${encodeURIComponent(claim.serial)}`);
      expect(bySerial.map((line) => line.id)).toContain(claim.id);
    }
    expect(await list('?q=nobody-has-this-text')).toEqual([]);
  });

  it('refuses a status outside 1-6', async () => {
    for (const status of ['0', '7', '1.5', 'x']) {
      const res = await env.api.get(`/mock/warranty-claims?status=${status}`);
      expect(res.body).toEqual({ code: 400, msg: STATUS_MSG });
    }
  });
});

describe('POST /mock/sanitize', () => {
  it("answers what the site's sanitizer keeps", async () => {
    const res = await env.api.post('/mock/sanitize').send({
      html: '<p onclick="x()">Kept <b>bold</b></p><script>alert(1)</script><img src="javascript:x">',
    });
    expect(res.body.code).toBe(200);
    const html = (res.body.data as { html: string }).html;
    expect(html).toContain('<p>Kept <b>bold</b></p>');
    expect(html).not.toMatch(/onclick|script|javascript:/);
  });

  it('refuses a missing or non-text html', async () => {
    expect((await env.api.post('/mock/sanitize').send({})).body).toEqual({
      code: 400,
      msg: 'html is required',
    });
    expect((await env.api.post('/mock/sanitize').send({ html: 5 })).body).toEqual({
      code: 400,
      msg: 'html must be text',
    });
  });
});

describe('GET /mock/preview-link', () => {
  it("gives the site's draft-mode link of a page with a token for that page, never a secret", async () => {
    const res = await env.api.get('/mock/preview-link?path=/products/X%20Y');
    expect(res.body.code).toBe(200);
    const data = res.body.data as { url: string; expires: string };
    const url = new URL(data.url);
    expect(url.origin).toBe('http://localhost:3105');
    expect(url.pathname).toBe('/api/draft');
    expect([...url.searchParams.keys()].sort()).toEqual(['path', 'token']);
    expect(data.url).not.toContain('s3cret');
    expect(url.searchParams.get('path')).toBe('/products/X Y');
    const nowS = Math.floor(Date.now() / 1000);
    const token = url.searchParams.get('token');
    const check = verifyPreviewToken(token, '/products/X Y', 'preview-s3cret', nowS);
    expect(check.ok).toBe(true);
    // Five minutes, that page only, under the preview secret only.
    expect(Date.parse(data.expires) / 1000 - nowS).toBeGreaterThan(240);
    expect(Date.parse(data.expires) / 1000 - nowS).toBeLessThanOrEqual(300);
    expect(verifyPreviewToken(token, '/products/X Y', 'preview-s3cret', nowS + 301)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyPreviewToken(token, '/products/Z', 'preview-s3cret', nowS).ok).toBe(false);
    expect(verifyPreviewToken(token, '/products/X Y', 's3cret&x', nowS).ok).toBe(false);
  });

  it("refuses the site's origin (a script there would get a preview token)", async () => {
    const res = await env.api
      .get('/mock/preview-link?path=/')
      .set('Host', '127.0.0.1:4000')
      .set('Origin', 'http://localhost:3105');
    expect({ status: res.status, body: res.body }).toEqual({
      status: 403,
      body: { code: 403, msg: ORIGIN_MSG },
    });
    const noCors = await env.api
      .get('/mock/preview-link?path=/')
      .set('Host', '127.0.0.1:4000')
      .set('Sec-Fetch-Site', 'same-site');
    expect(noCors.status).toBe(403);
    const own = await env.api
      .get('/mock/preview-link?path=/')
      .set('Host', '127.0.0.1:4000')
      .set('Origin', 'http://127.0.0.1:4000');
    expect(own.body.code).toBe(200);
  });

  it('refuses a path that is not a page of the site', async () => {
    for (const path of [
      '',
      'products',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
    ]) {
      const res = await env.api.get(`/mock/preview-link?path=${encodeURIComponent(path)}`);
      expect({ path, body: res.body }).toEqual({ path, body: { code: 400, msg: PATH_MSG } });
    }
  });

  it('gives the secret only to a request addressed to the mock by a loopback name', async () => {
    for (const host of ['127.0.0.1:4000', 'localhost:4000', '[::1]:4000', 'LOCALHOST']) {
      const res = await env.api.get('/mock/preview-link?path=/').set('Host', host);
      expect({ host, code: res.body.code }).toEqual({ host, code: 200 });
    }
    // On the loopback the dev guard refuses them first; the route's own check is for
    // MOCK_DEV_ROUTES=open, where the guard lets any host through.
    for (const host of ['evil.example:4000', 'localhost.evil.example', '127.0.0.1.nip.io:4000']) {
      const res = await env.api.get('/mock/preview-link?path=/').set('Host', host);
      expect({ host, status: res.status, body: res.body }).toEqual({
        host,
        status: 403,
        body: { code: 403, msg: DEV_MSG.host },
      });
    }
  });

  it('keeps the secret from a foreign host name also when the dev routes are open', async () => {
    const open = makeEnv({ devRoutes: 'open' });
    try {
      const res = await open.api.get('/mock/preview-link?path=/').set('Host', 'evil.example:4000');
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: { code: 403, msg: HOST_MSG },
      });
    } finally {
      await open.cleanup();
    }
  });

  it('says so when the mock does not know the secret', async () => {
    const off = makeEnv({ publish: null, previewSecret: '' });
    try {
      const res = await off.api.get('/mock/preview-link?path=/');
      expect(res.body).toEqual({ code: 409, msg: NO_SECRET_MSG });
    } finally {
      await off.cleanup();
    }
  });
});

describe("the console's own calls (the mock's origin)", () => {
  it('are served from the loopback names the browser used', async () => {
    for (const host of ['127.0.0.1:4000', 'localhost:4000', '[::1]:4000']) {
      const res = await env.api
        .post('/mock/outage')
        .set('Host', host)
        .set('Origin', `http://${host}`)
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ mode: 'none' });
      expect({ host, code: res.body.code }).toEqual({ host, code: 200 });
    }
  });

  it('are refused from any other origin, a rebound domain included', async () => {
    const cases = [
      { host: 'evil.example:4000', origin: 'http://evil.example:4000', msg: DEV_MSG.host },
      { host: '127.0.0.1:4000', origin: 'http://127.0.0.1:4001', msg: DEV_MSG.origin },
      { host: '127.0.0.1:4000', origin: 'https://127.0.0.1:4000', msg: DEV_MSG.origin },
      { host: '127.0.0.1:4000', origin: 'null', msg: DEV_MSG.origin },
    ];
    for (const { host, origin, msg } of cases) {
      const res = await env.api
        .post('/mock/outage')
        .set('Host', host)
        .set('Origin', origin)
        .send({ mode: 'error' });
      expect({ origin, status: res.status, body: res.body }).toEqual({
        origin,
        status: 403,
        body: { code: 403, msg },
      });
    }
    expect(env.mock.context.outage).toBe('none');
  });
});
