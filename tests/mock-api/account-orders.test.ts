/** Orders (OrderService): list, search, add, edit, delete and ownership. */
import { ORDER_MSG } from '../../mock-api/routes/account/orders';
import { ACCOUNT_MESSAGES } from '../../src/contract/account-messages';
import {
  accountApi,
  expectFieldMessages,
  expectRefusals,
  ownedTableChecks,
} from './account-helpers';
import { ORDER_VALID as VALID } from './account-forms';

const api = accountApi('/api/OrderService');
const { call } = api;

const orders = () => api.env.mock.db.data.orders;
const table = ownedTableChecks(api, 'order_service', orders);
const { own, snapshot, ids } = table;

describe('order_service_all', () => {
  it('answers the platforms, the models and the first page, newest first', async () => {
    const body = await call('GET', 'order_service_all', 'demo');
    expect(body.code).toBe(200);
    expect(body.platform_all).toEqual([
      { platform_id: 1, platform_name: 'Official Store' },
      { platform_id: 2, platform_name: 'Amazon' },
      { platform_id: 3, platform_name: 'eBay' },
      { platform_id: 4, platform_name: 'Walmart' },
      { platform_id: 5, platform_name: 'AliExpress' },
    ]);
    const models = body.goods_model_all as { goods_model_name: string }[];
    expect(models.length).toBeGreaterThan(10);
    const names = models.map((m) => m.goods_model_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    table.expectPage(body, { currentPage: 1, total: 12, ids: ids(own(1).slice(0, 10)) });
    for (const row of body.order_service_all as Record<string, unknown>[]) {
      expect(row.order_service_date).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    }
  });
});

describe('order_service_keyword', () => {
  it('finds by order number, serial, model and platform, in any case', async () => {
    const target = own(1)[4]!;
    const needles = [
      target.order_service_number,
      target.order_service_serialnumber.toLowerCase(),
      target.goods_model_name.toUpperCase(),
      ` ${target.platform_name.toLowerCase()} `,
    ];
    for (const needle of needles) {
      const body = await call('POST', 'order_service_keyword', 'demo', {
        goodsVerifyKeyword: needle,
      });
      expect(body.code).toBe(200);
      const wanted = needle.trim().toLowerCase();
      const expected = own(1).filter((o) =>
        [
          o.order_service_number,
          o.order_service_serialnumber,
          o.goods_model_name,
          o.platform_name,
        ].some((f) => f.toLowerCase().includes(wanted)),
      );
      table.expectPage(body, {
        currentPage: 1,
        total: expected.length,
        ids: ids(expected.slice(0, 10)),
      });
      expect(ids(body.order_service_all)).toContain(target.order_service_id);
    }
  });

  it('pages the results', async () => {
    // Every order has a date-stamped serial holding a "2".
    const p2 = await call('POST', 'order_service_keyword', 'demo', {
      goodsVerifyKeyword: '2',
      page: 2,
    });
    table.expectPage(p2, { currentPage: 2, total: 12, ids: ids(own(1).slice(10)) });
  });
});

describe('order_service_add', () => {
  it('asks for each field with its message, in the order of the form', async () => {
    const before = snapshot();
    expect(await call('POST', 'order_service_add', 'demo', {})).toEqual({
      code: 400,
      msg: ACCOUNT_MESSAGES.platformRequired,
    });
    const cases: [keyof typeof VALID, string, unknown[]][] = [
      ['platform_id', ACCOUNT_MESSAGES.platformRequired, [undefined, 0, '']],
      ['order_service_number', ACCOUNT_MESSAGES.orderNumberRequired, [undefined, '', '  ']],
      ['order_service_date', ACCOUNT_MESSAGES.orderDateRequired, [undefined, '', ' ']],
      ['goods_model_id', ACCOUNT_MESSAGES.productModelRequired, [undefined, 0, '']],
      ['order_service_serialnumber', ACCOUNT_MESSAGES.orderSerialRequired, [undefined, '', ' ']],
    ];
    await expectFieldMessages(
      (payload) => call('POST', 'order_service_add', 'demo', payload),
      VALID,
      cases,
    );
    expect(snapshot()).toBe(before);
  });

  it('refuses bad dates, unknown options, wrong types and over-long texts, changing nothing', async () => {
    const before = snapshot();
    const bad: [Record<string, unknown>, number, string?][] = [
      [{ order_service_date: '2026/02/30' }, 400, ORDER_MSG.badDate],
      [{ order_service_date: '20/05/2026' }, 400, ORDER_MSG.badDate],
      [{ order_service_date: 'yesterday' }, 400, ORDER_MSG.badDate],
      [{ order_service_date: '2027/01/01' }, 400, ORDER_MSG.futureDate],
      [{ order_service_date: 20260520 }, 400, 'order_service_date must be text'],
      [{ platform_id: 99 }, 404, 'No platform with platform_id 99'],
      [{ platform_id: 'Amazon' }, 400, 'platform_id must be a number'],
      [{ goods_model_id: 99999 }, 404, 'No product model with goods_model_id 99999'],
      [{ goods_model_id: -3 }, 400],
      [{ order_service_number: 1142233 }, 400, 'order_service_number must be text'],
      [{ order_service_number: '1'.repeat(65) }, 400],
      [{ order_service_serialnumber: 'S'.repeat(65) }, 400],
      [{ order_service_serialnumber: ['AD9P'] }, 400],
    ];
    await expectRefusals(
      (change) => call('POST', 'order_service_add', 'demo', { ...VALID, ...change }),
      bad,
    );
    expect(snapshot()).toBe(before);
  });

  it('adds an order with the names filled in, the date with slashes, at the top', async () => {
    const body = await call('POST', 'order_service_add', 'demo', {
      ...VALID,
      platform_id: '3',
      order_service_number: '  12-34567-89012 ',
      order_service_date: '2026-05-20',
      platform_name: 'Fake Shop',
      goods_model_name: 'Fake',
      uId: 2,
    });
    expect(body).toMatchObject({ code: 200, msg: 'Added successfully' });
    const model = api.env.mock.db.data.goods_models.find((m) => m.goods_model_id === 1)!;
    const stored = own(1)[0]!;
    expect(stored).toEqual({
      order_service_id: Math.max(...orders().map((o) => o.order_service_id)),
      uId: 1,
      platform_id: 3,
      platform_name: 'eBay',
      order_service_number: '12-34567-89012',
      order_service_date: '2026/05/20',
      goods_model_id: 1,
      goods_model_name: model.goods_model_name,
      order_service_serialnumber: VALID.order_service_serialnumber,
    });
    const list = await call('GET', 'order_service_all', 'demo');
    expect((list.page as { total: number }).total).toBe(13);
    expect(ids(list.order_service_all)[0]).toBe(stored.order_service_id);
  });
});

describe('order_service_edit', () => {
  it('saves an edit', async () => {
    const row = own(1)[5]!;
    const body = await call('POST', 'order_service_edit', 'demo', {
      ...VALID,
      order_service_id: row.order_service_id,
      platform_id: 5,
      order_service_date: '2025/12/24',
    });
    expect(body).toMatchObject({ code: 200, msg: 'Saved successfully' });
    expect(orders().find((o) => o.order_service_id === row.order_service_id)).toEqual({
      ...row,
      platform_id: 5,
      platform_name: 'AliExpress',
      order_service_number: VALID.order_service_number,
      order_service_date: '2025/12/24',
      goods_model_id: 1,
      goods_model_name: api.env.mock.db.data.goods_models.find((m) => m.goods_model_id === 1)!
        .goods_model_name,
      order_service_serialnumber: VALID.order_service_serialnumber,
    });
  });

  it('refuses bad edits, changing nothing', async () => {
    const row = own(1)[6]!;
    const before = snapshot();
    const base = { ...VALID, order_service_id: row.order_service_id };
    expect(
      await call('POST', 'order_service_edit', 'demo', { ...base, order_service_number: '' }),
    ).toEqual({ code: 400, msg: ACCOUNT_MESSAGES.orderNumberRequired });
    expect(
      await call('POST', 'order_service_edit', 'demo', {
        ...base,
        order_service_date: '2026/13/01',
      }),
    ).toEqual({ code: 400, msg: ORDER_MSG.badDate });
    expect(
      (await call('POST', 'order_service_edit', 'demo', { ...base, platform_id: 42 })).code,
    ).toBe(404);
    await table.expectEditIdRefused(VALID);
    expect(snapshot()).toBe(before);
  });
});
