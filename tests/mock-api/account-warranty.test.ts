/**
 * Warranty claims: list, add, search, view, return logistics, delete, ownership,
 * tokens, and the dev route that moves a claim's status.
 */
import { COMPANY_RETURN_ADDRESS } from '../../mock-api/schema/mock-seed';
import { formatDayTime } from '../../mock-api/schema/day-time';
import { ACCOUNT_MESSAGES } from '../../src/contract/account-messages';
import { accountApi, expectAllRefused, expectAnswers, expectForbidden } from './account-helpers';
import { expectFields } from './helpers';

const api = accountApi('/api/ProductWarranty');
const { get, post } = api;

const CLAIM_KEYS = [
  'product_id',
  'product_warranty_addTime',
  'product_warranty_claim_type_id',
  'product_warranty_claim_type_name',
  'product_warranty_company_logisticsNumber',
  'product_warranty_company_logistics_type_name',
  'product_warranty_content',
  'product_warranty_custom_logisticsNumber',
  'product_warranty_custom_logistics_type_id',
  'product_warranty_custom_logistics_type_name',
  'product_warranty_examine_id',
  'product_warranty_id',
  'product_warranty_rmaCode',
  'product_warranty_returnAddress',
].sort();

const move = (id: number | string, body: unknown) =>
  api.env.api.post(`/mock/warranty-claims/${id}/status`).send(body as object);

const data = () => api.env.mock.db.data;
const demoClaims = () => data().warranty_claims.filter((c) => c.uId === 1);
const claim = (id: number) => data().warranty_claims.find((c) => c.product_warranty_id === id)!;
const demoProducts = () => data().products.filter((p) => p.uId === 1);
const secondProducts = () => data().products.filter((p) => p.uId === 2);
const withStatus = (status: number) =>
  demoClaims().find((c) => c.product_warranty_examine_id === status)!;
const snapshot = () => JSON.stringify(data().warranty_claims);

/** Adds a demo claim (status 1) and returns its id. */
async function addClaim(typeId = 1): Promise<number> {
  const res = await post('product_warranty_add', 'demo', {
    product_id: demoProducts()[0].product_id,
    product_warranty_claim_type_id: typeId,
  });
  expect(res.body.code).toBe(200);
  return res.body.product_warranty_find.product_warranty_id as number;
}

describe('fixtures', () => {
  it('hold demo claims in every status, filled as each status needs', () => {
    const claims = demoClaims();
    expect(claims.length).toBeGreaterThanOrEqual(9);
    expect(new Set(claims.map((c) => c.product_warranty_examine_id))).toEqual(
      new Set([1, 2, 3, 4, 5, 6]),
    );
    const productIds = new Set(demoProducts().map((p) => p.product_id));
    for (const c of claims) {
      expect(productIds.has(c.product_id)).toBe(true);
      const status = c.product_warranty_examine_id;
      const approved = status === 2 || status >= 4;
      expect(c.product_warranty_rmaCode !== '').toBe(approved);
      expect(c.product_warranty_returnAddress !== '').toBe(approved);
      if (approved) expect(c.product_warranty_rmaCode).toMatch(/^RMA-\d{4}-\d{6}$/);
      if (status >= 4) expect(c.product_warranty_custom_logisticsNumber).not.toBe('');
      expect(c.product_warranty_company_logisticsNumber !== '').toBe(status >= 5);
      expect(c.product_warranty_company_logistics_type_name !== '').toBe(status >= 5);
    }
    const approved = claims.filter((c) => c.product_warranty_examine_id === 2);
    expect(approved.some((c) => c.product_warranty_custom_logisticsNumber === '')).toBe(true);
    expect(approved.some((c) => c.product_warranty_custom_logisticsNumber !== '')).toBe(true);
    expect(data().warranty_claims.filter((c) => c.uId === 2)).toHaveLength(2);
  });
});

describe('product_warranty_all', () => {
  it('answers the options, the types and the claims, newest first, 10 a page', async () => {
    const res = await get('product_warranty_all', 'demo');
    expect(res.body.code).toBe(200);
    expect(res.body.page).toEqual({ currentPage: 1, total: demoClaims().length, listRows: 10 });
    expect(
      res.body.product_warranty_claim_type_all.map(
        (t: { product_warranty_claim_type_name: string }) => t.product_warranty_claim_type_name,
      ),
    ).toEqual(['Repair', 'Replacement', 'Refund']);
    expect(
      res.body.product_warranty_custom_logistics_type_all.map(
        (t: { product_warranty_custom_logistics_type_name: string }) =>
          t.product_warranty_custom_logistics_type_name,
      ),
    ).toEqual(['UPS', 'FedEx', 'DHL', 'USPS']);
    expect(res.body.product_all.map((p: { product_id: number }) => p.product_id).sort()).toEqual(
      demoProducts()
        .map((p) => p.product_id)
        .sort(),
    );
    const claims = res.body.product_warranty_all as Record<string, unknown>[];
    expectFields(claims, CLAIM_KEYS);
    const ids = claims.map((c) => c.product_warranty_id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await get('product_warranty_all', 'demo', { page: -1 })).body.code).toBe(400);
  });

  it('pages past ten claims', async () => {
    await addClaim();
    await addClaim(2);
    const total = demoClaims().length;
    expect(total).toBeGreaterThan(10);
    const page2 = await get('product_warranty_all', 'demo', { page: 2 });
    expect(page2.body.page).toEqual({ currentPage: 2, total, listRows: 10 });
    expect(page2.body.product_warranty_all).toHaveLength(total - 10);
  });
});

describe('product_warranty_add', () => {
  it('checks the product and the claim type', async () => {
    const before = snapshot();
    const product = demoProducts()[0].product_id;
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, ACCOUNT_MESSAGES.claimProductRequired],
      [{ product_warranty_claim_type_id: 1 }, 400, ACCOUNT_MESSAGES.claimProductRequired],
      [{ product_id: '' }, 400, ACCOUNT_MESSAGES.claimProductRequired],
      [{ product_id: product }, 400, ACCOUNT_MESSAGES.claimTypeRequired],
      [
        { product_id: product, product_warranty_claim_type_id: 0 },
        400,
        ACCOUNT_MESSAGES.claimTypeRequired,
      ],
      [
        { product_id: product, product_warranty_claim_type_id: 'repair' },
        400,
        'product_warranty_claim_type_id must be a number',
      ],
      [
        { product_id: product, product_warranty_claim_type_id: 99 },
        404,
        'No warranty claim type with id 99',
      ],
      [{ product_id: 99999, product_warranty_claim_type_id: 1 }, 404, 'No such product'],
      [
        { product_id: secondProducts()[0].product_id, product_warranty_claim_type_id: 1 },
        403,
        'This product belongs to another customer',
      ],
    ];
    await expectAnswers((body) => post('product_warranty_add', 'demo', body), cases);
    expect(snapshot()).toBe(before);
  });

  it('submits a claim under review, with the model name as its content', async () => {
    const product = demoProducts()[2];
    const res = await post('product_warranty_add', 'demo', {
      product_id: product.product_id,
      product_warranty_claim_type_id: '2',
      product_warranty_content: 'ignored',
      product_warranty_examine_id: 6,
      product_warranty_rmaCode: 'RMA-FAKE',
    });
    expect(res.body).toEqual({
      code: 200,
      msg: 'Added successfully',
      product_warranty_find: {
        product_warranty_id: expect.any(Number),
        product_id: product.product_id,
        product_warranty_content: product.goods_model_name,
        product_warranty_claim_type_id: 2,
        product_warranty_claim_type_name: 'Replacement',
        product_warranty_examine_id: 1,
        product_warranty_rmaCode: '',
        product_warranty_returnAddress: '',
        product_warranty_custom_logistics_type_id: 0,
        product_warranty_custom_logistics_type_name: '',
        product_warranty_custom_logisticsNumber: '',
        product_warranty_company_logistics_type_name: '',
        product_warranty_company_logisticsNumber: '',
        product_warranty_addTime: formatDayTime(api.clock.now()),
      },
    });
    const list = await get('product_warranty_all', 'demo');
    expect(list.body.product_warranty_all[0]).toEqual(res.body.product_warranty_find);
  });
});

describe('product_warranty_keyword', () => {
  it('needs a keyword', async () => {
    for (const body of [{}, { goodsVerifyKeyword: '' }, { goodsVerifyKeyword: '   ' }]) {
      const res = await post('product_warranty_keyword', 'demo', body);
      expect(res.body).toEqual({ code: 400, msg: ACCOUNT_MESSAGES.claimSearchEmpty });
    }
  });

  it('matches the model name, the claim type and the RMA code, any case', async () => {
    const c = withStatus(4);
    const model = c.product_warranty_content;
    const byModel = await post('product_warranty_keyword', 'demo', {
      goodsVerifyKeyword: `  ${model.slice(0, 5).toLowerCase()} `,
    });
    expect(byModel.body.code).toBe(200);
    const found = byModel.body.warrantyClaim_service_all as Record<string, unknown>[];
    expect(found.map((x) => x.product_warranty_id)).toContain(c.product_warranty_id);
    expectFields(found, CLAIM_KEYS);
    for (const x of found) {
      expect(String(x.product_warranty_content).toLowerCase()).toContain(
        model.slice(0, 5).toLowerCase(),
      );
    }
    expect(byModel.body.page).toEqual({ currentPage: 1, total: found.length, listRows: 10 });

    const byType = await post('product_warranty_keyword', 'demo', { goodsVerifyKeyword: 'REFUND' });
    const refunds = demoClaims().filter((x) => x.product_warranty_claim_type_name === 'Refund');
    expect(
      byType.body.warrantyClaim_service_all
        .map((x: { product_warranty_id: number }) => x.product_warranty_id)
        .sort(),
    ).toEqual(refunds.map((x) => x.product_warranty_id).sort());

    const byRma = await post('product_warranty_keyword', 'demo', {
      goodsVerifyKeyword: c.product_warranty_rmaCode.toLowerCase(),
    });
    expect(byRma.body.warrantyClaim_service_all).toHaveLength(1);
    expect(byRma.body.warrantyClaim_service_all[0].product_warranty_id).toBe(c.product_warranty_id);

    // Another customer's claims never match.
    const other = data().warranty_claims.find((x) => x.uId === 2)!;
    const mine = await post('product_warranty_keyword', 'second', {
      goodsVerifyKeyword: other.product_warranty_content,
    });
    for (const x of mine.body.warrantyClaim_service_all) {
      expect(claim(x.product_warranty_id).uId).toBe(2);
    }
    const none = await post('product_warranty_keyword', 'demo', {
      goodsVerifyKeyword: 'zzz-nothing',
    });
    expect(none.body).toMatchObject({
      code: 200,
      warrantyClaim_service_all: [],
      page: { total: 0 },
    });
  });

  it('pages', async () => {
    const all = await post('product_warranty_keyword', 'demo', {
      goodsVerifyKeyword: 'r',
      page: 1,
    });
    const total = all.body.page.total as number;
    expect(total).toBeGreaterThan(10);
    const page2 = await post('product_warranty_keyword', 'demo', {
      goodsVerifyKeyword: 'r',
      page: 2,
    });
    expect(page2.body.page).toEqual({ currentPage: 2, total, listRows: 10 });
    expect(page2.body.warrantyClaim_service_all).toHaveLength(total - 10);
  });
});

describe('product_warranty_edit (GET)', () => {
  it('answers one own claim', async () => {
    const c = withStatus(5);
    const res = await get('product_warranty_edit', 'demo', {
      product_warranty_id: c.product_warranty_id,
    });
    expect(res.body.code).toBe(200);
    expectFields([res.body.product_warranty_find], CLAIM_KEYS);
    expect(res.body.product_warranty_find.product_warranty_id).toBe(c.product_warranty_id);
    await api.expectIdChecked(
      'product_warranty_edit',
      { product_warranty_id: 'a' },
      'No such warranty claim',
    );
  });
});

describe('product_warranty_edit (POST): the return logistics', () => {
  it('checks the method and the tracking number', async () => {
    const c = demoClaims().find(
      (x) =>
        x.product_warranty_examine_id === 2 && x.product_warranty_custom_logisticsNumber === '',
    )!;
    const id = c.product_warranty_id;
    const before = snapshot();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ product_warranty_id: id }, 400, ACCOUNT_MESSAGES.logisticsMethodRequired],
      [
        { product_warranty_id: id, product_warranty_custom_logistics_type_id: 2 },
        400,
        ACCOUNT_MESSAGES.logisticsNumberRequired,
      ],
      [
        {
          product_warranty_id: id,
          product_warranty_custom_logistics_type_id: 2,
          product_warranty_custom_logisticsNumber: '   ',
        },
        400,
        ACCOUNT_MESSAGES.logisticsNumberRequired,
      ],
      [
        {
          product_warranty_id: id,
          product_warranty_custom_logistics_type_id: 2,
          product_warranty_custom_logisticsNumber: '1'.repeat(65),
        },
        400,
        'product_warranty_custom_logisticsNumber must be at most 64 characters',
      ],
      [
        {
          product_warranty_id: id,
          product_warranty_custom_logistics_type_id: 9,
          product_warranty_custom_logisticsNumber: '123',
        },
        404,
        'No logistics method with id 9',
      ],
      [
        {
          product_warranty_custom_logistics_type_id: 2,
          product_warranty_custom_logisticsNumber: '1',
        },
        400,
        'product_warranty_id is required',
      ],
      [
        {
          product_warranty_id: 99999,
          product_warranty_custom_logistics_type_id: 2,
          product_warranty_custom_logisticsNumber: '1',
        },
        404,
        'No such warranty claim',
      ],
    ];
    await expectAnswers((body) => post('product_warranty_edit', 'demo', body), cases);
    expect(snapshot()).toBe(before);
  });

  it('saves only the logistics of an approved claim; the rest of the body is ignored', async () => {
    const c = demoClaims().find(
      (x) =>
        x.product_warranty_examine_id === 2 && x.product_warranty_custom_logisticsNumber === '',
    )!;
    const res = await post('product_warranty_edit', 'demo', {
      ...c,
      product_warranty_examine_id: 6,
      product_warranty_rmaCode: 'RMA-MINE',
      product_warranty_content: 'Changed',
      product_warranty_custom_logistics_type_id: 2,
      product_warranty_custom_logistics_type_name: 'Pigeon',
      product_warranty_custom_logisticsNumber: ' 7712 3456 7890 ',
    });
    const { uId, ...fields } = c;
    const expected = {
      ...fields,
      product_warranty_custom_logistics_type_id: 2,
      product_warranty_custom_logistics_type_name: 'FedEx',
      product_warranty_custom_logisticsNumber: '7712 3456 7890',
    };
    expect(res.body).toEqual({
      code: 200,
      msg: 'Submitted successfully',
      product_warranty_find: expected,
    });
    expect(claim(c.product_warranty_id)).toEqual({ ...expected, uId: 1 });
    // Still approved: the customer may correct it.
    const again = await post('product_warranty_edit', 'demo', {
      product_warranty_id: c.product_warranty_id,
      product_warranty_custom_logistics_type_id: 1,
      product_warranty_custom_logisticsNumber: '1Z999AA10123456784',
    });
    expect(again.body.product_warranty_find).toMatchObject({
      product_warranty_custom_logistics_type_name: 'UPS',
      product_warranty_custom_logisticsNumber: '1Z999AA10123456784',
    });
  });

  it('is refused in every status but Approved', async () => {
    for (const status of [1, 3, 4, 5, 6]) {
      const c = withStatus(status);
      const before = snapshot();
      const res = await post('product_warranty_edit', 'demo', {
        product_warranty_id: c.product_warranty_id,
        product_warranty_custom_logistics_type_id: 3,
        product_warranty_custom_logisticsNumber: 'JD0000000001',
      });
      expect(res.body.code).toBe(403);
      expect(res.body.msg).toMatch(
        /^The return logistics can be entered only once the claim is approved/,
      );
      expect(snapshot()).toBe(before);
    }
  });
});

describe('product_warranty_del', () => {
  it('deletes a claim under review only', async () => {
    const id = await addClaim();
    const res = await get('product_warranty_del', 'demo', { product_warranty_id: id });
    expect(res.body).toEqual({ code: 200, msg: 'Deleted successfully' });
    expect(data().warranty_claims.some((c) => c.product_warranty_id === id)).toBe(false);
    expect((await get('product_warranty_del', 'demo', { product_warranty_id: id })).body).toEqual({
      code: 404,
      msg: 'No such warranty claim',
    });
    for (const status of [2, 3, 4, 5, 6]) {
      const c = withStatus(status);
      const before = snapshot();
      const refused = await get('product_warranty_del', 'demo', {
        product_warranty_id: c.product_warranty_id,
      });
      expect(refused.body.code).toBe(403);
      expect(refused.body.msg).toMatch(/^Only a claim under review can be deleted/);
      expect(snapshot()).toBe(before);
    }
    expect((await get('product_warranty_del', 'demo')).body).toEqual({
      code: 400,
      msg: 'product_warranty_id is required',
    });
    expect(
      (await get('product_warranty_del', 'demo', { product_warranty_id: '1.5' })).body.code,
    ).toBe(400);
  });
});

describe("another customer's claims", () => {
  it('cannot be read, given logistics or deleted, and stay unchanged', async () => {
    const forbidden = { code: 403, msg: 'This warranty claim belongs to another customer' };
    for (const c of demoClaims()) {
      const id = { product_warranty_id: c.product_warranty_id };
      await expectForbidden(
        [
          () => get('product_warranty_edit', 'second', id),
          () =>
            post('product_warranty_edit', 'second', {
              ...id,
              product_warranty_custom_logistics_type_id: 1,
              product_warranty_custom_logisticsNumber: '1Z0000',
            }),
          () => get('product_warranty_del', 'second', id),
        ],
        forbidden,
        snapshot,
      );
    }
    const add = await post('product_warranty_add', 'second', {
      product_id: demoProducts()[0].product_id,
      product_warranty_claim_type_id: 1,
    });
    expect(add.body).toEqual({ code: 403, msg: 'This product belongs to another customer' });
  });
});

describe('tokens', () => {
  it('answers 10001 without a token, on every endpoint', async () => {
    const c = withStatus(1);
    const id = { product_warranty_id: c.product_warranty_id };
    await expectAllRefused(
      [
        () => get('product_warranty_all', null),
        () =>
          post('product_warranty_add', null, {
            product_id: c.product_id,
            product_warranty_claim_type_id: 1,
          }),
        () => post('product_warranty_keyword', null, { goodsVerifyKeyword: 'a' }),
        () => get('product_warranty_edit', null, id),
        () =>
          post('product_warranty_edit', null, {
            ...id,
            product_warranty_custom_logistics_type_id: 1,
            product_warranty_custom_logisticsNumber: '1',
          }),
        () => get('product_warranty_del', null, id),
      ],
      snapshot,
    );
  });
});

describe('POST /mock/warranty-claims/:id/status', () => {
  it('moves a claim through its statuses, filling the RMA number, the address and the shipment', async () => {
    const id = await addClaim();
    const logistics = {
      product_warranty_id: id,
      product_warranty_custom_logistics_type_id: 4,
      product_warranty_custom_logisticsNumber: '9400111899223344556677',
    };
    // Under review: no logistics yet.
    expect((await post('product_warranty_edit', 'demo', logistics)).body.code).toBe(403);

    const approved = await move(id, { status: 2 });
    expect(approved.body).toMatchObject({
      code: 200,
      product_warranty_find: {
        product_warranty_id: id,
        product_warranty_examine_id: 2,
        product_warranty_rmaCode: `RMA-2026-${String(id).padStart(6, '0')}`,
        product_warranty_returnAddress: COMPANY_RETURN_ADDRESS,
        product_warranty_company_logistics_type_name: '',
      },
    });
    expect(approved.body.product_warranty_find).not.toHaveProperty('uId');
    expect(claim(id).product_warranty_examine_id).toBe(2);

    // Approved: the customer enters the return logistics.
    expect((await post('product_warranty_edit', 'demo', logistics)).body.code).toBe(200);
    // Deleting is no longer allowed.
    expect((await get('product_warranty_del', 'demo', { product_warranty_id: id })).body.code).toBe(
      403,
    );

    const returned = await move(id, { status: '4' });
    expect(returned.body.product_warranty_find).toMatchObject({
      product_warranty_examine_id: 4,
      product_warranty_rmaCode: approved.body.product_warranty_find.product_warranty_rmaCode,
      product_warranty_custom_logisticsNumber: '9400111899223344556677',
    });
    // Returned: the logistics are locked.
    expect((await post('product_warranty_edit', 'demo', logistics)).body.code).toBe(403);

    const repaired = await move(id, { status: 5 });
    expect(repaired.body.product_warranty_find.product_warranty_company_logistics_type_name).toBe(
      'UPS',
    );
    expect(repaired.body.product_warranty_find.product_warranty_company_logisticsNumber).toMatch(
      /^1Z/,
    );

    const view = await get('product_warranty_edit', 'demo', { product_warranty_id: id });
    expect(view.body.product_warranty_find).toEqual(repaired.body.product_warranty_find);
  });

  it('takes the values given and fills a replacement shipment', async () => {
    const id = await addClaim(2);
    const res = await move(id, {
      status: 6,
      rmaCode: 'RMA-CUSTOM-1',
      returnAddress: '1 Test Street, Springfield',
      companyLogisticsType: 'DHL',
      companyLogisticsNumber: 'JD014600003412345678',
    });
    expect(res.body.product_warranty_find).toMatchObject({
      product_warranty_examine_id: 6,
      product_warranty_rmaCode: 'RMA-CUSTOM-1',
      product_warranty_returnAddress: '1 Test Street, Springfield',
      product_warranty_company_logistics_type_name: 'DHL',
      product_warranty_company_logisticsNumber: 'JD014600003412345678',
    });
    const refused = await move(await addClaim(), { status: 3 });
    expect(refused.body.product_warranty_find).toMatchObject({
      product_warranty_examine_id: 3,
      product_warranty_rmaCode: '',
      product_warranty_returnAddress: '',
    });
  });

  it('refuses an unknown claim and a bad status, changing nothing', async () => {
    const id = withStatus(1).product_warranty_id;
    const before = snapshot();
    expect((await move(99999, { status: 2 })).body).toEqual({
      code: 404,
      msg: 'No warranty claim with id 99999',
    });
    expect((await move('abc', { status: 2 })).body).toEqual({
      code: 400,
      msg: 'id must be a number',
    });
    for (const status of [0, 7, 2.5, 'two', null, undefined]) {
      const res = await move(id, { status });
      expect({ status, ...res.body }).toEqual({
        status,
        code: 400,
        msg: 'status must be a whole number from 1 to 6',
      });
    }
    expect((await move(id, { status: 2, rmaCode: 5 })).body).toEqual({
      code: 400,
      msg: 'rmaCode must be text',
    });
    expect(snapshot()).toBe(before);
  });
});
