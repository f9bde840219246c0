/** Serial numbers (GoodsVerify): list, search, add, edit, delete, unbind and ownership. */
import { SERIAL_MSG } from '../../mock-api/routes/account/serials';
import { withoutOwner } from '../../mock-api/routes/account/records';
import { ACCOUNT_MESSAGES } from '../../src/contract/account-messages';
import { accountApi, ownedTableChecks } from './account-helpers';
import { expectFields } from './helpers';

const api = accountApi('/api/GoodsVerify');
const { call } = api;
const RECORD_KEYS = [
  'goods_model_id',
  'goods_model_name',
  'goods_validate_id',
  'goods_verify_addtime',
  'goods_verify_id',
  'goods_verify_serial',
  'goods_verify_status',
];

const serials = () => api.env.mock.db.data.serials;
const table = ownedTableChecks(api, 'goods_verify', serials);
const { own, snapshot, ids } = table;
const findOwn = (uId: number, test: (s: ReturnType<typeof own>[number]) => boolean) => {
  const row = own(uId).find(test);
  if (!row) throw new Error('fixture row missing');
  return row;
};

describe('without a token', () => {
  table.itRefusesWithoutToken(
    [
      ['GET', 'goods_verify_all'],
      ['POST', 'goods_verify_add'],
      ['POST', 'goods_verify_keyword'],
      ['GET', 'goods_verify_edit'],
      ['POST', 'goods_verify_edit'],
      ['POST', 'goods_verify_del'],
      ['POST', 'goods_verify_unbind'],
    ],
    { goods_verify_id: 1, goods_model_id: 1 },
  );
});

describe('goods_verify_all', () => {
  it('answers the models and the first page of the own serials, newest first', async () => {
    const body = await call('GET', 'goods_verify_all', 'demo');
    expect(body.code).toBe(200);
    const models = body.goods_model_all as { goods_model_id: number; goods_model_name: string }[];
    expect(models.length).toBeGreaterThan(10);
    expectFields(models, ['goods_model_id', 'goods_model_name']);
    const names = models.map((m) => m.goods_model_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    table.expectPage(body, { currentPage: 1, total: 14, ids: ids(own(1).slice(0, 10)) });
    const rows = body.goods_verify_all as Record<string, unknown>[];
    expect(rows).toHaveLength(10);
    expectFields(rows, RECORD_KEYS);
    for (const row of rows) expect(row.goods_verify_addtime).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
  });

  it('holds every validation and status pair on the first page', async () => {
    const body = await call('GET', 'goods_verify_all', 'demo');
    const pairs = new Set(
      (body.goods_verify_all as { goods_validate_id: number; goods_verify_status: number }[]).map(
        (r) => `${r.goods_validate_id}-${r.goods_verify_status}`,
      ),
    );
    expect([...pairs].sort()).toEqual(['1-1', '1-2', '1-3', '2-1', '2-2', '2-3']);
  });

  it('answers page 2 and an empty page past the end', async () => {
    const body = await call('GET', 'goods_verify_all', 'demo', { page: 2 });
    expect(body.page).toEqual({ currentPage: 2, total: 14, listRows: 10 });
    expect((body.goods_verify_all as unknown[]).length).toBe(4);
    const past = await call('GET', 'goods_verify_all', 'demo', { page: 9 });
    expect(past.goods_verify_all).toEqual([]);
    expect(past.page).toEqual({ currentPage: 9, total: 14, listRows: 10 });
  });

  it('refuses a bad page', async () => {
    expect((await call('GET', 'goods_verify_all', 'demo', { page: 'x' })).code).toBe(400);
    expect((await call('GET', 'goods_verify_all', 'demo', { page: 0 })).code).toBe(400);
  });

  it('shows the second customer only their own serials', async () => {
    await table.expectOwnRowsOnly(3, ids(own(2)));
  });
});

describe('goods_verify_keyword', () => {
  it('finds by serial and by model name, in any case', async () => {
    const target = own(1)[3]!;
    const bySerial = await call('POST', 'goods_verify_keyword', 'demo', {
      goodsVerifyKeyword: `  ${target.goods_verify_serial.toLowerCase()} `,
    });
    expect(bySerial.code).toBe(200);
    expect(ids(bySerial.goods_verify_all)).toContain(target.goods_verify_id);
    const word = target.goods_model_name.split(' ')[1]!.toUpperCase();
    const byModel = await call('POST', 'goods_verify_keyword', 'demo', {
      goodsVerifyKeyword: word,
    });
    const expected = own(1).filter((s) =>
      `${s.goods_verify_serial} ${s.goods_model_name}`.toLowerCase().includes(word.toLowerCase()),
    );
    table.expectPage(byModel, {
      currentPage: 1,
      total: expected.length,
      ids: ids(expected.slice(0, 10)),
    });
    expectFields(byModel.goods_verify_all as Record<string, unknown>[], RECORD_KEYS);
  });

  it('answers every match without a page (the vendor documents the keyword alone)', async () => {
    // Every serial holds a "2" (the year of manufacture starts with 2).
    const all = await call('POST', 'goods_verify_keyword', 'demo', { goodsVerifyKeyword: '2' });
    expect(all.page).toEqual({ currentPage: 1, total: 14, listRows: 14 });
    expect((all.goods_verify_all as unknown[]).length).toBe(14);
  });

  it('pages the results when asked for a page (an extension of the default mode)', async () => {
    const p1 = await call('POST', 'goods_verify_keyword', 'demo', {
      goodsVerifyKeyword: '2',
      page: 1,
    });
    expect(p1.page).toEqual({ currentPage: 1, total: 14, listRows: 10 });
    const p2 = await call('POST', 'goods_verify_keyword', 'demo', {
      goodsVerifyKeyword: '2',
      page: 2,
    });
    expect(p2.page).toEqual({ currentPage: 2, total: 14, listRows: 10 });
    expect((p2.goods_verify_all as unknown[]).length).toBe(4);
  });

  it("never finds another customer's serial", async () => {
    await table.expectNothingFound(own(2)[0]!.goods_verify_serial);
  });

  it('refuses a blank, missing or non-text keyword', async () => {
    await table.expectKeywordRefused(
      ACCOUNT_MESSAGES.serialSearchEmpty,
      [{ goodsVerifyKeyword: '' }, { goodsVerifyKeyword: '   ' }, {}],
      12,
    );
    const long = await call('POST', 'goods_verify_keyword', 'demo', {
      goodsVerifyKeyword: 'x'.repeat(201),
    });
    expect(long.code).toBe(400);
  });
});

describe('goods_verify_add', () => {
  it('refuses a missing, empty or unknown model and bad serials, changing nothing', async () => {
    const before = snapshot();
    for (const payload of [
      {},
      { goods_verify_serial: 'AD9P2605000001' },
      { goods_model_id: 0, goods_verify_serial: 'AD9P2605000001' },
      { goods_model_id: '', goods_verify_serial: 'AD9P2605000001' },
    ]) {
      expect(await call('POST', 'goods_verify_add', 'demo', payload)).toEqual({
        code: 400,
        msg: ACCOUNT_MESSAGES.productModelRequired,
      });
    }
    expect(await call('POST', 'goods_verify_add', 'demo', { goods_model_id: 'abc' })).toEqual({
      code: 400,
      msg: 'goods_model_id must be a number',
    });
    expect((await call('POST', 'goods_verify_add', 'demo', { goods_model_id: [1] })).code).toBe(
      400,
    );
    expect((await call('POST', 'goods_verify_add', 'demo', { goods_model_id: 1.5 })).code).toBe(
      400,
    );
    const unknown = await call('POST', 'goods_verify_add', 'demo', { goods_model_id: 99999 });
    expect(unknown).toEqual({ code: 404, msg: 'No product model with goods_model_id 99999' });
    const long = await call('POST', 'goods_verify_add', 'demo', {
      goods_model_id: 1,
      goods_verify_serial: 'A'.repeat(65),
    });
    expect(long).toEqual({ code: 400, msg: 'goods_verify_serial must be at most 64 characters' });
    const wrongType = await call('POST', 'goods_verify_add', 'demo', {
      goods_model_id: 1,
      goods_verify_serial: 123,
    });
    expect(wrongType).toEqual({ code: 400, msg: 'goods_verify_serial must be text' });
    const notObject = await api.post('goods_verify_add', 'demo', [1, 2]);
    expect(notObject.body.code).toBe(400);
    expect(snapshot()).toBe(before);
  });

  it('adds a not-validated N/A serial dated today, trimmed, at the top of the list', async () => {
    const model = api.env.mock.db.data.goods_models[0]!;
    const body = await call('POST', 'goods_verify_add', 'demo', {
      goods_model_id: String(model.goods_model_id),
      goods_verify_serial: '  AD9P2605001234  ',
      goods_validate_id: 1,
      goods_verify_status: 1,
      uId: 2,
    });
    expect(body).toMatchObject({ code: 200, msg: 'Added successfully' });
    const stored = own(1)[0]!;
    expect(stored).toEqual({
      goods_verify_id: Math.max(...serials().map((s) => s.goods_verify_id)),
      uId: 1,
      goods_model_id: model.goods_model_id,
      goods_model_name: model.goods_model_name,
      goods_verify_serial: 'AD9P2605001234',
      goods_verify_addtime: '2026/06/01',
      goods_validate_id: 2,
      goods_verify_status: 2,
    });
    const list = await call('GET', 'goods_verify_all', 'demo');
    expect((list.page as { total: number }).total).toBe(15);
    expect((list.goods_verify_all as { goods_verify_id: number }[])[0]!.goods_verify_id).toBe(
      stored.goods_verify_id,
    );
    // The serial text is optional.
    const bare = await call('POST', 'goods_verify_add', 'demo', {
      goods_model_id: model.goods_model_id,
    });
    expect(bare.code).toBe(200);
    expect(own(1)[0]!.goods_verify_serial).toBe('');
  });
});

describe('goods_verify_edit', () => {
  it('reads one own serial', async () => {
    const row = own(1)[2]!;
    const body = await call('GET', 'goods_verify_edit', 'demo', {
      goods_verify_id: row.goods_verify_id,
    });
    expect(body.code).toBe(200);
    const expected = withoutOwner(row);
    expect(body.goods_verify_find).toEqual(expected);
  });

  it('refuses a missing, bad or unknown id', async () => {
    await table.expectIdRefused(
      ['GET', 'goods_verify_edit'],
      'abc',
      'goods_verify_id must be a number',
    );
  });

  it('changes a not-validated serial', async () => {
    const row = findOwn(1, (s) => s.goods_validate_id === 2);
    const model = api.env.mock.db.data.goods_models[5]!;
    const body = await call('POST', 'goods_verify_edit', 'demo', {
      goods_verify_id: row.goods_verify_id,
      goods_model_id: model.goods_model_id,
      goods_verify_serial: ' CT1C2605009999 ',
      goods_verify_status: 3,
    });
    expect(body).toMatchObject({ code: 200, msg: 'Saved successfully' });
    const stored = serials().find((s) => s.goods_verify_id === row.goods_verify_id)!;
    expect(stored).toEqual({
      ...row,
      goods_model_id: model.goods_model_id,
      goods_model_name: model.goods_model_name,
      goods_verify_serial: 'CT1C2605009999',
    });
  });

  it('refuses a validated serial, a missing model and bad input, changing nothing', async () => {
    const validated = findOwn(1, (s) => s.goods_validate_id === 1);
    const open = findOwn(1, (s) => s.goods_validate_id === 2);
    const before = snapshot();
    expect(
      await call('POST', 'goods_verify_edit', 'demo', {
        goods_verify_id: validated.goods_verify_id,
        goods_model_id: 1,
        goods_verify_serial: 'X',
      }),
    ).toEqual({ code: 403, msg: SERIAL_MSG.validatedEdit });
    expect(
      await call('POST', 'goods_verify_edit', 'demo', {
        goods_verify_id: open.goods_verify_id,
        goods_verify_serial: 'X',
      }),
    ).toEqual({ code: 400, msg: ACCOUNT_MESSAGES.productModelRequired });
    expect(
      (
        await call('POST', 'goods_verify_edit', 'demo', {
          goods_verify_id: open.goods_verify_id,
          goods_model_id: 99999,
        })
      ).code,
    ).toBe(404);
    expect(
      (
        await call('POST', 'goods_verify_edit', 'demo', {
          goods_verify_id: open.goods_verify_id,
          goods_model_id: 1,
          goods_verify_serial: 'A'.repeat(65),
        })
      ).code,
    ).toBe(400);
    expect(
      await call('POST', 'goods_verify_edit', 'demo', {
        goods_model_id: 1,
        goods_verify_serial: 'X',
      }),
    ).toEqual({ code: 400, msg: 'goods_verify_id is required' });
    expect(
      (
        await call('POST', 'goods_verify_edit', 'demo', {
          goods_verify_id: 99999,
          goods_model_id: 1,
        })
      ).code,
    ).toBe(404);
    expect(snapshot()).toBe(before);
  });
});

describe('goods_verify_del', () => {
  it('refuses a validated serial and bad ids, changing nothing', async () => {
    const validated = findOwn(1, (s) => s.goods_validate_id === 1);
    const before = snapshot();
    expect(
      await call('POST', 'goods_verify_del', 'demo', {
        goods_verify_id: validated.goods_verify_id,
      }),
    ).toEqual({ code: 403, msg: SERIAL_MSG.validatedDelete });
    await table.expectIdRefused(['POST', 'goods_verify_del'], 'x');
    expect(snapshot()).toBe(before);
  });

  it('deletes a not-validated serial', async () => {
    const row = findOwn(1, (s) => s.goods_validate_id === 2);
    const count = own(1).length;
    expect(
      await call('POST', 'goods_verify_del', 'demo', { goods_verify_id: row.goods_verify_id }),
    ).toEqual({
      code: 200,
      msg: 'Deleted successfully',
    });
    expect(own(1)).toHaveLength(count - 1);
    expect(serials().some((s) => s.goods_verify_id === row.goods_verify_id)).toBe(false);
  });
});

describe('goods_verify_unbind', () => {
  it('refuses a not-validated or expired serial and bad ids, changing nothing', async () => {
    const open = findOwn(1, (s) => s.goods_validate_id === 2);
    const expired = findOwn(1, (s) => s.goods_validate_id === 1 && s.goods_verify_status === 3);
    const before = snapshot();
    expect(
      await call('POST', 'goods_verify_unbind', 'demo', { goods_verify_id: open.goods_verify_id }),
    ).toEqual({ code: 403, msg: SERIAL_MSG.notValidated });
    expect(
      await call('POST', 'goods_verify_unbind', 'demo', {
        goods_verify_id: expired.goods_verify_id,
      }),
    ).toEqual({ code: 403, msg: SERIAL_MSG.expired });
    await table.expectIdRefused(['POST', 'goods_verify_unbind'], true);
    expect(snapshot()).toBe(before);
  });

  it('unbinds a validated serial (normal or N/A): it leaves the list', async () => {
    for (const status of [1, 2]) {
      const row = findOwn(1, (s) => s.goods_validate_id === 1 && s.goods_verify_status === status);
      const count = own(1).length;
      expect(
        await call('POST', 'goods_verify_unbind', 'demo', { goods_verify_id: row.goods_verify_id }),
      ).toEqual({ code: 200, msg: 'Unbound successfully' });
      expect(own(1)).toHaveLength(count - 1);
      const read = await call('GET', 'goods_verify_edit', 'demo', {
        goods_verify_id: row.goods_verify_id,
      });
      expect(read.code).toBe(404);
    }
  });
});

describe("another customer's serials", () => {
  it('cannot be read, edited, deleted or unbound; the record stays as it was', async () => {
    const targets = [
      findOwn(1, (s) => s.goods_validate_id === 2),
      findOwn(1, (s) => s.goods_validate_id === 1 && s.goods_verify_status !== 3),
    ];
    for (const row of targets) {
      await table.expectUnchangedForOthers(row, [
        ['GET', 'goods_verify_edit', {}],
        ['POST', 'goods_verify_edit', { goods_model_id: 1, goods_verify_serial: 'HIJACKED' }],
        ['POST', 'goods_verify_del', {}],
        ['POST', 'goods_verify_unbind', {}],
      ]);
    }
  });
});
