/** Product issues and their chat: lists, add, send, end, ownership, tokens. */
import { formatDayTime } from '../../mock-api/schema/day-time';
import { SUPPORT_AVATAR } from '../../mock-api/schema/mock-seed';
import { ACCOUNT_MESSAGES } from '../../src/contract/account-messages';
import { accountApi, expectAllRefused, expectAnswers, expectForbidden } from './account-helpers';
import { expectFields } from './helpers';

const api = accountApi('/api/ProductIssues', {
  // A long delay: no technician reply interferes here (account-technician.test.ts covers them).
  technicianReplyDelayMs: 600_000,
});
const { get, post } = api;

const ISSUE_KEYS = [
  'product_id',
  'product_issues_addTime',
  'product_issues_content',
  'product_issues_faultCode',
  'product_issues_faultLight',
  'product_issues_id',
  'product_issues_status_id',
];
const MESSAGE_KEYS = [
  'product_troubleshootings_addTime',
  'product_troubleshootings_content',
  'product_troubleshootings_id',
  'user_name',
  'user_picture',
];

const data = () => api.env.mock.db.data;
const demoIssues = () => data().product_issues.filter((i) => i.uId === 1);
const demoProducts = () => data().products.filter((p) => p.uId === 1);
const secondProducts = () => data().products.filter((p) => p.uId === 2);
const openIssue = (uId: number) =>
  data().product_issues.find((i) => i.uId === uId && i.product_issues_status_id === 1)!;
const closedIssue = (uId: number) =>
  data().product_issues.find((i) => i.uId === uId && i.product_issues_status_id === 2)!;
const messagesOf = (id: number) =>
  data().product_issue_messages.filter((m) => m.product_issues_id === id);
const snapshot = () =>
  JSON.stringify([data().product_issues, data().product_issue_messages, data().products]);
/** A chat message on `issue` (its product and id), from `who`. */
const sendTo = (
  issue: { product_id: number; product_issues_id: number },
  content: string,
  who: Parameters<typeof post>[1] = 'demo',
) =>
  post('product_troubleshootings_send', who, {
    product_id: issue.product_id,
    product_issues_id: issue.product_issues_id,
    product_troubleshootings_content: content,
  });

describe('fixtures', () => {
  it('give the demo customer 7 issues, open and closed, each with 2-6 alternating messages', () => {
    const issues = demoIssues();
    expect(issues).toHaveLength(7);
    expect(new Set(issues.map((i) => i.product_issues_status_id))).toEqual(new Set([1, 2]));
    const productIds = new Set(demoProducts().map((p) => p.product_id));
    for (const issue of issues) {
      expect(productIds.has(issue.product_id)).toBe(true);
      const messages = messagesOf(issue.product_issues_id).sort(
        (a, b) => a.product_troubleshootings_id - b.product_troubleshootings_id,
      );
      expect(messages.length).toBeGreaterThanOrEqual(2);
      expect(messages.length).toBeLessThanOrEqual(6);
      messages.forEach((m, i) => {
        expect(m.user_name === '').toBe(i % 2 === 1);
        if (m.user_name === '') expect(m.user_picture).toBe(SUPPORT_AVATAR);
        expect(m.product_troubleshootings_addTime >= issue.product_issues_addTime).toBe(true);
      });
    }
    const secondIssues = data().product_issues.filter((i) => i.uId === 2);
    expect(secondIssues).toHaveLength(2);
  });
});

describe('product_issues_all', () => {
  it("lists the customer's products and issues, newest first, 5 a page", async () => {
    const res = await get('product_issues_all', 'demo');
    expect(res.body).toMatchObject({ code: 200, page: { currentPage: 1, total: 7, listRows: 5 } });
    const issues = res.body.product_issues_all as Record<string, unknown>[];
    expect(issues).toHaveLength(5);
    expectFields(issues, ISSUE_KEYS);
    const ids = issues.map((i) => i.product_issues_id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = await get('product_issues_all', 'demo', { page: 2 });
    expect(page2.body.page).toEqual({ currentPage: 2, total: 7, listRows: 5 });
    expect(page2.body.product_issues_all).toHaveLength(2);
    const all = [
      ...ids,
      ...page2.body.product_issues_all.map((i: Record<string, number>) => i.product_issues_id),
    ];
    expect(all.sort()).toEqual(
      demoIssues()
        .map((i) => i.product_issues_id)
        .sort(),
    );
    const past = await get('product_issues_all', 'demo', { page: 3 });
    expect(past.body.product_issues_all).toEqual([]);

    const products = res.body.product_all as Record<string, unknown>[];
    expect(products.map((p) => p.product_id).sort()).toEqual(
      demoProducts()
        .map((p) => p.product_id)
        .sort(),
    );
    expectFields(products, [
      'goods_model_name',
      'product_id',
      'product_serialNumber',
      'product_warrantyPeriod',
    ]);
  });

  it('refuses a bad page', async () => {
    expect((await get('product_issues_all', 'demo', { page: 'x' })).body).toEqual({
      code: 400,
      msg: 'page must be a number',
    });
    expect((await get('product_issues_all', 'demo', { page: 0 })).body.code).toBe(400);
  });

  it('the second customer sees only their own', async () => {
    const res = await get('product_issues_all', 'second');
    expect(res.body.page.total).toBe(2);
    const own = new Set(
      data()
        .product_issues.filter((i) => i.uId === 2)
        .map((i) => i.product_issues_id),
    );
    for (const issue of res.body.product_issues_all)
      expect(own.has(issue.product_issues_id)).toBe(true);
    expect(res.body.product_all.map((p: { product_id: number }) => p.product_id).sort()).toEqual(
      secondProducts()
        .map((p) => p.product_id)
        .sort(),
    );
  });
});

describe('product_troubleshootings_all', () => {
  it('answers the messages oldest first, technicians with no name', async () => {
    const issue = demoIssues()[0];
    const res = await get('product_troubleshootings_all', 'demo', {
      product_issues_id: issue.product_issues_id,
    });
    expect(res.body.code).toBe(200);
    const messages = res.body.product_troubleshootings_all as Record<string, unknown>[];
    expect(messages.length).toBe(messagesOf(issue.product_issues_id).length);
    expectFields(messages, MESSAGE_KEYS);
    const ids = messages.map((m) => m.product_troubleshootings_id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(messages[1]).toMatchObject({ user_name: '', user_picture: SUPPORT_AVATAR });
  });

  it('refuses a missing, malformed or unknown id', async () => {
    await api.expectIdChecked(
      'product_troubleshootings_all',
      { product_issues_id: 'abc' },
      'No such product issue',
    );
  });
});

describe('product_issues_add', () => {
  it("checks the product: required, a number, the customer's own", async () => {
    const before = snapshot();
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, ACCOUNT_MESSAGES.productRequired],
      [{ product_id: '' }, 400, ACCOUNT_MESSAGES.productRequired],
      [{ product_id: 0 }, 400, ACCOUNT_MESSAGES.productRequired],
      [{ product_id: null }, 400, ACCOUNT_MESSAGES.productRequired],
      [{ product_id: 'abc' }, 400, 'product_id must be a number'],
      [{ product_id: 1.5 }, 400, 'product_id must be a whole number'],
      [{ product_id: [1] }, 400, 'product_id must be a number'],
      [{ product_id: 99999 }, 404, 'No such product'],
      [
        { product_id: secondProducts()[0].product_id },
        403,
        'This product belongs to another customer',
      ],
      [
        { product_id: demoProducts()[0].product_id, product_issues_faultCode: 'x'.repeat(201) },
        400,
        'product_issues_faultCode must be at most 200 characters',
      ],
      [
        { product_id: demoProducts()[0].product_id, product_issues_faultLight: 5 },
        400,
        'product_issues_faultLight must be text',
      ],
    ];
    await expectAnswers((body) => post('product_issues_add', 'demo', body), cases);
    expect((await post('product_issues_add', 'demo', [1])).body.code).toBe(400);
    expect(snapshot()).toBe(before);
  });

  it('opens an issue with the label built from the product (the content sent is ignored)', async () => {
    const product = demoProducts()[1];
    const res = await post('product_issues_add', 'demo', {
      product_id: String(product.product_id),
      product_issues_content: 'something else entirely',
      product_issues_faultLight: '  Red LED  ',
      product_issues_faultCode: 'E-2040',
      uId: 2,
      product_issues_status_id: 2,
    });
    expect(res.body).toEqual({
      code: 200,
      msg: 'Added successfully',
      product_issues_find: {
        product_issues_id: expect.any(Number),
        product_id: product.product_id,
        product_issues_content: `${product.goods_model_name} | ${product.product_serialNumber} | ${product.product_warrantyPeriod}`,
        product_issues_addTime: formatDayTime(api.clock.now()),
        product_issues_status_id: 1,
        product_issues_faultLight: 'Red LED',
        product_issues_faultCode: 'E-2040',
      },
    });
    expect(res.body.product_issues_find.product_issues_addTime).toMatch(
      /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    const id = res.body.product_issues_find.product_issues_id;
    expect(data().product_issues.find((i) => i.product_issues_id === id)?.uId).toBe(1);
    const list = await get('product_issues_all', 'demo');
    expect(list.body.page.total).toBe(8);
    expect(list.body.product_issues_all[0].product_issues_id).toBe(id);
    // Optional fields may be left out.
    const bare = await post('product_issues_add', 'demo', { product_id: product.product_id });
    expect(bare.body.product_issues_find).toMatchObject({
      product_issues_faultLight: '',
      product_issues_faultCode: '',
    });
  });
});

describe('product_troubleshootings_send', () => {
  it('stores the message with the customer name and picture and answers it', async () => {
    const issue = openIssue(1);
    const user = data().users.find((u) => u.uId === 1)!;
    const count = messagesOf(issue.product_issues_id).length;
    const res = await sendTo(issue, '  Still happening after the update.\nAny idea?  ');
    expect(res.body).toEqual({
      code: 200,
      msg: 'Sent successfully',
      product_troubleshootings_find: {
        product_troubleshootings_id: expect.any(Number),
        product_troubleshootings_content: 'Still happening after the update.\nAny idea?',
        product_troubleshootings_addTime: formatDayTime(api.clock.now()),
        user_name: user.uName,
        user_picture: user.uPicture,
      },
    });
    expect(user.uName).not.toBe('');
    const list = await get('product_troubleshootings_all', 'demo', {
      product_issues_id: issue.product_issues_id,
    });
    expect(list.body.product_troubleshootings_all).toHaveLength(count + 1);
    expect(list.body.product_troubleshootings_all.at(-1)).toEqual(
      res.body.product_troubleshootings_find,
    );
  });

  it("checks the message, the ids and that the product is the issue's", async () => {
    const issue = openIssue(1);
    const valid = {
      product_id: issue.product_id,
      product_issues_id: issue.product_issues_id,
      product_troubleshootings_content: 'Hello',
    };
    const other = demoProducts().find((p) => p.product_id !== issue.product_id)!;
    const before = snapshot();
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { ...valid, product_troubleshootings_content: '   \n ' },
        400,
        ACCOUNT_MESSAGES.messageRequired,
      ],
      [
        { ...valid, product_troubleshootings_content: undefined },
        400,
        ACCOUNT_MESSAGES.messageRequired,
      ],
      [
        { ...valid, product_troubleshootings_content: 'x'.repeat(2001) },
        400,
        'product_troubleshootings_content must be at most 2000 characters',
      ],
      [
        { ...valid, product_troubleshootings_content: 12 },
        400,
        'product_troubleshootings_content must be text',
      ],
      [{ ...valid, product_issues_id: undefined }, 400, 'product_issues_id is required'],
      [{ ...valid, product_issues_id: 'one' }, 400, 'product_issues_id must be a number'],
      [{ ...valid, product_id: undefined }, 400, 'product_id is required'],
      [
        { ...valid, product_id: other.product_id },
        400,
        `product_id ${other.product_id} is not the product of this issue`,
      ],
      [{ ...valid, product_issues_id: 99999 }, 404, 'No such product issue'],
    ];
    await expectAnswers((body) => post('product_troubleshootings_send', 'demo', body), cases);
    expect(snapshot()).toBe(before);
    // 2000 characters are fine.
    const long = await post('product_troubleshootings_send', 'demo', {
      ...valid,
      product_troubleshootings_content: 'y'.repeat(2000),
    });
    expect(long.body.code).toBe(200);
  });

  it('refuses a closed issue', async () => {
    const issue = closedIssue(1);
    const before = snapshot();
    const res = await sendTo(issue, 'Can I reopen this?');
    expect(res.body).toEqual({
      code: 403,
      msg: 'This issue is closed: no more messages can be sent',
    });
    expect(snapshot()).toBe(before);
  });
});

describe('product_issues_end', () => {
  it('closes an open issue once; a closed one takes no more messages', async () => {
    const added = await post('product_issues_add', 'demo', {
      product_id: demoProducts()[0].product_id,
    });
    const issue = added.body.product_issues_find;
    const res = await get('product_issues_end', 'demo', {
      product_issues_id: issue.product_issues_id,
    });
    expect(res.body).toEqual({
      code: 200,
      msg: 'Ended successfully',
      product_issues_find: { ...issue, product_issues_status_id: 2 },
    });
    const again = await get('product_issues_end', 'demo', {
      product_issues_id: issue.product_issues_id,
    });
    expect(again.body).toEqual({ code: 403, msg: 'This issue is already closed' });
    const send = await sendTo(issue, 'Hello?');
    expect(send.body.code).toBe(403);
    expect(messagesOf(issue.product_issues_id)).toEqual([]);
  });

  it('refuses a missing, malformed or unknown id', async () => {
    const before = snapshot();
    await api.expectIdChecked('product_issues_end', { product_issues_id: '1x' });
    expect(snapshot()).toBe(before);
  });
});

describe("another customer's issues", () => {
  it('cannot be read, written to or ended, and stay unchanged', async () => {
    const forbidden = { code: 403, msg: 'This product issue belongs to another customer' };
    for (const issue of demoIssues()) {
      const id = { product_issues_id: issue.product_issues_id };
      await expectForbidden(
        [
          () => get('product_troubleshootings_all', 'second', id),
          () => sendTo(issue, 'Not mine', 'second'),
          () => get('product_issues_end', 'second', id),
        ],
        forbidden,
        snapshot,
      );
    }
    // The second customer cannot open an issue on the demo's product either.
    const add = await post('product_issues_add', 'second', {
      product_id: demoProducts()[0].product_id,
    });
    expect(add.body).toEqual({ code: 403, msg: 'This product belongs to another customer' });
  });
});

describe('tokens', () => {
  it('answers 10001 without a token, on every endpoint', async () => {
    const issue = demoIssues()[0];
    const id = { product_issues_id: issue.product_issues_id };
    await expectAllRefused(
      [
        () => get('product_issues_all', null),
        () => post('product_issues_add', null, { product_id: issue.product_id }),
        () => sendTo(issue, 'x', null),
        () => get('product_issues_end', null, id),
        () => get('product_troubleshootings_all', null, id),
      ],
      snapshot,
    );
  });
});
