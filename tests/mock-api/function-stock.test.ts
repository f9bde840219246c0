/** Our function-stock endpoints: the catalogue with its filters, and the anonymous like toggle. */
import type { ApiFunctionStockItem } from '../../src/contract/api-types';
import {
  CLIENT_ID_INVALID_MSG,
  CLIENT_ID_MISSING_MSG,
  FUNCTION_PAGE_SIZE,
} from '../../mock-api/routes/function-stock';
import { IMPLEMENTED_ENDPOINTS } from '../../mock-api/route-table';
import { expectFields, sharedEnv } from './helpers';

const env = sharedEnv();

const LIST = '/api/FunctionStock/function_stock_all';
const LIKE = '/api/FunctionStock/function_like';
const CLIENT = 'client-test-0001';

const list = (query: Record<string, string | number> = {}, client?: string) => {
  const req = env.api.get(LIST).query(query);
  return client ? req.set('X-Client-Id', client) : req;
};
const like = (body: object, client: string | null = CLIENT) => {
  const req = env.api.post(LIKE);
  return (client === null ? req : req.set('X-Client-Id', client)).send(body);
};

async function refused(res: { status: number; body: { code: number; msg: string } }, msg: string) {
  expect(res.status).toBe(200);
  expect(res.body.code).not.toBe(200);
  expect(res.body.msg).toBe(msg);
}

const ITEM_KEYS = [
  'function_id',
  'function_title',
  'function_picture',
  'function_price',
  'function_class',
  'function_class_name',
  'function_brand',
  'function_like_count',
  'function_addtime',
  'function_liked',
].sort();

describe('function_stock_all', () => {
  it('is implemented (our endpoint, outside the spec list)', () => {
    const paths = IMPLEMENTED_ENDPOINTS.map(([method, path]) => `${method} ${path}`);
    expect(paths).toEqual(expect.arrayContaining([`GET ${LIST}`, `POST ${LIKE}`]));
  });

  it('answers brand groups, classes, a page, the items and the banner', async () => {
    const res = await list();
    expect(res.body.code).toBe(200);
    const total = env.mock.db.data.function_stock.length;
    expect(total).toBeGreaterThanOrEqual(40);
    expect(res.body.page).toEqual({ currentPage: 1, total, listRows: FUNCTION_PAGE_SIZE });
    expect(res.body.function_all).toHaveLength(FUNCTION_PAGE_SIZE);
    expectFields(res.body.function_all, ITEM_KEYS);
    for (const item of res.body.function_all) {
      expect(item.function_liked).toBe(false);
      expect(item.function_picture).toMatch(/^\/uploads\/functions\/.+\.jpg$/);
    }
    expect(res.body.brand_all.map((g: { group: string }) => g.group)).toEqual([
      'A-F',
      'G-L',
      'M-R',
      'S-Z',
    ]);
    const brands = res.body.brand_all.flatMap((g: { brands: string[] }) => g.brands);
    expect(brands).toEqual(expect.arrayContaining(['BMW', 'Toyota', 'Mercedes-Benz']));
    expect(res.body.class_all.map((c: { class_name: string }) => c.class_name)).toEqual([
      'Basic Functions',
      'Special Features',
      'Software Upgrade',
      'Point Card',
    ]);
    expect(res.body.advertisement_all).toHaveLength(1);
  });

  it('sorts by popularity (default) or by date, pages without repeats', async () => {
    const total = env.mock.db.data.function_stock.length;
    const last = Math.ceil(total / FUNCTION_PAGE_SIZE);
    const popular: ApiFunctionStockItem[] = [];
    for (let page = 1; page <= last; page++) {
      popular.push(...(await list({ page, sort: 'popular' })).body.function_all);
    }
    expect(new Set(popular.map((f) => f.function_id)).size).toBe(total);
    const counts = popular.map((f) => f.function_like_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const recent = (await list({ sort: 'recent' })).body.function_all as ApiFunctionStockItem[];
    const times = recent.map((f) => f.function_addtime);
    expect(times).toEqual([...times].sort().reverse());
    const beyond = await list({ page: last + 1 });
    expect(beyond.body).toMatchObject({ code: 200, function_all: [], page: { total } });
  });

  it('filters by brand, class and keyword, any case', async () => {
    const bmw = await list({ brand: 'bmw' });
    expect(bmw.body.function_all.length).toBeGreaterThan(1);
    expect(
      bmw.body.function_all.every((f: ApiFunctionStockItem) => f.function_brand === 'BMW'),
    ).toBe(true);
    for (const [key, id] of [
      ['basic', 1],
      ['special', 2],
      ['upgrade', 3],
      ['point', 4],
      ['4', 4],
    ] as const) {
      const res = await list({ class: key });
      expect(res.body.page.total).toBeGreaterThan(0);
      expect(
        res.body.function_all.every((f: ApiFunctionStockItem) => f.function_class === id),
      ).toBe(true);
    }
    const keyed = await list({ keyword: 'KEY PROG' });
    expect(keyed.body.page.total).toBeGreaterThan(1);
    for (const f of keyed.body.function_all) expect(f.function_title).toMatch(/key prog/i);
    const both = await list({ brand: 'Toyota', class: 'point' });
    expect(both.body.function_all).toEqual([
      expect.objectContaining({ function_brand: 'Toyota', function_class: 4 }),
    ]);
  });

  it('refuses bad input clearly', async () => {
    await refused(await list({ sort: 'cheapest' }), 'sort must be popular or recent');
    await refused(
      await list({ class: 'gold' }),
      'class must be basic, special, upgrade, point (or 1 to 4)',
    );
    await refused(await list({ brand: 'Trabant' }), 'No brand named "Trabant"');
    await refused(await list({ page: '0' }), 'page must be 1 or more');
    await refused(await list({ page: 'x' }), 'page must be a number');
    await refused(
      await list({ keyword: 'k'.repeat(201) }),
      'keyword must be at most 200 characters',
    );
    await refused(await list({}, 'bad id!'), CLIENT_ID_INVALID_MSG);
  });
});

describe('function_like', () => {
  const item = () => env.mock.db.data.function_stock.find((f) => f.function_id === 3)!;

  it('toggles a like per client, server side, and the list shows it', async () => {
    const before = item().function_like_count;
    const first = await like({ function_id: 3 });
    expect(first.body).toEqual({
      code: 200,
      msg: 'Liked',
      data: { function_id: 3, liked: true, function_like_count: before + 1 },
    });
    const listed = await list({ brand: 'BMW' }, CLIENT);
    const mine = listed.body.function_all.find((f: ApiFunctionStockItem) => f.function_id === 3);
    expect(mine).toMatchObject({ function_liked: true, function_like_count: before + 1 });
    const other = await list({ brand: 'BMW' }, 'another-client-01');
    expect(
      other.body.function_all.find((f: ApiFunctionStockItem) => f.function_id === 3).function_liked,
    ).toBe(false);

    const second = await like({ function_id: 3 });
    expect(second.body).toEqual({
      code: 200,
      msg: 'Unliked',
      data: { function_id: 3, liked: false, function_like_count: before },
    });
    expect(item().function_like_count).toBe(before);
  });

  it('sets a state when liked is given (idempotent), and counts each client once', async () => {
    const before = item().function_like_count;
    await like({ function_id: 3, liked: true });
    const again = await like({ function_id: 3, liked: true });
    expect(again.body.data).toEqual({
      function_id: 3,
      liked: true,
      function_like_count: before + 1,
    });
    const other = await like({ function_id: 3, liked: true }, 'another-client-02');
    expect(other.body.data.function_like_count).toBe(before + 2);
    await like({ function_id: 3, liked: false });
    const off = await like({ function_id: 3, liked: false });
    expect(off.body).toMatchObject({ msg: 'Unliked', data: { function_like_count: before + 1 } });
  });

  it('survives a restart (written to the database file)', async () => {
    const res = await like({ function_id: 5 }, 'restart-client-1');
    const restarted = env.restart();
    const saved = restarted.mock.db.data.function_stock.find((f) => f.function_id === 5)!;
    expect(saved.function_like_count).toBe(res.body.data.function_like_count);
    expect(restarted.mock.db.data.function_likes).toContainEqual(
      expect.objectContaining({ function_id: 5, client_id: 'restart-client-1' }),
    );
    await restarted.mock.close();
  });

  it('lets the site send X-Client-Id across origins (CORS)', async () => {
    const res = await env.api
      .options(LIKE)
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-client-id');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-headers']).toMatch(/X-Client-Id/i);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = JSON.stringify(env.mock.db.data.function_stock);
    await refused(await like({ function_id: 3 }, null), CLIENT_ID_MISSING_MSG);
    await refused(await like({ function_id: 3 }, 'short'), CLIENT_ID_INVALID_MSG);
    await refused(await like({}), 'function_id is required');
    await refused(await like({ function_id: 'abc' }), 'function_id must be a number');
    await refused(await like({ function_id: 0 }), 'function_id must be 1 or more');
    await refused(await like({ function_id: 3, liked: 'maybe' }), 'liked must be true or false');
    const unknown = await like({ function_id: 9999 });
    await refused(unknown, 'No function with function_id 9999');
    expect(unknown.body.code).toBe(404);
    await refused(await like([1, 2]), 'The request body must be a JSON object');
    expect(JSON.stringify(env.mock.db.data.function_stock)).toBe(before);
  });
});
