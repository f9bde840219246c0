/** Products, or boxes (product): list, search, add, edit, delete and ownership. */
import { PRODUCT_MSG } from '../../mock-api/routes/account/products';
import { ACCOUNT_MESSAGES } from '../../src/contract/account-messages';
import {
  accountApi,
  expectFieldMessages,
  expectRefusals,
  ownedTableChecks,
} from './account-helpers';
import { PRODUCT_VALID as VALID } from './account-forms';

const api = accountApi('/api/product');
const { call } = api;

const products = () => api.env.mock.db.data.products;
const table = ownedTableChecks(api, 'product', products);
const { own, snapshot, ids } = table;
const inUse = (productId: number) =>
  api.env.mock.db.data.product_issues.some((i) => i.product_id === productId) ||
  api.env.mock.db.data.warranty_claims.some((c) => c.product_id === productId);

describe('the fixtures', () => {
  it('give the demo customer 12 boxes with realistic serials, some under warranty, some expired', () => {
    const rows = own(1);
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      expect(row.product_serialNumber).toMatch(/^[A-Z]{2}\d[A-Z]\d{10}$/);
      expect(row.product_warrantyPeriod).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    }
    const today = '2026/06/01';
    expect(rows.some((r) => r.product_warrantyPeriod < today)).toBe(true);
    expect(rows.some((r) => r.product_warrantyPeriod >= today)).toBe(true);
    expect(own(2)).toHaveLength(3);
  });
});

describe('product_all', () => {
  it('answers the models and the first page, newest first', async () => {
    const body = await call('GET', 'product_all', 'demo');
    expect(body.code).toBe(200);
    const names = (body.goods_model_all as { goods_model_name: string }[]).map(
      (m) => m.goods_model_name,
    );
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    table.expectPage(body, { currentPage: 1, total: 12, ids: ids(own(1).slice(0, 10)) });
  });
});

describe('product_keyword', () => {
  it('finds by serial and model, in any case', async () => {
    const target = own(1)[7]!;
    for (const needle of [
      target.product_serialNumber.toLowerCase(),
      target.goods_model_name.toUpperCase(),
    ]) {
      const body = await call('POST', 'product_keyword', 'demo', { goodsVerifyKeyword: needle });
      expect(body.code).toBe(200);
      const expected = own(1).filter((p) =>
        `${p.goods_model_name}\n${p.product_serialNumber}`
          .toLowerCase()
          .includes(needle.toLowerCase()),
      );
      table.expectPage(body, {
        currentPage: 1,
        total: expected.length,
        ids: ids(expected.slice(0, 10)),
      });
      expect(ids(body.product_all)).toContain(target.product_id);
    }
  });

  it('pages the results', async () => {
    const p2 = await call('POST', 'product_keyword', 'demo', {
      goodsVerifyKeyword: '2',
      page: '2',
    });
    table.expectPage(p2, { currentPage: 2, total: 12, ids: ids(own(1).slice(10)) });
  });
});

describe('product_add', () => {
  it('asks for the model and the warranty period with their messages', async () => {
    const before = snapshot();
    expect(await call('POST', 'product_add', 'demo', {})).toEqual({
      code: 400,
      msg: ACCOUNT_MESSAGES.productModelRequired,
    });
    await expectFieldMessages((payload) => call('POST', 'product_add', 'demo', payload), VALID, [
      ['goods_model_id', ACCOUNT_MESSAGES.productModelRequired, [undefined, 0, '']],
      ['product_warrantyPeriod', ACCOUNT_MESSAGES.warrantyPeriodRequired, [undefined, '', '  ']],
    ]);
    expect(snapshot()).toBe(before);
  });

  it('refuses bad dates, unknown models, wrong types and over-long serials, changing nothing', async () => {
    const before = snapshot();
    const bad: [Record<string, unknown>, number, string?][] = [
      [{ product_warrantyPeriod: '2027/02/29' }, 400, PRODUCT_MSG.badDate],
      [{ product_warrantyPeriod: 'next year' }, 400, PRODUCT_MSG.badDate],
      [{ product_warrantyPeriod: 2028 }, 400, 'product_warrantyPeriod must be text'],
      [{ goods_model_id: 99999 }, 404, 'No product model with goods_model_id 99999'],
      [{ goods_model_id: 'AD900' }, 400, 'goods_model_id must be a number'],
      [
        { product_serialNumber: 'S'.repeat(65) },
        400,
        'product_serialNumber must be at most 64 characters',
      ],
      [{ product_serialNumber: 42 }, 400, 'product_serialNumber must be text'],
    ];
    await expectRefusals(
      (change) => call('POST', 'product_add', 'demo', { ...VALID, ...change }),
      bad,
    );
    expect(snapshot()).toBe(before);
  });

  it('adds a box with the model name filled in, at the top', async () => {
    const body = await call('POST', 'product_add', 'demo', {
      ...VALID,
      product_serialNumber: ' AD9P2605004411 ',
      product_warrantyPeriod: '2028-05-31',
      goods_model_name: 'Fake',
    });
    expect(body).toMatchObject({ code: 200, msg: 'Added successfully' });
    const stored = own(1)[0]!;
    expect(stored).toEqual({
      product_id: Math.max(...products().map((p) => p.product_id)),
      uId: 1,
      goods_model_id: 1,
      goods_model_name: api.env.mock.db.data.goods_models.find((m) => m.goods_model_id === 1)!
        .goods_model_name,
      product_serialNumber: 'AD9P2605004411',
      product_warrantyPeriod: '2028/05/31',
    });
    const list = await call('GET', 'product_all', 'demo');
    expect((list.page as { total: number }).total).toBe(13);
    expect(ids(list.product_all)[0]).toBe(stored.product_id);
    // The serial is optional.
    const bare = await call('POST', 'product_add', 'demo', {
      goods_model_id: 2,
      product_warrantyPeriod: '2027/01/15',
    });
    expect(bare.code).toBe(200);
    expect(own(1)[0]!.product_serialNumber).toBe('');
  });
});

describe('product_edit', () => {
  it('saves an edit', async () => {
    const row = own(1)[5]!;
    const body = await call('POST', 'product_edit', 'demo', {
      product_id: row.product_id,
      goods_model_id: 3,
      product_serialNumber: 'AD8E2605000001',
      product_warrantyPeriod: '2027/06/01',
    });
    expect(body).toMatchObject({ code: 200, msg: 'Saved successfully' });
    expect(products().find((p) => p.product_id === row.product_id)).toEqual({
      ...row,
      goods_model_id: 3,
      goods_model_name: api.env.mock.db.data.goods_models.find((m) => m.goods_model_id === 3)!
        .goods_model_name,
      product_serialNumber: 'AD8E2605000001',
      product_warrantyPeriod: '2027/06/01',
    });
  });

  it('refuses bad edits, changing nothing', async () => {
    const row = own(1)[6]!;
    const before = snapshot();
    const base = { ...VALID, product_id: row.product_id };
    expect(
      await call('POST', 'product_edit', 'demo', { ...base, product_warrantyPeriod: '' }),
    ).toEqual({
      code: 400,
      msg: ACCOUNT_MESSAGES.warrantyPeriodRequired,
    });
    expect(await call('POST', 'product_edit', 'demo', { ...base, goods_model_id: 0 })).toEqual({
      code: 400,
      msg: ACCOUNT_MESSAGES.productModelRequired,
    });
    expect(
      (await call('POST', 'product_edit', 'demo', { ...base, goods_model_id: 99999 })).code,
    ).toBe(404);
    await table.expectEditIdRefused(VALID);
    expect(snapshot()).toBe(before);
  });
});

describe('product_del', () => {
  it('refuses a box that a product issue or warranty claim refers to', async () => {
    let used = own(1).find((p) => inUse(p.product_id));
    if (!used) {
      const target = own(1)[1]!;
      await api.env.mock.db.update((draft) => {
        draft.product_issues.push({
          product_issues_id: 9000,
          uId: 1,
          product_id: target.product_id,
          product_issues_content: `${target.goods_model_name} | ${target.product_serialNumber} | ${target.product_warrantyPeriod}`,
          product_issues_addTime: '2026/05/30 10:00:00',
          product_issues_status_id: 1,
          product_issues_faultLight: '',
          product_issues_faultCode: 'P0300',
        });
      });
      used = target;
    }
    await table.expectInUse(used, PRODUCT_MSG.inUse);
  });
});
