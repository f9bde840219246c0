/**
 * With the DEFAULT write limits: an ordinary test suite (300 calls a
 * minute from one machine) never sees a 429, while a flood from one client or one customer
 * grows the database (db.json and its journal) by at most 2 MB in 15 s, through any write
 * route: the CMS stand-in's content routes too.
 */
import { statSync } from 'node:fs';
import { changeBytes, journalFile } from '../../mock-api/store/journal';
import {
  DEFAULT_WRITE_BYTES,
  DEFAULT_WRITE_LIMIT,
  DEFAULT_WRITE_WINDOW_MS,
  WriteLimiter,
  accountFloodMessage,
  floodMessage,
} from '../../mock-api/http/write-limit';
import { ApiError } from '../../mock-api/http/envelope';
import { DEMO_ACCOUNTS, makeClock, makeEnv, signIn, type TestEnv } from './helpers';

const MB = 1_000_000;
const FLOOD_MS = 15_000;

interface Answer {
  code: number;
  msg: string;
}

let clock: ReturnType<typeof makeClock>;
let env: TestEnv;
const saved: Record<string, string | undefined> = {};
beforeAll(() => {
  // The defaults, whatever the shell running the tests says.
  for (const name of ['MOCK_WRITE_LIMIT', 'MOCK_WRITE_BYTES', 'MOCK_WRITE_WINDOW_MS']) {
    saved[name] = process.env[name];
    delete process.env[name];
  }
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value !== undefined) process.env[name] = value;
  }
});
beforeEach(() => {
  clock = makeClock();
  env = makeEnv({
    now: clock.now,
    // helpers.ts turns the limit off unless told: undefined is "the default settings".
    writeLimit: undefined,
    technicianReplyDelayMs: 0,
  });
});
afterEach(() => env.cleanup());

/** db.json and its journal: what the database takes on disk. */
function diskBytes(): number {
  const journal = journalFile(env.dbFile);
  let bytes = statSync(env.dbFile).size;
  try {
    bytes += statSync(journal).size;
  } catch {
    // No journal yet.
  }
  return bytes;
}

const post = (path: string, body: object, token?: string) => {
  const req = env.api.post(path);
  if (token) req.set('Authorization', token);
  return req.send(body).then((res) => res.body as Answer);
};

const PASSWORD = 'Suite#Pass42';

it('the defaults are 600 writes and 1 MiB a minute per client and per customer', () => {
  expect([DEFAULT_WRITE_LIMIT, DEFAULT_WRITE_BYTES, DEFAULT_WRITE_WINDOW_MS]).toEqual([
    600,
    1024 * 1024,
    60_000,
  ]);
});

it('a suite of 300 calls in a minute from one machine never sees a 429', async () => {
  const token = await signIn(env);
  const answers: Answer[] = [];
  const issue = env.mock.db.data.product_issues.find(
    (i) => i.uId === 1 && i.product_issues_status_id === 1,
  )!;
  const accounts = Object.values(DEMO_ACCOUNTS);
  // 100 rounds of a sign-in, a code mail to a fresh address and another write, 200 ms apart
  // (all inside one minute): 300 calls, and every one of them writes.
  for (let i = 0; i < 100; i++) {
    const account = accounts[i % accounts.length];
    const round = [
      post('/api/login/check_login', { uEmail: account.email, uPassword: account.password }),
      post('/api/login/send_mail', { emailAddress: `suite.${i}@example.com`, email_type: 2 }),
    ];
    const other = [
      () => post('/api/home/email_add', { eAccount: `reader.${i}@example.com` }),
      () =>
        post(
          '/api/user/user_edit',
          { uName: `Demo ${i}`, uFamilyName: 'Demo', uGivenName: 'User' },
          token,
        ),
      () =>
        post(
          '/api/ProductIssues/product_troubleshootings_send',
          {
            product_id: issue.product_id,
            product_issues_id: issue.product_issues_id,
            product_troubleshootings_content: `Suite message ${i}: still happening.`,
          },
          token,
        ),
      () =>
        post('/api/TechSupports/techsupport_form', {
          region_name: 'Europe',
          country_name: 'Germany',
          message_firstname: 'Anna',
          message_lastname: 'Weber',
          message_emil: `anna.${i}@example.com`,
          message_phone: '+49 30 1234567',
          message_serial: 'AD9P2405118832',
          message_subject: 'Update stops at 99%',
          message_body: 'The vehicle software update stops at 99% every time.',
        }),
    ][i % 4];
    round.push(other());
    answers.push(...(await Promise.all(round)));
    clock.advance(200);
  }
  expect(answers).toHaveLength(300);
  expect(answers.filter((a) => a.code === 429)).toEqual([]);
  expect(answers.every((a) => a.code === 200)).toBe(true);
  // Sign-ups too: a fresh address, its code, the account (another 200 calls at once).
  const signUps: Answer[] = [];
  for (let i = 0; i < 20; i++) {
    const email = `suite.${i}@example.com`;
    const mail = env.mock.db.data.outbox.findLast((m) => m.emailAddress === email);
    signUps.push(
      await post('/api/login/check_register', {
        uEmail: email,
        uCode: mail?.code ?? '',
        uPassword: PASSWORD,
        uRePassword: PASSWORD,
        uTypeId: 1,
        checkedAgreement: true,
      }),
    );
  }
  expect(signUps.every((a) => a.code === 200)).toBe(true);
}, 120_000);

/**
 * Sends `total` requests spread over 15 s of the mock's clock, `parallel` at a time, and
 * answers what came back and how much the database grew on disk.
 */
async function flood(
  total: number,
  parallel: number,
  send: (i: number) => Promise<Answer>,
): Promise<{ answers: Answer[]; grown: number }> {
  const before = diskBytes();
  const answers: Answer[] = [];
  for (let i = 0; i < total; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, total - i) }, (_, j) => send(i + j));
    answers.push(...(await Promise.all(batch)));
    clock.advance((FLOOD_MS * parallel) / total);
  }
  // Every acknowledged write is on disk already; a moment for the technician's last replies.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { answers, grown: diskBytes() - before };
}

it('a signed-in flood (chat messages and car notes, one token) grows the database by at most 2 MB in 15 s', async () => {
  const token = await signIn(env);
  const data = env.mock.db.data;
  const issue = data.product_issues.find((i) => i.uId === 1 && i.product_issues_status_id === 1)!;
  const car = data.car_issues.find((i) => i.uId === 1 && i.car_issue_status_id === 1)!;
  const { answers, grown } = await flood(2_400, 48, (i) =>
    i % 2 === 0
      ? post(
          '/api/ProductIssues/product_troubleshootings_send',
          {
            product_id: issue.product_id,
            product_issues_id: issue.product_issues_id,
            product_troubleshootings_content: `${i} ${'y'.repeat(1990)}`,
          },
          token,
        )
      : post(
          '/api/CarIssue/car_suggestions_send',
          {
            garage_id: car.garage_id,
            car_issue_id: car.car_issue_id,
            car_suggestions_content: `${i} ${'z'.repeat(1990)}`,
          },
          token,
        ),
  );
  expect(grown).toBeLessThanOrEqual(2 * MB);
  const stored = answers.filter((a) => a.code === 200).length;
  // A flood, not a trickle, got through before the limit, and then was refused.
  expect(stored).toBeGreaterThan(200);
  expect(answers.filter((a) => a.code === 429).length).toBeGreaterThan(1_000);
  expect(answers.every((a) => a.code === 200 || a.code === 429)).toBe(true);
}, 120_000);

it('an anonymous flood (support forms and subscriptions, one client) grows the database by at most 2 MB in 15 s', async () => {
  const { answers, grown } = await flood(1_600, 16, (i) =>
    i % 2 === 0
      ? post('/api/TechSupports/techsupport_form', {
          region_name: 'Europe',
          country_name: 'Germany',
          message_firstname: 'Anna',
          message_lastname: 'Weber',
          message_emil: `flood.${i}@example.com`,
          message_phone: '+49 30 1234567',
          message_serial: 'AD9P2405118832',
          message_subject: 'Update stops at 99%',
          message_body: `${i} ${'x'.repeat(4990)}`,
        })
      : post('/api/home/email_add', { eAccount: `flood.${i}@example.com` }),
  );
  expect(answers.filter((a) => a.code === 200).length).toBeGreaterThan(100);
  expect(answers.filter((a) => a.code === 429).length).toBeGreaterThan(0);
  expect(grown).toBeLessThanOrEqual(2 * MB);
}, 120_000);

const put = (path: string, body: object) =>
  env.api
    .put(path)
    .send(body)
    .then((res) => res.body as Answer);

it('a flood of CMS edits and publishes (the content routes, one loopback client) grows the database by at most 2 MB in 15 s', async () => {
  const articles = env.mock.db.data.articles.map((a) => a.articles_id);
  // Each round saves a 40 kB draft of another article, then publishes it (which keeps the
  // version it replaces and logs the publish): 80 kB and more a round without a budget.
  const { answers, grown } = await flood(600, 12, (i) => {
    const id = articles[Math.floor(i / 2) % articles.length];
    return i % 2 === 0
      ? put(`/mock/content/articles/${id}`, {
          articles_details: `<p>${i} ${'c'.repeat(40_000)}</p>`,
        })
      : post(`/mock/content/articles/${id}/publish?revalidate=false`, {});
  });
  expect(answers.filter((a) => a.code === 200).length).toBeGreaterThan(10);
  expect(answers.filter((a) => a.code === 429).length).toBeGreaterThan(100);
  expect(grown).toBeLessThanOrEqual(2 * MB);
}, 120_000);

it('one client with several customers is bounded by its client budget', async () => {
  const tokens = [await signIn(env), await signIn(env, DEMO_ACCOUNTS.second)];
  const data = env.mock.db.data;
  const issues = [1, 2].map((uId) =>
    data.product_issues.find((i) => i.uId === uId && i.product_issues_status_id === 1)!,
  );
  const { answers, grown } = await flood(2_000, 20, (i) =>
    post(
      '/api/ProductIssues/product_troubleshootings_send',
      {
        product_id: issues[i % 2].product_id,
        product_issues_id: issues[i % 2].product_issues_id,
        product_troubleshootings_content: `${i} ${'w'.repeat(1990)}`,
      },
      tokens[i % 2],
    ),
  );
  expect(answers.some((a) => a.code === 429)).toBe(true);
  expect(grown).toBeLessThanOrEqual(2 * MB);
}, 120_000);

describe('WriteLimiter', () => {
  const limiter = (now: () => Date) =>
    new WriteLimiter({ limit: 600, bytes: 10_000, windowMs: 60_000, now });
  /** A change of exactly `bytes` as the limiter counts them. */
  const row = (bytes: number) => {
    const overhead = changeBytes({ rows: [] }, { rows: [{ text: '' }] });
    return { rows: [{ text: 'x'.repeat(bytes - overhead) }] };
  };

  /** One write of `bytes` for `keys`: the 429's msg, or null when it went through. */
  function write(
    subject: WriteLimiter,
    keys: { client: string; account?: number },
    bytes: number,
  ): string | null {
    try {
      subject.run(keys, () => {
        subject.gate();
        subject.meter(() => changeBytes({ rows: [] }, row(bytes)));
      });
      return null;
    } catch (error) {
      if (error instanceof ApiError) return error.message;
      throw error;
    }
  }

  it("bounds a customer's bytes whatever client each request comes from", () => {
    const time = makeClock();
    const subject = limiter(time.now);
    const answers = Array.from({ length: 20 }, (_, i) =>
      write(subject, { client: `10.0.0.${i}`, account: 7 }, 1_000),
    );
    // 10 kB a minute: the 11th kB-sized write is refused, for 1 s of refill.
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(answers[10]).toBe(accountFloodMessage(1));
    expect(answers.slice(10).every((a) => a === accountFloodMessage(1))).toBe(true);
    // Another customer, and the same clients without a token, are not affected.
    expect(write(subject, { client: '10.0.0.1', account: 8 }, 1_000)).toBeNull();
    expect(write(subject, { client: '10.0.0.1' }, 1_000)).toBeNull();
    time.advance(6_000);
    expect(write(subject, { client: '10.0.0.99', account: 7 }, 1_000)).toBeNull();
  });

  it('refuses by count too, and says which budget ran out', () => {
    const time = makeClock();
    const subject = new WriteLimiter({ limit: 3, bytes: 0, windowMs: 60_000, now: time.now });
    for (let i = 0; i < 3; i++) expect(write(subject, { client: 'a' }, 10_000)).toBeNull();
    expect(write(subject, { client: 'a' }, 100)).toBe(floodMessage(20));
    expect(write(subject, { client: 'b', account: 1 }, 100)).toBeNull();
  });
});
