/** Car issues and their chat: lists, add, send, end, ownership, tokens. */
import { formatDayTime } from '../../mock-api/schema/day-time';
import { vehicleLabel } from '../../src/contract/vehicle-label';
import { SUPPORT_AVATAR } from '../../mock-api/schema/mock-seed';
import { ACCOUNT_MESSAGES } from '../../src/contract/account-messages';
import { accountApi, expectAllRefused, expectAnswers, expectForbidden } from './account-helpers';
import { expectFields } from './helpers';

const api = accountApi('/api/CarIssue', {
  // A long delay: no technician reply interferes here (account-technician.test.ts covers them).
  technicianReplyDelayMs: 600_000,
});
const { get, post } = api;

const ISSUE_KEYS = [
  'car_issue_addTime',
  'car_issue_content',
  'car_issue_faultCode',
  'car_issue_faultLight',
  'car_issue_garage',
  'car_issue_id',
  'car_issue_status_id',
  'car_issue_symptoms',
  'garage_id',
];
const MESSAGE_KEYS = [
  'car_suggestions_addTime',
  'car_suggestions_content',
  'car_suggestions_id',
  'user_name',
  'user_picture',
];

const data = () => api.env.mock.db.data;
const demoIssues = () => data().car_issues.filter((i) => i.uId === 1);
const demoGarage = () => data().garages.filter((g) => g.uId === 1);
const secondGarage = () => data().garages.filter((g) => g.uId === 2);
const openIssue = () => data().car_issues.find((i) => i.uId === 1 && i.car_issue_status_id === 1)!;
const closedIssue = () =>
  data().car_issues.find((i) => i.uId === 1 && i.car_issue_status_id === 2)!;
const messagesOf = (id: number) => data().car_suggestions.filter((m) => m.car_issue_id === id);
const snapshot = () => JSON.stringify([data().car_issues, data().car_suggestions, data().garages]);
/** A chat message on `issue` (its vehicle and id), from `who`. */
const sendTo = (
  issue: { garage_id: number; car_issue_id: number },
  content: string,
  who: Parameters<typeof post>[1] = 'demo',
) =>
  post('car_suggestions_send', who, {
    garage_id: issue.garage_id,
    car_issue_id: issue.car_issue_id,
    car_suggestions_content: content,
  });

const VALID_ADD = () => ({
  garage_id: demoGarage()[0].garage_id,
  car_issue_content: 'Engine stalls when coming to a stop',
  car_issue_faultCode: 'P0507',
  car_issue_symptoms: 'Idle hunts between 600 and 1,100 rpm',
  car_issue_faultLight: 'Check engine light',
});

describe('fixtures', () => {
  it('give the demo customer 6 car issues on their own vehicles, with chats', () => {
    const issues = demoIssues();
    expect(issues).toHaveLength(6);
    expect(new Set(issues.map((i) => i.car_issue_status_id))).toEqual(new Set([1, 2]));
    const garage = new Map(demoGarage().map((g) => [g.garage_id, g]));
    for (const issue of issues) {
      expect(issue.car_issue_garage).toBe(vehicleLabel(garage.get(issue.garage_id)!));
      expect(issue.car_issue_faultCode).not.toBe('');
      const messages = messagesOf(issue.car_issue_id).sort(
        (a, b) => a.car_suggestions_id - b.car_suggestions_id,
      );
      expect(messages.length).toBeGreaterThanOrEqual(2);
      messages.forEach((m, i) => {
        expect(m.user_name === '').toBe(i % 2 === 1);
        if (m.user_name === '') expect(m.user_picture).toBe(SUPPORT_AVATAR);
      });
    }
    expect(data().car_issues.filter((i) => i.uId === 2)).toHaveLength(2);
  });
});

describe('car_issue_all', () => {
  it("lists the customer's vehicles (without owner) and issues, newest first, 5 a page", async () => {
    const res = await get('car_issue_all', 'demo');
    expect(res.body).toMatchObject({ code: 200, page: { currentPage: 1, total: 6, listRows: 5 } });
    expect(res.body.car_issue_all).toHaveLength(5);
    expectFields(res.body.car_issue_all, ISSUE_KEYS);
    const ids = res.body.car_issue_all.map((i: { car_issue_id: number }) => i.car_issue_id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const garage = res.body.garage_all as Record<string, unknown>[];
    expect(garage.map((g) => g.garage_id).sort()).toEqual(
      demoGarage()
        .map((g) => g.garage_id)
        .sort(),
    );
    for (const vehicle of garage) {
      expect(vehicle).not.toHaveProperty('uId');
      expect(vehicle).toHaveProperty('garage_vin');
    }
    const page2 = await get('car_issue_all', 'demo', { page: '2' });
    expect(page2.body.page).toEqual({ currentPage: 2, total: 6, listRows: 5 });
    expect(page2.body.car_issue_all).toHaveLength(1);
    expect((await get('car_issue_all', 'demo', { page: 'two' })).body).toEqual({
      code: 400,
      msg: 'page must be a number',
    });
  });
});

describe('car_suggestions_all', () => {
  it('answers the messages oldest first', async () => {
    const issue = demoIssues()[0];
    const res = await get('car_suggestions_all', 'demo', { car_issue_id: issue.car_issue_id });
    expect(res.body.code).toBe(200);
    const messages = res.body.car_suggestions_all as Record<string, unknown>[];
    expect(messages).toHaveLength(messagesOf(issue.car_issue_id).length);
    expectFields(messages, MESSAGE_KEYS);
    const ids = messages.map((m) => m.car_suggestions_id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await api.expectIdChecked('car_suggestions_all', { car_issue_id: 'x' }, 'No such car issue');
  });
});

describe('car_issue_add', () => {
  it("answers each missing field with the page's message, in the form's order", async () => {
    const before = snapshot();
    const valid = VALID_ADD();
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, ACCOUNT_MESSAGES.vehicleRequired],
      [{ ...valid, garage_id: '' }, 400, ACCOUNT_MESSAGES.vehicleRequired],
      [{ ...valid, garage_id: 'car' }, 400, 'garage_id must be a number'],
      [{ garage_id: valid.garage_id }, 400, ACCOUNT_MESSAGES.vehicleIssueRequired],
      [{ ...valid, car_issue_content: '  ' }, 400, ACCOUNT_MESSAGES.vehicleIssueRequired],
      [{ ...valid, car_issue_faultCode: undefined }, 400, ACCOUNT_MESSAGES.faultCodeRequired],
      [{ ...valid, car_issue_faultCode: ' ' }, 400, ACCOUNT_MESSAGES.faultCodeRequired],
      [
        { ...valid, car_issue_faultCode: 'P'.repeat(201) },
        400,
        'car_issue_faultCode must be at most 200 characters',
      ],
      [{ ...valid, car_issue_symptoms: 3 }, 400, 'car_issue_symptoms must be text'],
      [
        { ...valid, car_issue_content: 'c'.repeat(2001) },
        400,
        'car_issue_content must be at most 2000 characters',
      ],
      [{ ...valid, garage_id: 99999 }, 404, 'No such vehicle'],
      [
        { ...valid, garage_id: secondGarage()[0].garage_id },
        403,
        'This vehicle belongs to another customer',
      ],
    ];
    await expectAnswers((body) => post('car_issue_add', 'demo', body), cases);
    expect(snapshot()).toBe(before);
  });

  it('opens an issue with the vehicle label built by the server', async () => {
    const vehicle = demoGarage()[1];
    const res = await post('car_issue_add', 'demo', {
      ...VALID_ADD(),
      garage_id: vehicle.garage_id,
      car_issue_garage: 'whatever the client says',
      car_issue_faultLight: undefined,
    });
    expect(res.body).toEqual({
      code: 200,
      msg: 'Added successfully',
      car_issue_find: {
        car_issue_id: expect.any(Number),
        garage_id: vehicle.garage_id,
        car_issue_garage: vehicleLabel(vehicle),
        car_issue_content: 'Engine stalls when coming to a stop',
        car_issue_symptoms: 'Idle hunts between 600 and 1,100 rpm',
        car_issue_faultLight: '',
        car_issue_faultCode: 'P0507',
        car_issue_addTime: formatDayTime(api.clock.now()),
        car_issue_status_id: 1,
      },
    });
    expect(res.body.car_issue_find.car_issue_garage).toContain(vehicle.garage_car_year);
    expect(res.body.car_issue_find.car_issue_garage).toContain(vehicle.garage_car_make);
    expect(res.body.car_issue_find.car_issue_garage).toContain(`VIN ${vehicle.garage_vin}`);
    const list = await get('car_issue_all', 'demo');
    expect(list.body.page.total).toBe(7);
    expect(list.body.car_issue_all[0]).toEqual(res.body.car_issue_find);
  });
});

describe('car_suggestions_send', () => {
  it('stores the message with the customer name and picture', async () => {
    const issue = openIssue();
    const user = data().users.find((u) => u.uId === 1)!;
    const res = await sendTo(issue, ' The code came back this morning. ');
    expect(res.body).toEqual({
      code: 200,
      msg: 'Sent successfully',
      car_suggestions_find: {
        car_suggestions_id: expect.any(Number),
        car_suggestions_content: 'The code came back this morning.',
        car_suggestions_addTime: formatDayTime(api.clock.now()),
        user_name: user.uName,
        user_picture: user.uPicture,
      },
    });
    const list = await get('car_suggestions_all', 'demo', { car_issue_id: issue.car_issue_id });
    expect(list.body.car_suggestions_all.at(-1)).toEqual(res.body.car_suggestions_find);
  });

  it('checks the message, the ids and the vehicle; refuses a closed issue', async () => {
    const issue = openIssue();
    const valid = {
      garage_id: issue.garage_id,
      car_issue_id: issue.car_issue_id,
      car_suggestions_content: 'Hello',
    };
    const other = demoGarage().find((g) => g.garage_id !== issue.garage_id)!;
    const closed = closedIssue();
    const before = snapshot();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...valid, car_suggestions_content: ' ' }, 400, ACCOUNT_MESSAGES.messageRequired],
      [{ ...valid, car_suggestions_content: null }, 400, ACCOUNT_MESSAGES.messageRequired],
      [
        { ...valid, car_suggestions_content: 'z'.repeat(2001) },
        400,
        'car_suggestions_content must be at most 2000 characters',
      ],
      [{ ...valid, car_issue_id: undefined }, 400, 'car_issue_id is required'],
      [{ ...valid, garage_id: undefined }, 400, 'garage_id is required'],
      [
        { ...valid, garage_id: other.garage_id },
        400,
        `garage_id ${other.garage_id} is not the vehicle of this issue`,
      ],
      [{ ...valid, car_issue_id: 99999 }, 404, 'No such car issue'],
      [
        {
          garage_id: closed.garage_id,
          car_issue_id: closed.car_issue_id,
          car_suggestions_content: 'Hi',
        },
        403,
        'This issue is closed: no more messages can be sent',
      ],
    ];
    await expectAnswers((body) => post('car_suggestions_send', 'demo', body), cases);
    expect(snapshot()).toBe(before);
  });
});

describe('car_issue_end', () => {
  it('closes an open issue once', async () => {
    const added = await post('car_issue_add', 'demo', VALID_ADD());
    const id = added.body.car_issue_find.car_issue_id;
    const res = await get('car_issue_end', 'demo', { car_issue_id: id });
    expect(res.body).toEqual({
      code: 200,
      msg: 'Ended successfully',
      car_issue_find: { ...added.body.car_issue_find, car_issue_status_id: 2 },
    });
    expect((await get('car_issue_end', 'demo', { car_issue_id: id })).body).toEqual({
      code: 403,
      msg: 'This issue is already closed',
    });
    const send = await sendTo(added.body.car_issue_find, 'Hello?');
    expect(send.body.code).toBe(403);
    expect((await get('car_issue_end', 'demo')).body).toEqual({
      code: 400,
      msg: 'car_issue_id is required',
    });
    expect((await get('car_issue_end', 'demo', { car_issue_id: 99999 })).body.code).toBe(404);
  });
});

describe("another customer's car issues", () => {
  it('cannot be read, written to or ended, and stay unchanged', async () => {
    const forbidden = { code: 403, msg: 'This car issue belongs to another customer' };
    for (const issue of demoIssues()) {
      const id = { car_issue_id: issue.car_issue_id };
      await expectForbidden(
        [
          () => get('car_suggestions_all', 'second', id),
          () => sendTo(issue, 'Not mine', 'second'),
          () => get('car_issue_end', 'second', id),
        ],
        forbidden,
        snapshot,
      );
    }
    const add = await post('car_issue_add', 'second', VALID_ADD());
    expect(add.body).toEqual({ code: 403, msg: 'This vehicle belongs to another customer' });
  });
});

describe('tokens', () => {
  it('answers 10001 without a token, on every endpoint', async () => {
    const issue = openIssue();
    const id = { car_issue_id: issue.car_issue_id };
    await expectAllRefused(
      [
        () => get('car_issue_all', null),
        () => post('car_issue_add', null, VALID_ADD()),
        () => sendTo(issue, 'x', null),
        () => get('car_issue_end', null, id),
        () => get('car_suggestions_all', null, id),
      ],
      snapshot,
    );
  });
});
