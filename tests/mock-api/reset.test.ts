/** check_resetting: the form rules, the code rules, no enumeration, 10008 for older tokens. */
import { readFileSync } from 'node:fs';
import { AUTH_ERRORS } from '../../mock-api/auth/session';
import { FORM_MSG } from '../../mock-api/forms/auth';
import { verifyPassword } from '../../mock-api/schema/password-hash';
import { ACCOUNT_MSG, BAD_CREDENTIALS_MSG } from '../../mock-api/routes/login';
import { CODE_MSG, CODE_TTL_MS } from '../../mock-api/auth/verification';
import { accountForm, DEMO_ACCOUNTS, freshEnv, requestCode, signIn, withClock } from './helpers';

const { clock, env } = withClock(freshEnv);

const NEW_PASSWORD = 'Changed#Pass42';
const { email: EMAIL, password: OLD_PASSWORD } = DEMO_ACCOUNTS.demo;

const form = (overrides: Record<string, unknown> = {}) =>
  accountForm(EMAIL, NEW_PASSWORD, overrides);

const reset = (body: unknown) => env.api.post('/api/login/check_resetting').send(body as object);
const login = (email: string, password: string) =>
  env.api.post('/api/login/check_login').send({ uEmail: email, uPassword: password });

describe('check_resetting', () => {
  it('sets the new password (hashed); older tokens answer 10008; the code is used up', async () => {
    const before = await signIn(env);
    clock.advance(1000);
    const code = await requestCode(env, EMAIL, 1);
    const res = await reset(form({ uCode: code }));
    expect(res.body).toEqual({ code: 200, msg: ACCOUNT_MSG.reset });

    const user = env.mock.db.data.users.find((u) => u.uEmail === EMAIL)!;
    await expect(verifyPassword(NEW_PASSWORD, user.uPasswordHash)).resolves.toBe(true);
    expect(user.uPasswordChangedAt).toBe(clock.now().toISOString());

    const old = await env.api.get('/api/user/user_find').set('Authorization', before);
    expect(old.body).toEqual(AUTH_ERRORS.passwordChanged);
    expect(old.body.code).toBe(10008);

    expect((await login(EMAIL, OLD_PASSWORD)).body).toEqual({
      code: 401,
      msg: BAD_CREDENTIALS_MSG,
    });
    clock.advance(1000);
    const fresh = await signIn(env, { email: EMAIL, password: NEW_PASSWORD });
    const me = await env.api.get('/api/user/user_find').set('Authorization', fresh);
    expect(me.body.code).toBe(200);

    const again = await reset(
      form({ uCode: code, uPassword: 'Other#Pass42', uRePassword: 'Other#Pass42' }),
    );
    expect(again.body).toEqual({ code: 400, msg: CODE_MSG.wrong });

    await env.mock.close();
    const raw = readFileSync(env.dbFile, 'utf8');
    expect(raw).not.toContain(NEW_PASSWORD);
    expect(raw).not.toContain(OLD_PASSWORD);
  });

  it.each([
    ['no e-mail', { uEmail: '' }, FORM_MSG.emailRequired],
    ['a malformed e-mail', { uEmail: 'demo@example' }, FORM_MSG.emailInvalid],
    ['no code', { uCode: undefined }, FORM_MSG.codeRequired],
    ['a code with spaces', { uCode: ' 12345' }, FORM_MSG.codeSpaces],
    ['no password', { uPassword: '' }, FORM_MSG.passwordRequired],
    [
      'a weak password',
      { uPassword: 'password1', uRePassword: 'password1' },
      FORM_MSG.passwordFormat,
    ],
    ['no repeat', { uRePassword: '' }, FORM_MSG.rePasswordRequired],
    ['a different repeat', { uRePassword: 'Changed#Pass43' }, FORM_MSG.rePasswordMismatch],
  ])('refuses %s', async (_label, overrides, msg) => {
    expect((await reset(form(overrides))).body).toEqual({ code: 400, msg });
  });

  it('needs no agreement nor user type', async () => {
    const code = await requestCode(env, EMAIL, 1);
    const res = await reset(form({ uCode: code }));
    expect(res.body.code).toBe(200);
  });

  it('refuses a sign-up code (the purpose must match)', async () => {
    const code = await requestCode(env, EMAIL, 2);
    expect((await reset(form({ uCode: code }))).body).toEqual({ code: 400, msg: CODE_MSG.wrong });
  });

  it('locks the code after 5 wrong tries and refuses it once expired', async () => {
    const code = await requestCode(env, EMAIL, 1);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) {
      expect((await reset(form({ uCode: wrong }))).body).toEqual({
        code: 400,
        msg: CODE_MSG.wrong,
      });
    }
    expect((await reset(form({ uCode: wrong }))).body).toEqual({ code: 429, msg: CODE_MSG.locked });
    expect((await reset(form({ uCode: code }))).body).toEqual({ code: 429, msg: CODE_MSG.locked });

    clock.advance(61_000);
    const second = await requestCode(env, EMAIL, 1);
    clock.advance(CODE_TTL_MS);
    expect((await reset(form({ uCode: second }))).body).toEqual({
      code: 400,
      msg: CODE_MSG.expired,
    });
    // The password did not change.
    await signIn(env, DEMO_ACCOUNTS.demo);
  });

  it('answers an unknown address exactly like a known one', async () => {
    const unknown = 'no.account@example.com';
    // No code asked for.
    const a = await reset(form({ uCode: '123456' }));
    const b = await reset(form({ uEmail: unknown, uCode: '123456' }));
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual({ code: 400, msg: CODE_MSG.wrong });

    // A code asked for both: the wrong-code answers and the lock match.
    const code = await requestCode(env, EMAIL, 1);
    const sent = await env.api
      .post('/api/login/send_mail')
      .send({ emailAddress: unknown, email_type: 1 });
    expect(sent.body).toEqual({ code: 200, msg: CODE_MSG.sent });
    const wrong = code === '333333' ? '444444' : '333333';
    for (let i = 0; i < 6; i++) {
      const known = await reset(form({ uCode: wrong }));
      const other = await reset(form({ uEmail: unknown, uCode: wrong }));
      expect(other.body).toEqual(known.body);
    }
    // And after expiry too.
    clock.advance(61_000);
    await requestCode(env, EMAIL, 1);
    await env.api.post('/api/login/send_mail').send({ emailAddress: unknown, email_type: 1 });
    clock.advance(CODE_TTL_MS);
    const knownExpired = await reset(form({ uCode: wrong }));
    const otherExpired = await reset(form({ uEmail: unknown, uCode: wrong }));
    expect(otherExpired.body).toEqual(knownExpired.body);
    expect(knownExpired.body).toEqual({ code: 400, msg: CODE_MSG.expired });
  });

  it('clears the sign-in lock of the address', async () => {
    for (let i = 0; i < 5; i++) await login(EMAIL, 'Wrong#Pass1');
    expect((await login(EMAIL, OLD_PASSWORD)).body.code).toBe(429);
    const code = await requestCode(env, EMAIL, 1);
    expect((await reset(form({ uCode: code }))).body.code).toBe(200);
    clock.advance(1000);
    expect((await login(EMAIL, NEW_PASSWORD)).body.code).toBe(200);
  });
});
