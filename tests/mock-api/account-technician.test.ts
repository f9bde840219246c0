/**
 * The simulated technician of the issue chats: a reply a moment after a customer's message,
 * with no user name and the support avatar; none once the issue is closed or the database
 * reset; timers cancelled when the server closes.
 */
import { Technician, technicianAnswer } from '../../mock-api/routes/account/technician';
import { SUPPORT_AVATAR } from '../../mock-api/schema/mock-seed';
import { DEMO_ACCOUNTS, makeEnv, signIn, type TestEnv } from './helpers';

// Resets regenerate the fixtures (password hashing) and the replies wait real time.
jest.setTimeout(20_000);

const envs: TestEnv[] = [];
afterAll(async () => {
  for (const env of envs) await env.cleanup();
});

function open(delayMs: number): TestEnv {
  const env = makeEnv({ technicianReplyDelayMs: delayMs });
  envs.push(env);
  return env;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds (or the time is up); answers the last value read. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5000) {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await sleep(20);
    value = await read();
  }
  return value;
}

interface Message {
  user_name: string;
  user_picture: string;
  product_troubleshootings_content?: string;
  car_suggestions_content?: string;
}

/** Reads a chat: `path` answers the messages in the field named as its last part. */
function chatReader(env: TestEnv, token: string, path: string, query: Record<string, number>) {
  const field = path.slice(path.lastIndexOf('/') + 1);
  return async () => {
    const res = await env.api.get(path).query(query).set('Authorization', token);
    expect(res.body.code).toBe(200);
    return res.body[field] as Message[];
  };
}

const productChat = (env: TestEnv, token: string, issueId: number) =>
  chatReader(env, token, '/api/ProductIssues/product_troubleshootings_all', {
    product_issues_id: issueId,
  });

const carChat = (env: TestEnv, token: string, issueId: number) =>
  chatReader(env, token, '/api/CarIssue/car_suggestions_all', { car_issue_id: issueId });

/** The demo customer's open product issue with a fault code, and a new message on it. */
async function sendProduct(env: TestEnv, token: string, text = 'Any news on this?') {
  const issue = env.mock.db.data.product_issues.find(
    (i) => i.uId === 1 && i.product_issues_status_id === 1 && i.product_issues_faultCode !== '',
  )!;
  const res = await env.api
    .post('/api/ProductIssues/product_troubleshootings_send')
    .set('Authorization', token)
    .send({
      product_id: issue.product_id,
      product_issues_id: issue.product_issues_id,
      product_troubleshootings_content: text,
    });
  expect(res.body.code).toBe(200);
  return issue;
}

/** Waits until no reply is pending (a reply is written in the turn its timer fires). */
async function settled(env: TestEnv) {
  const technician = env.mock.context.technician;
  await waitFor(
    async () => technician.pending,
    (pending) => pending === 0,
    5000,
  );
  expect(technician.pending).toBe(0);
  await sleep(50);
}

const lastIsTechnician = (messages: Message[]) => messages.at(-1)?.user_name === '';

describe('technician replies', () => {
  it('answer a product issue message with no name, the support avatar and the fault code', async () => {
    const env = open(0);
    const token = await signIn(env);
    const issue = await sendProduct(env, token);
    const read = productChat(env, token, issue.product_issues_id);
    const messages = await waitFor(read, lastIsTechnician);
    const reply = messages.at(-1)!;
    expect(reply).toMatchObject({ user_name: '', user_picture: SUPPORT_AVATAR });
    expect(reply.product_troubleshootings_content).toContain(issue.product_issues_faultCode);
    expect(messages.at(-2)).toMatchObject({
      user_name: env.mock.db.data.users[0].uName,
      product_troubleshootings_content: 'Any news on this?',
    });
    expect(env.mock.context.technician.pending).toBe(0);
  });

  it('answer a car issue message, naming its fault code', async () => {
    const env = open(0);
    const token = await signIn(env);
    const issue = env.mock.db.data.car_issues.find(
      (i) => i.uId === 1 && i.car_issue_status_id === 1,
    )!;
    const res = await env.api
      .post('/api/CarIssue/car_suggestions_send')
      .set('Authorization', token)
      .send({
        garage_id: issue.garage_id,
        car_issue_id: issue.car_issue_id,
        car_suggestions_content: 'Checked the wiring, it looks fine.',
      });
    expect(res.body.code).toBe(200);
    const messages = await waitFor(carChat(env, token, issue.car_issue_id), lastIsTechnician);
    expect(messages.at(-1)).toMatchObject({ user_name: '', user_picture: SUPPORT_AVATAR });
    expect(messages.at(-1)!.car_suggestions_content).toContain(issue.car_issue_faultCode);
  });

  it('come a moment later, once for messages sent while a reply is pending', async () => {
    const env = open(1000);
    const token = await signIn(env);
    const issue = await sendProduct(env, token, 'First');
    await sendProduct(env, token, 'Second');
    const read = productChat(env, token, issue.product_issues_id);
    expect(lastIsTechnician(await read())).toBe(false);
    expect(env.mock.context.technician.pending).toBe(1);
    const messages = await waitFor(read, lastIsTechnician);
    expect(messages.slice(-3).map((m) => m.user_name === '')).toEqual([false, false, true]);
    await settled(env);
    expect(await read()).toHaveLength(messages.length);
  });

  it('rotate through canned answers, the same every time', () => {
    const answers = Array.from({ length: 6 }, (_, i) => technicianAnswer('product', i, ''));
    expect(new Set(answers).size).toBe(6);
    expect(technicianAnswer('product', 6, '')).toBe(answers[0]);
    expect(technicianAnswer('car', 2, 'P0171')).toBe(technicianAnswer('car', 8, 'P0171'));
    for (let i = 0; i < 6; i++) {
      expect(technicianAnswer('car', i, 'P0171')).toContain('P0171');
      expect(technicianAnswer('product', i, 'E-1003')).toContain('E-1003');
      expect(technicianAnswer('product', i, '')).not.toContain('fault code');
    }
  });

  it('are not written when the issue is closed meanwhile', async () => {
    const env = open(1000);
    const token = await signIn(env);
    const issue = await sendProduct(env, token);
    const end = await env.api
      .get('/api/ProductIssues/product_issues_end')
      .query({ product_issues_id: issue.product_issues_id })
      .set('Authorization', token);
    expect(end.body.code).toBe(200);
    expect(env.mock.context.technician.pending).toBe(1);
    await settled(env);
    const messages = await productChat(env, token, issue.product_issues_id)();
    expect(lastIsTechnician(messages)).toBe(false);
    expect(messages.at(-1)!.product_troubleshootings_content).toBe('Any news on this?');
  });

  it('are cancelled by a reset of the database', async () => {
    const env = open(1000);
    const token = await signIn(env);
    const issue = await sendProduct(env, token);
    expect(env.mock.context.technician.pending).toBe(1);
    expect((await env.api.post('/mock/reset')).body.code).toBe(200);
    expect(env.mock.context.technician.pending).toBe(0);
    const fixtureMessages = env.mock.db.data.product_issue_messages.filter(
      (m) => m.product_issues_id === issue.product_issues_id,
    ).length;
    await sleep(1200);
    const again = await signIn(env);
    const messages = await productChat(env, again, issue.product_issues_id)();
    expect(messages).toHaveLength(fixtureMessages);

    // The same through db.reset() (as the tests' helpers do).
    await sendProduct(env, again);
    expect(env.mock.context.technician.pending).toBe(1);
    await env.mock.db.reset();
    expect(env.mock.context.technician.pending).toBe(0);
    await sleep(1200);
    expect(
      env.mock.db.data.product_issue_messages.filter(
        (m) => m.product_issues_id === issue.product_issues_id,
      ),
    ).toHaveLength(fixtureMessages);
  });

  it('are cancelled when the server closes, and never hold the process', async () => {
    const env = makeEnv({ technicianReplyDelayMs: 60_000 });
    const token = await signIn(env, DEMO_ACCOUNTS.demo);
    await sendProduct(env, token);
    const technician = env.mock.context.technician;
    expect(technician.pending).toBe(1);
    await env.cleanup();
    expect(technician.pending).toBe(0);
  });

  it('use timers that do not keep the process alive', () => {
    const env = open(1500);
    const spy = jest.spyOn(global, 'setTimeout');
    try {
      const technician = new Technician(env.mock.db, { delayMs: 1500 });
      technician.scheduleReply('product', 1);
      expect(spy).toHaveBeenCalledWith(expect.any(Function), 1500);
      const timer = spy.mock.results.at(-1)!.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
      technician.stop();
      expect(technician.pending).toBe(0);
      technician.scheduleReply('product', 1);
      expect(technician.pending).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('default to 1500 ms and refuse a negative delay', () => {
    const env = open(0);
    expect(new Technician(env.mock.db).delayMs).toBe(1500);
    expect(() => new Technician(env.mock.db, { delayMs: -1 })).toThrow(/0 or more/);
  });
});
