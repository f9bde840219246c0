/**
 * The CMS stand-in's edits (`PUT` saves a draft, `POST .../publish` publishes it), their
 * validation and the signed publish webhook call.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '../../src/contract/cms-signing';
import { callWebhook, WEBHOOK_BATCH } from '../../mock-api/cms/webhook';
import { makeEnv, type TestEnv } from './helpers';

/** The secret the tests' webhook target shares with the stand-in site. */
const SECRET = 's3cret';

interface Hook {
  url: string;
  calls: { secret: string | null; paths: string[]; signed: boolean }[];
  close(): Promise<void>;
}

/**
 * A stand-in for the site's /api/revalidate: records each call, answers every path done but
 * those `refuse` names, which it lists as refused (as the site does for a path that is no page).
 */
async function startHook(
  status = 200,
  refuse: (path: string) => boolean = () => false,
): Promise<Hook> {
  const calls: Hook['calls'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const paths = (JSON.parse(body) as { paths: string[] }).paths;
      const signature = req.headers['x-webhook-signature'];
      const check = verifyWebhookSignature(signature, body, SECRET, Math.floor(Date.now() / 1000));
      calls.push({
        secret: new URL(req.url ?? '/', 'http://x').searchParams.get('secret'),
        paths,
        signed: check.ok,
      });
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          code: status,
          msg: 'ok',
          revalidated: paths.filter((path) => !refuse(path)),
          refused: paths.filter(refuse).map((path) => ({ path, reason: 'not a page of the site' })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/revalidate`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let env: TestEnv;
let hook: Hook;
beforeEach(async () => {
  hook = await startHook();
  env = makeEnv({ publish: { url: hook.url, secret: SECRET }, scheduleIntervalMs: 0 });
});
afterEach(async () => {
  await env.cleanup();
  await hook.close();
});

/** Saves a draft of `fields` and publishes it; answers the publish. */
async function publishEdit(collection: string, id: number, fields: Record<string, unknown>) {
  const saved = await env.api.put(`/mock/content/${collection}/${id}`).send(fields);
  expect({ collection, code: saved.body.code, msg: saved.body.msg }).toMatchObject({
    collection,
    code: 200,
  });
  return env.api.post(`/mock/content/${collection}/${id}/publish`).send({});
}

describe('PUT then POST /mock/content/:collection/:id/publish', () => {
  it('publishes the fields, saves them and calls the webhook, signed, with the paths', async () => {
    const goods = env.mock.db.data.goods.find((g) => g.goods_status_id === 1)!;
    const res = await publishEdit('goods', goods.goods_id, {
      goods_describe: 'Edited in the CMS',
      goods_selling_price: 123,
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      goods_id: goods.goods_id,
      goods_describe: 'Edited in the CMS',
      goods_selling_price: 123,
      goods_title: goods.goods_title,
    });
    const product = `/products/${goods.goods_title.trim().replace(/\s+/g, '-')}`;
    expect(res.body.revalidated).toContain(product);
    expect(res.body.revalidated).toContain('/products');
    expect(hook.calls).toHaveLength(1);
    expect(hook.calls[0].signed).toBe(true);
    // The signature vouches for the call: the secret is not in its URL.
    expect(hook.calls[0].secret).toBeNull();
    expect(hook.calls[0].paths).toEqual(res.body.revalidated);
    // The API serves the edit (and so does a restart: it is on disk).
    await env.mock.close();
    const again = env.restart();
    expect(again.mock.db.data.goods.find((g) => g.goods_id === goods.goods_id)).toMatchObject({
      goods_describe: 'Edited in the CMS',
    });
    env = again;
  });

  it('edits articles, categories and configs too', async () => {
    const { articles, categories, configs } = env.mock.db.data;
    const cases: [string, number, Record<string, unknown>][] = [
      ['articles', articles[0].articles_id, { articles_title: 'A new title' }],
      ['categories', categories[3].category_id, { category_introduce: 'New words' }],
      ['configs', configs[0].configs_id, { configs_title: 'New block title' }],
    ];
    for (const [collection, id, fields] of cases) {
      const res = await publishEdit(collection, id, fields);
      expect({ collection, code: res.body.code }).toEqual({ collection, code: 200 });
      expect(res.body.data).toMatchObject(fields);
      expect(res.body.revalidated.length).toBeGreaterThan(0);
    }
  });

  it.each([
    [
      'an unknown collection',
      '/mock/content/users/1',
      { uNickname: 'x' },
      404,
      /Unknown collection/,
    ],
    ['an unknown id', '/mock/content/goods/999999', { goods_title: 'x' }, 404, /No goods record/],
    [
      'a malformed id',
      '/mock/content/goods/abc',
      { goods_title: 'x' },
      400,
      /positive whole number/,
    ],
    [
      'an unknown field',
      '/mock/content/goods/1',
      { goods_colour: 'red' },
      400,
      /Unknown field "goods_colour"/,
    ],
    ['the id field', '/mock/content/goods/1', { goods_id: 2 }, 400, /goods_id cannot be changed/],
    [
      'a wrong type',
      '/mock/content/goods/1',
      { goods_selling_price: '12' },
      400,
      /must be a number/,
    ],
    [
      'a fraction for a whole number',
      '/mock/content/goods/1',
      { goods_status_id: 1.5 },
      400,
      /whole number/,
    ],
    ['an empty body', '/mock/content/goods/1', {}, 400, /at least one field/],
    ['a list body', '/mock/content/goods/1', [1], 400, /JSON object/],
    [
      'an empty title',
      '/mock/content/goods/1',
      { goods_title: ' ' },
      400,
      /goods_title is required/,
    ],
    [
      'a bad category path',
      '/mock/content/categories/23',
      { category_paths: 'x y' },
      400,
      /site path/,
    ],
  ])('refuses %s with a clear code and changes nothing', async (_name, url, body, code, msg) => {
    const before = JSON.stringify(env.mock.db.data);
    const res = await env.api.put(url).send(body as object);
    expect(res.status).toBe(code);
    expect(res.body.code).toBe(code);
    expect(res.body.msg).toMatch(msg);
    expect(JSON.stringify(env.mock.db.data)).toBe(before);
    expect(hook.calls).toHaveLength(0);
  });

  it('still publishes when the site is down, and says the pages were not revalidated', async () => {
    await hook.close();
    const id = env.mock.db.data.configs[0].configs_id;
    const res = await publishEdit('configs', id, { configs_title: 'Offline edit' });
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toMatch(/Published, but the site did not answer/);
    expect(res.body.revalidated).toEqual([]);
    expect(env.mock.db.data.configs.find((c) => c.configs_id === id)?.configs_title).toBe(
      'Offline edit',
    );
    hook = await startHook();
  });

  it('a draft save calls no webhook, and ?publish=false is no longer a thing', async () => {
    const id = env.mock.db.data.configs[0].configs_id;
    const res = await env.api
      .put(`/mock/content/configs/${id}?publish=false`)
      .send({ configs_title: 'Draft' });
    expect(res.body).toMatchObject({ code: 200, msg: 'Draft saved (not published)' });
    expect(res.body.paths.length).toBeGreaterThan(0);
    expect(res.body.data.draft.fields).toEqual({ configs_title: 'Draft' });
    expect(hook.calls).toHaveLength(0);
  });

  it('is a dev route: refused from another origin', async () => {
    const res = await env.api
      .put('/mock/content/goods/1')
      .set('Origin', 'https://evil.example')
      .send({ goods_title: 'x' });
    expect(res.status).toBe(403);
  });
});

describe('callWebhook', () => {
  it(`sends at most ${WEBHOOK_BATCH} paths a call and gathers what the site revalidated`, async () => {
    const paths = Array.from({ length: WEBHOOK_BATCH + 5 }, (_, i) => `/p/${i}`);
    const result = await callWebhook({ url: hook.url, secret: SECRET }, paths);
    expect(hook.calls.map((c) => c.paths.length)).toEqual([WEBHOOK_BATCH, 5]);
    expect(hook.calls.map((c) => c.signed)).toEqual([true, true]);
    expect(result).toEqual({ revalidated: paths, notRevalidated: [] });
  });

  it('gathers the paths the site refused, with its reasons', async () => {
    const refusing = await startHook(200, (path) => path.startsWith('/nope'));
    const result = await callWebhook({ url: refusing.url, secret: 'k' }, ['/', '/nope-1']);
    await refusing.close();
    expect(result).toEqual({
      revalidated: ['/'],
      notRevalidated: [{ path: '/nope-1', reason: 'not a page of the site' }],
    });
  });

  it('reports a refusal (a wrong secret) instead of pretending', async () => {
    const refusing = await startHook(401);
    const result = await callWebhook({ url: refusing.url, secret: 'bad' }, ['/']);
    await refusing.close();
    expect(result.revalidated).toEqual([]);
    expect(result.error).toMatch(/HTTP 401/);
  });
});
