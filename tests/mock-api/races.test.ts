/**
 * The sign-in lock, the verification codes and the send_mail limit hold
 * under parallel requests: the attempt is reserved in the same tick as the check.
 */
import { MAX_LOGIN_FAILURES } from '../../mock-api/auth/login-throttle';
import { verifyPassword } from '../../mock-api/schema/password-hash';
import { MAX_CODE_ATTEMPTS } from '../../mock-api/auth/verification';
import { DEMO_ACCOUNTS, makeEnv, type TestEnv } from './helpers';

// Counts the passwords actually checked.
jest.mock('../../mock-api/schema/password-hash', () => {
  const actual = jest.requireActual<typeof import('../../mock-api/schema/password-hash')>(
    '../../mock-api/schema/password-hash',
  );
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const verify = verifyPassword as jest.MockedFunction<typeof verifyPassword>;

let env: TestEnv;
beforeEach(() => {
  env = makeEnv();
  verify.mockClear();
});
afterEach(() => env.cleanup());

const { email: EMAIL, password: PASSWORD } = DEMO_ACCOUNTS.demo;
const login = (password: string) =>
  env.api.post('/api/login/check_login').send({ uEmail: EMAIL, uPassword: password });

describe('check_login under a burst', () => {
  it(`40 parallel wrong passwords check at most ${MAX_LOGIN_FAILURES}`, async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => login('Wrong#Pass1')));
    expect(verify.mock.calls.length).toBeLessThanOrEqual(MAX_LOGIN_FAILURES);
    expect(answers.every((a) => a.body.code === 401 || a.body.code === 429)).toBe(true);
    expect(answers.filter((a) => a.body.code === 429).length).toBeGreaterThanOrEqual(35);
    // Locked afterwards, even with the right password.
    expect((await login(PASSWORD)).body.code).toBe(429);
  });

  it('39 wrong then 1 right in one burst: no token once the limit is reached', async () => {
    const requests = Array.from({ length: 39 }, () => login('Wrong#Pass1').then((r) => r));
    requests.push(login(PASSWORD).then((r) => r));
    const answers = await Promise.all(requests);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(MAX_LOGIN_FAILURES);
    expect(answers.some((a) => typeof a.body.data === 'string')).toBe(false);
    expect(answers[39].body.code).toBe(429);
    expect(env.mock.db.data.tokens.filter((t) => t.created_at > '2026-06-02').length).toBe(0);
  });
});

describe('verification codes under a burst', () => {
  async function askCode(email: string) {
    const res = await env.api
      .post('/api/login/send_mail')
      .send({ emailAddress: email, email_type: 2 });
    expect(res.body.code).toBe(200);
  }

  it(`40 parallel wrong codes count at most ${MAX_CODE_ATTEMPTS} tries, then the code is locked`, async () => {
    const email = 'burst@example.com';
    await askCode(email);
    const form = (code: string) => ({
      uEmail: email,
      uCode: code,
      uPassword: 'Burst#Pass1',
      uRePassword: 'Burst#Pass1',
      uTypeId: 1,
      checkedAgreement: true,
    });
    const right = (env.mock.db.data.outbox.find((m) => m.emailAddress === email) ?? { code: '' })
      .code;
    const wrong = right === '000000' ? '111111' : '000000';
    const requests = Array.from({ length: 39 }, () =>
      env.api.post('/api/login/check_register').send(form(wrong)),
    );
    requests.push(env.api.post('/api/login/check_register').send(form(right)));
    const answers = await Promise.all(requests);
    const record = env.mock.db.data.verification_codes.find((c) => c.email === email);
    expect(record?.attempts ?? MAX_CODE_ATTEMPTS).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS);
    expect(answers.filter((a) => a.body.code === 400).length).toBeLessThanOrEqual(
      MAX_CODE_ATTEMPTS - 1,
    );
    expect(answers[39].body.code).toBe(429);
    expect(env.mock.db.data.users.some((u) => u.uEmail === email)).toBe(false);
  });
});

describe('send_mail under a burst', () => {
  it('40 parallel requests for one address mail one code', async () => {
    const email = 'flood@example.com';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        env.api.post('/api/login/send_mail').send({ emailAddress: email, email_type: 2 }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 429)).toHaveLength(39);
    expect(env.mock.db.data.outbox.filter((m) => m.emailAddress === email)).toHaveLength(1);
  });
});
