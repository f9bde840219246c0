/**
 * The CMS stand-in's drafts: a draft never reaches `/api/` but a preview read (the preview
 * credential of the shared secret) sees it; publish, discard, revert, scheduled publishing
 * with the injectable clock (and across a restart), the signed webhook, and bad input.
 */
import { previewCredential, verifyWebhookSignature } from '../../src/contract/cms-signing';
import { makeEnv, type TestEnv } from './helpers';

const SECRET = 'drafts-secret';
const HOOK_URL = 'http://127.0.0.1:9/api/revalidate';
const START = new Date('2026-05-01T09:00:00.000Z');

interface HookCall {
  paths: string[];
  signed: boolean;
  reason: string;
  body: string;
}

let env: TestEnv;
let clock: Date;
let calls: HookCall[];
let fetchSpy: jest.SpyInstance;

/**
 * The site's webhook, faked at `fetch`: checks the signature of the exact body sent against the
 * shared secret at the mock's clock (the site's clock agrees with it in real life).
 */
function fakeSite(): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (!String(input).startsWith(HOOK_URL)) throw new Error(`unexpected fetch ${String(input)}`);
    const body = String(init?.body);
    const headers = new Headers(init?.headers);
    const check = verifyWebhookSignature(
      headers.get('x-webhook-signature'),
      body,
      SECRET,
      Math.floor(clock.getTime() / 1000),
    );
    const paths = (JSON.parse(body) as { paths: string[] }).paths;
    calls.push({ paths, body, signed: check.ok, reason: check.ok ? '' : check.reason });
    return new Response(JSON.stringify({ code: 200, msg: 'ok', revalidated: paths }), {
      status: check.ok ? 200 : 401,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

const open = () =>
  makeEnv({
    now: () => clock,
    publish: { url: HOOK_URL, secret: SECRET },
    previewSecret: SECRET,
    scheduleIntervalMs: 0,
  });

beforeEach(() => {
  clock = new Date(START);
  calls = [];
  fetchSpy = fakeSite();
  env = open();
});
afterEach(async () => {
  fetchSpy.mockRestore();
  await env.cleanup();
});

const goodsOnSale = () => env.mock.db.data.goods.find((g) => g.goods_status_id === 1)!;
const detailsOf = (title: string, credential?: string | null) => {
  const req = env.api.get('/api/goods/goods_details').query({ goods_title: title });
  return credential ? req.set('X-Preview-Credential', credential) : req;
};
const saveDraft = (collection: string, id: number, body: unknown) =>
  env.api.put(`/mock/content/${collection}/${id}`).send(body as object);
const publish = (collection: string, id: number) =>
  env.api.post(`/mock/content/${collection}/${id}/publish`).send({});
const view = async (collection: string, id: number) =>
  (await env.api.get(`/mock/content/${collection}/${id}`)).body.data;

describe('drafts and preview reads', () => {
  it('a saved draft changes no /api/ answer and no published record', async () => {
    const goods = goodsOnSale();
    const before = await detailsOf(goods.goods_title);
    const res = await saveDraft('goods', goods.goods_id, { goods_describe: '<p>DRAFT-MARK</p>' });
    expect(res.body).toMatchObject({ code: 200, msg: 'Draft saved (not published)' });
    expect(res.body.data.published.goods_describe).toBe(goods.goods_describe);
    expect(res.body.data.draft).toMatchObject({
      fields: { goods_describe: '<p>DRAFT-MARK</p>' },
      publish_at: null,
      saved_at: START.toISOString(),
    });
    const after = await detailsOf(goods.goods_title);
    expect(after.body).toEqual(before.body);
    expect(JSON.stringify(after.body)).not.toContain('DRAFT-MARK');
    expect(calls).toHaveLength(0);
  });

  it('a preview read sees the draft; a wrong or missing credential sees the published data', async () => {
    const goods = goodsOnSale();
    await saveDraft('goods', goods.goods_id, { goods_describe: 'DRAFT-MARK' });
    const preview = await detailsOf(goods.goods_title, previewCredential(SECRET));
    expect(preview.body.code).toBe(200);
    expect(JSON.stringify(preview.body.data)).toContain('DRAFT-MARK');
    for (const credential of [previewCredential('another secret'), 'nonsense', null]) {
      const res = await detailsOf(goods.goods_title, credential);
      expect({ credential, code: res.body.code }).toEqual({ credential, code: 200 });
      expect(JSON.stringify(res.body.data)).not.toContain('DRAFT-MARK');
    }
  });

  it('a preview read of a renamed draft finds the product under its new name only', async () => {
    const goods = goodsOnSale();
    await saveDraft('goods', goods.goods_id, { goods_title: 'Draft Renamed Tool' });
    const credential = previewCredential(SECRET);
    expect((await detailsOf('Draft Renamed Tool', credential)).body.code).toBe(200);
    expect((await detailsOf('Draft Renamed Tool')).body.code).toBe(404);
    expect((await detailsOf(goods.goods_title)).body.code).toBe(200);
  });

  it('a preview read sees article drafts too, and a reset drops every draft', async () => {
    const article = env.mock.db.data.articles[0];
    await saveDraft('articles', article.articles_id, { articles_title: 'Draft article title' });
    const read = (credential?: string | null) => {
      const req = env.api
        .get('/api/articles/articles_details')
        .query({ articles_path: article.articles_path });
      return credential ? req.set('X-Preview-Credential', credential) : req;
    };
    expect(JSON.stringify((await read(previewCredential(SECRET))).body)).toContain(
      'Draft article title',
    );
    expect(JSON.stringify((await read()).body)).not.toContain('Draft article title');
    expect((await env.api.post('/mock/reset').send({})).body.code).toBe(200);
    expect(env.mock.db.data.content_drafts).toEqual([]);
    expect(JSON.stringify((await read(previewCredential(SECRET))).body)).not.toContain(
      'Draft article title',
    );
  });

  it('drafts merge: a second save adds fields, and the list and schedule show the draft', async () => {
    const article = env.mock.db.data.articles[0];
    await saveDraft('articles', article.articles_id, { articles_title: 'First' });
    const res = await saveDraft('articles', article.articles_id, { articles_details: '<p>x</p>' });
    expect(res.body.data.draft.fields).toEqual({
      articles_title: 'First',
      articles_details: '<p>x</p>',
    });
    expect(res.body.data).toMatchObject({
      title: 'First',
      html_fields: ['articles_details'],
      history: [],
    });
    expect(res.body.data.fields).toContain('articles_title');
    const list = await env.api
      .get('/mock/content/articles')
      .query({ q: article.articles_title.slice(0, 8).toUpperCase() });
    expect(list.body.data).toContainEqual({
      id: article.articles_id,
      title: article.articles_title,
      draft: true,
      publish_at: null,
    });
    const byId = await env.api
      .get('/mock/content/articles')
      .query({ q: String(article.articles_id), limit: '5' });
    expect(byId.body.data[0]).toMatchObject({ id: article.articles_id, draft: true });
  });
});

describe('publish, discard, revert', () => {
  it('publish applies the draft, keeps the old version, calls the webhook signed, logs it', async () => {
    const goods = goodsOnSale();
    await saveDraft('goods', goods.goods_id, { goods_describe: 'Published words' });
    clock = new Date(START.getTime() + 60_000);
    const res = await publish('goods', goods.goods_id);
    expect(res.body).toMatchObject({ code: 200, msg: 'Published' });
    expect(res.body.data.goods_describe).toBe('Published words');
    expect(res.body.revalidated).toEqual(res.body.paths);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ signed: true, paths: res.body.paths });
    const details = await detailsOf(goods.goods_title);
    expect(JSON.stringify(details.body.data)).toContain('Published words');
    const record = await view('goods', goods.goods_id);
    expect(record.draft).toBeNull();
    expect(record.history).toEqual([
      { version: 1, published_at: expect.any(String), record: goods },
    ]);
    const log = await env.api.get('/mock/publishes');
    expect(log.body.data[0]).toMatchObject({
      at: clock.toISOString(),
      collection: 'goods',
      id: goods.goods_id,
      trigger: 'publish',
      paths: res.body.paths,
      revalidated: res.body.paths,
    });
    // Nothing left to publish.
    const again = await publish('goods', goods.goods_id);
    expect(again.status).toBe(409);
    expect(again.body.msg).toMatch(/No draft to publish/);
  });

  it('?revalidate=false publishes without calling the site', async () => {
    const id = env.mock.db.data.configs[0].configs_id;
    await saveDraft('configs', id, { configs_title: 'Quiet' });
    const res = await env.api.post(`/mock/content/configs/${id}/publish?revalidate=false`).send({});
    expect(res.body).toMatchObject({ code: 200, revalidated: [] });
    expect(res.body.msg).toMatch(/the site was not called/);
    expect(res.body.data.configs_title).toBe('Quiet');
    expect(calls).toHaveLength(0);
  });

  it('two publishes in one second send different signatures (never a replay)', async () => {
    const id = env.mock.db.data.configs[0].configs_id;
    for (const title of ['One', 'Two']) {
      await saveDraft('configs', id, { configs_title: title });
      await publish('configs', id);
    }
    expect(calls).toHaveLength(2);
    expect(calls[0].paths).toEqual(calls[1].paths);
    expect(calls[0].body).not.toBe(calls[1].body);
    expect(calls.every((c) => c.signed)).toBe(true);
  });

  it('a wrong secret is refused by the site, and the publish log says so', async () => {
    fetchSpy.mockRestore();
    fetchSpy = fakeSite();
    env.mock.context.publish = { url: HOOK_URL, secret: 'wrong' };
    const id = env.mock.db.data.configs[0].configs_id;
    await saveDraft('configs', id, { configs_title: 'Forged' });
    const res = await publish('configs', id);
    expect(calls[0]).toMatchObject({ signed: false, reason: 'forged' });
    expect(res.body.msg).toMatch(/Published, but the site answered HTTP 401/);
    const log = await env.api.get('/mock/publishes');
    expect(log.body.data[0].error).toMatch(/HTTP 401/);
  });

  it('discard drops the draft; a second discard is a 404', async () => {
    const goods = goodsOnSale();
    await saveDraft('goods', goods.goods_id, {
      goods_describe: 'Dropped',
      publish_at: '2026-06-01T00:00:00Z',
    });
    const res = await env.api.delete(`/mock/content/goods/${goods.goods_id}/draft`);
    expect(res.body).toMatchObject({ code: 200, msg: 'Draft discarded' });
    expect(res.body.data.draft).toBeNull();
    expect((await env.api.get('/mock/schedule')).body.data).toEqual([]);
    const preview = await detailsOf(goods.goods_title, previewCredential(SECRET));
    expect(JSON.stringify(preview.body.data)).not.toContain('Dropped');
    const again = await env.api.delete(`/mock/content/goods/${goods.goods_id}/draft`);
    expect(again.status).toBe(404);
    expect(again.body.msg).toMatch(/No draft to discard/);
  });

  it('revert publishes an earlier version as a new one and keeps the last five', async () => {
    const id = env.mock.db.data.configs[0].configs_id;
    const original = env.mock.db.data.configs[0].configs_title;
    for (let i = 1; i <= 7; i++) {
      await saveDraft('configs', id, { configs_title: `Take ${i}` });
      await publish('configs', id);
    }
    let record = await view('configs', id);
    expect(record.published.configs_title).toBe('Take 7');
    expect(record.history.map((v: { version: number }) => v.version)).toEqual([7, 6, 5, 4, 3]);
    expect(record.history[0].record.configs_title).toBe('Take 6');
    const res = await env.api.post(`/mock/content/configs/${id}/revert`).send({ version: 4 });
    expect(res.body).toMatchObject({ code: 200, msg: 'Reverted' });
    expect(res.body.data.configs_title).toBe('Take 3');
    expect(calls).toHaveLength(8);
    record = await view('configs', id);
    expect(record.published.configs_title).toBe('Take 3');
    expect(record.history.map((v: { version: number }) => v.version)).toEqual([8, 7, 6, 5, 4]);
    const log = await env.api.get('/mock/publishes');
    expect(log.body.data[0]).toMatchObject({ trigger: 'revert', id });
    expect(original).not.toBe('Take 3');
  });

  it.each([
    [{ version: 99 }, 404, /No version 99/],
    [{ version: 'two' }, 400, /Give the version/],
    [{}, 400, /Give the version/],
    [{ version: 2 }, 400, /the one published now/],
  ])('revert refuses %j', async (body, status, msg) => {
    const id = env.mock.db.data.configs[0].configs_id;
    await saveDraft('configs', id, { configs_title: 'Once' });
    await publish('configs', id);
    const res = await env.api.post(`/mock/content/configs/${id}/revert`).send(body);
    expect(res.status).toBe(status);
    expect(res.body.msg).toMatch(msg);
  });

  it('revert of a record never published is a 404 saying so', async () => {
    const res = await env.api.post('/mock/content/goods/1/revert').send({ version: 1 });
    expect(res.status).toBe(404);
    expect(res.body.msg).toMatch(/no earlier version/);
  });
});

describe('scheduled publishing', () => {
  const at = (ms: number) => new Date(START.getTime() + ms).toISOString();

  it('publishes a draft when its time comes, not before', async () => {
    const goods = goodsOnSale();
    const res = await saveDraft('goods', goods.goods_id, {
      goods_describe: 'On schedule',
      publish_at: at(10_000),
    });
    expect(res.body.msg).toMatch(/publishes at/);
    expect((await env.api.get('/mock/schedule')).body.data).toEqual([
      { collection: 'goods', id: goods.goods_id, title: goods.goods_title, publish_at: at(10_000) },
    ]);
    clock = new Date(START.getTime() + 9_000);
    expect(await env.mock.scheduler.tick()).toBe(0);
    expect(JSON.stringify((await detailsOf(goods.goods_title)).body)).not.toContain('On schedule');
    clock = new Date(START.getTime() + 10_500);
    expect(await env.mock.scheduler.tick()).toBe(1);
    expect(JSON.stringify((await detailsOf(goods.goods_title)).body)).toContain('On schedule');
    expect(calls).toHaveLength(1);
    expect(calls[0].signed).toBe(true);
    expect((await env.api.get('/mock/schedule')).body.data).toEqual([]);
    expect((await env.api.get('/mock/publishes')).body.data[0]).toMatchObject({
      trigger: 'schedule',
      id: goods.goods_id,
    });
  });

  it('reschedules with a body of publish_at only, and unschedules with null', async () => {
    const id = env.mock.db.data.configs[0].configs_id;
    await saveDraft('configs', id, { configs_title: 'Later', publish_at: at(5_000) });
    const moved = await saveDraft('configs', id, { publish_at: at(60_000) });
    expect(moved.body.data.draft).toMatchObject({
      fields: { configs_title: 'Later' },
      publish_at: at(60_000),
    });
    clock = new Date(START.getTime() + 30_000);
    expect(await env.mock.scheduler.tick()).toBe(0);
    const off = await saveDraft('configs', id, { publish_at: null });
    expect(off.body.data.draft.publish_at).toBeNull();
    clock = new Date(START.getTime() + 120_000);
    expect(await env.mock.scheduler.tick()).toBe(0);
    expect((await view('configs', id)).draft.fields).toEqual({ configs_title: 'Later' });
    expect(calls).toHaveLength(0);
  });

  it('a time already past publishes in the same request', async () => {
    const id = env.mock.db.data.configs[0].configs_id;
    const res = await saveDraft('configs', id, { configs_title: 'Now', publish_at: at(-1000) });
    expect(res.body).toMatchObject({ code: 200, msg: 'Published' });
    expect(res.body.data.draft).toBeNull();
    expect(res.body.data.published.configs_title).toBe('Now');
    expect(res.body.revalidated.length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
  });

  it('keeps the schedule across a restart and publishes what fell due meanwhile', async () => {
    const id = env.mock.db.data.configs[0].configs_id;
    await saveDraft('configs', id, { configs_title: 'After restart', publish_at: at(5_000) });
    await env.mock.close();
    clock = new Date(START.getTime() + 60_000);
    env = env.restart();
    expect((await env.api.get('/mock/schedule')).body.data).toHaveLength(1);
    expect(await env.mock.scheduler.tick()).toBe(1);
    expect((await view('configs', id)).published.configs_title).toBe('After restart');
  });

  it('the timer publishes by itself and stops with the server', async () => {
    await env.cleanup();
    clock = new Date();
    env = makeEnv({
      publish: { url: HOOK_URL, secret: SECRET },
      previewSecret: SECRET,
      scheduleIntervalMs: 50,
      now: () => clock,
    });
    const id = env.mock.db.data.configs[0].configs_id;
    await saveDraft('configs', id, {
      configs_title: 'By the timer',
      publish_at: new Date(clock.getTime() + 1000).toISOString(),
    });
    clock = new Date(clock.getTime() + 2000);
    const deadline = Date.now() + 3000;
    while (env.mock.db.data.configs[0].configs_title !== 'By the timer' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await view('configs', id)).published.configs_title).toBe('By the timer');
  });
});

describe('bad input', () => {
  const GOODS_1 = '/mock/content/goods/1';
  const NOT_ISO = /publish_at must be an ISO 8601/;
  it.each([
    ['PUT', GOODS_1, { publish_at: 'tomorrow', goods_title: 'x' }, 400, NOT_ISO],
    ['PUT', GOODS_1, { publish_at: '2026-05-01' }, 400, NOT_ISO],
    ['PUT', GOODS_1, { publish_at: 5 }, 400, NOT_ISO],
    ['PUT', GOODS_1, { goods_title: 'x', publish_at: '2026-02-31T09:00:00+02:00' }, 400, NOT_ISO],
    ['PUT', GOODS_1, { publish_at: '2026-06-01T00:00:00Z' }, 400, /No draft to schedule/],
    ['PUT', '/mock/content/goods/999999', { goods_title: 'x' }, 404, /No goods record/],
    ['POST', '/mock/content/goods/1/publish', {}, 409, /No draft to publish/],
    ['POST', '/mock/content/users/1/publish', {}, 404, /Unknown collection/],
    ['POST', '/mock/content/goods/999999/publish', {}, 404, /No goods record/],
    ['DELETE', '/mock/content/goods/1/draft', undefined, 404, /No draft to discard/],
    ['DELETE', '/mock/content/goods/x/draft', undefined, 400, /positive whole number/],
    ['GET', '/mock/content/goods/999999', undefined, 404, /No goods record/],
    ['GET', '/mock/content/nope', undefined, 404, /Unknown collection/],
    ['GET', '/mock/content/goods?limit=0', undefined, 400, /limit must be/],
  ])('%s %s %j answers %i', async (method, url, body, status, msg) => {
    const before = JSON.stringify(env.mock.db.data);
    const call =
      method === 'PUT'
        ? env.api.put(url)
        : method === 'POST'
          ? env.api.post(url)
          : method === 'DELETE'
            ? env.api.delete(url)
            : env.api.get(url);
    const res = body === undefined ? await call : await call.send(body as object);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(status);
    expect(res.body.msg).toMatch(msg);
    expect(JSON.stringify(env.mock.db.data)).toBe(before);
    expect(calls).toHaveLength(0);
  });
});
