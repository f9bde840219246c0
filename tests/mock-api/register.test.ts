/** check_register: the form rules, the code rules, the taken address, the stored account. */
import { readFileSync } from 'node:fs';
import { AUTH_MESSAGES } from '../../src/contract/auth-messages';
import { FORM_MSG } from '../../mock-api/forms/auth';
import { isPasswordHash, verifyPassword } from '../../mock-api/schema/password-hash';
import { ACCOUNT_MSG } from '../../mock-api/routes/login';
import { CODE_MSG, CODE_TTL_MS } from '../../mock-api/auth/verification';
import { accountForm, DEMO_ACCOUNTS, requestCode, sharedEnv, signIn, withClock } from './helpers';

const { clock, env } = withClock(sharedEnv);

const PASSWORD = 'New@User123';

const form = (overrides: Record<string, unknown> = {}) =>
  accountForm('new.customer@example.com', PASSWORD, {
    uTypeId: 3,
    checkedAgreement: true,
    ...overrides,
  });

const register = (body: unknown) => env.api.post('/api/login/check_register').send(body as object);

/** A fresh address each time, so the once-a-minute limit never gets in the way. */
let counter = 0;
const freshEmail = () => `customer.${++counter}@example.com`;

describe('check_register: form rules, first failing field first', () => {
  it.each([
    ['no e-mail', { uEmail: undefined }, FORM_MSG.emailRequired],
    ['a blank e-mail', { uEmail: '  ' }, FORM_MSG.emailRequired],
    ['a malformed e-mail', { uEmail: 'new.customer' }, FORM_MSG.emailInvalid],
    ['an e-mail of the wrong type', { uEmail: 7 }, 'uEmail must be text'],
    ['no code', { uCode: '' }, FORM_MSG.codeRequired],
    ['a code with spaces', { uCode: '123 456' }, FORM_MSG.codeSpaces],
    ['no password', { uPassword: undefined }, FORM_MSG.passwordRequired],
    ['a short password', { uPassword: 'Ab@1234', uRePassword: 'Ab@1234' }, FORM_MSG.passwordFormat],
    [
      'a long password',
      { uPassword: 'Abcdefgh@123456X', uRePassword: 'Abcdefgh@123456X' },
      FORM_MSG.passwordFormat,
    ],
    ['no upper case', { uPassword: 'new@user123' }, FORM_MSG.passwordFormat],
    ['no lower case', { uPassword: 'NEW@USER123' }, FORM_MSG.passwordFormat],
    ['no digit', { uPassword: 'New@Userabc' }, FORM_MSG.passwordFormat],
    ['no symbol', { uPassword: 'NewUser1234' }, FORM_MSG.passwordFormat],
    ['a space in the password', { uPassword: 'New@ User12' }, FORM_MSG.passwordFormat],
    ['a tab in the password', { uPassword: 'New@\tUser12' }, FORM_MSG.passwordFormat],
    ['no repeat', { uRePassword: undefined }, FORM_MSG.rePasswordRequired],
    ['no repeat', { uRePassword: '' }, FORM_MSG.rePasswordRequired],
    ['a blank repeat', { uRePassword: '   ' }, FORM_MSG.rePasswordBlank],
    ['a different repeat', { uRePassword: 'New@User124' }, FORM_MSG.rePasswordMismatch],
    ['an unknown user type', { uTypeId: 99 }, FORM_MSG.userTypeInvalid],
    ['a user type that is not an id', { uTypeId: 'dealer' }, FORM_MSG.userTypeInvalid],
    ['no agreement', { checkedAgreement: undefined }, FORM_MSG.agreement],
    ['an unticked agreement', { checkedAgreement: false }, FORM_MSG.agreement],
    ['an empty agreement', { checkedAgreement: '' }, FORM_MSG.agreement],
  ])('%s', async (_label, overrides, msg) => {
    const res = await register(form(overrides));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 400, msg });
  });

  it('reports the first failing field in form order', async () => {
    expect((await register({})).body).toEqual({ code: 400, msg: FORM_MSG.emailRequired });
    expect((await register({ uEmail: 'a@example.com' })).body.msg).toBe(FORM_MSG.codeRequired);
    expect((await register({ uEmail: 'a@example.com', uCode: '1' })).body.msg).toBe(
      FORM_MSG.passwordRequired,
    );
    expect((await register(form({ uTypeId: 99, checkedAgreement: false }))).body.msg).toBe(
      FORM_MSG.userTypeInvalid,
    );
  });

  it("answers with the site's own messages (their words: tests/unit/features/auth/schema.test.ts)", () => {
    expect(FORM_MSG).toMatchObject(AUTH_MESSAGES);
  });
});

describe('check_register: codes and accounts', () => {
  it.each([
    ['without', undefined],
    ['with an empty', ''],
    ['with a null', null],
  ])('signs up %s user type, with the default type', async (_label, uTypeId) => {
    const email = freshEmail();
    const code = await requestCode(env, email, 2);
    const res = await register(form({ uEmail: email, uCode: code, uTypeId }));
    expect(res.body).toEqual({ code: 200, msg: ACCOUNT_MSG.registered });
    const user = env.mock.db.data.users.find((u) => u.uEmail === email)!;
    expect(user).toMatchObject({ uTypeId: 1, uTypeName: 'DIY Car Owner' });
  });

  it('creates the account with a scrypt hash, no sign-in, and the code is used up', async () => {
    const email = freshEmail();
    const code = await requestCode(env, email, 2);
    const res = await register(form({ uEmail: email.toUpperCase(), uCode: code, uTypeId: '4' }));
    expect(res.body).toEqual({ code: 200, msg: ACCOUNT_MSG.registered });

    const user = env.mock.db.data.users.find((u) => u.uEmail === email)!;
    expect(user).toMatchObject({
      uEmail: email,
      uAccount: email,
      uTypeId: 4,
      uTypeName: 'Dealer / Distributor',
      uStatus: 1,
      uGoogleId: null,
    });
    expect(isPasswordHash(user.uPasswordHash)).toBe(true);
    await expect(verifyPassword(PASSWORD, user.uPasswordHash)).resolves.toBe(true);
    expect(env.mock.db.data.tokens.filter((t) => t.uId === user.uId)).toEqual([]);

    // The new customer signs in with the password.
    const token = await signIn(env, { email, password: PASSWORD });
    const me = await env.api.get('/api/user/user_find').set('Authorization', token);
    expect(me.body.user_find).toMatchObject({ uEmail: email, uTypeName: 'Dealer / Distributor' });

    // Single use: the same code again is refused.
    const again = await register(form({ uEmail: email, uCode: code }));
    expect(again.body).toEqual({ code: 400, msg: CODE_MSG.wrong });
  });

  it('never writes the plain password to the database file', async () => {
    const email = freshEmail();
    const code = await requestCode(env, email, 2);
    const password = 'Plain#Text987';
    const res = await register(
      form({ uEmail: email, uCode: code, uPassword: password, uRePassword: password }),
    );
    expect(res.body.code).toBe(200);
    await env.mock.close();
    const raw = readFileSync(env.dbFile, 'utf8');
    expect(raw).toContain(email);
    expect(raw).not.toContain(password);
  });

  it('refuses a code sent for a reset (the purpose must match)', async () => {
    clock.advance(61_000);
    const email = DEMO_ACCOUNTS.second.email;
    const resetCode = await requestCode(env, email, 1);
    const res = await register(form({ uEmail: email, uCode: resetCode }));
    expect(res.body).toEqual({ code: 400, msg: CODE_MSG.wrong });
  });

  it('refuses a wrong code, counting tries, and locks after 5', async () => {
    const email = freshEmail();
    const code = await requestCode(env, email, 2);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await register(form({ uEmail: email, uCode: wrong }));
      expect(res.body).toEqual({ code: 400, msg: CODE_MSG.wrong });
    }
    const fifth = await register(form({ uEmail: email, uCode: wrong }));
    expect(fifth.body).toEqual({ code: 429, msg: CODE_MSG.locked });
    // Locked: even the right code is refused now.
    const right = await register(form({ uEmail: email, uCode: code }));
    expect(right.body).toEqual({ code: 429, msg: CODE_MSG.locked });
    expect(env.mock.db.data.users.some((u) => u.uEmail === email)).toBe(false);

    // A new code starts afresh.
    clock.advance(61_000);
    const fresh = await requestCode(env, email, 2);
    expect((await register(form({ uEmail: email, uCode: fresh }))).body.code).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    const code = await requestCode(env, email, 2);
    const wrong = code === '000000' ? '000001' : '000000';
    clock.advance(CODE_TTL_MS - 1000);
    const notYet = await register(form({ uEmail: email, uCode: wrong }));
    expect(notYet.body).toEqual({ code: 400, msg: CODE_MSG.wrong });
    clock.advance(1000);
    const expired = await register(form({ uEmail: email, uCode: code }));
    expect(expired.body).toEqual({ code: 400, msg: CODE_MSG.expired });
  });

  it('answers the wrong-code message when no code was asked for', async () => {
    const res = await register(form({ uEmail: freshEmail() }));
    expect(res.body).toEqual({ code: 400, msg: CODE_MSG.wrong });
  });

  it('tells a taken address only after a valid code', async () => {
    clock.advance(61_000);
    const email = DEMO_ACCOUNTS.demo.email;
    // Without a valid code: the same answer as for a free address.
    const guess = await register(form({ uEmail: email, uCode: '999999' }));
    const free = await register(form({ uEmail: freshEmail(), uCode: '999999' }));
    expect(guess.body).toEqual(free.body);
    expect(guess.body).toEqual({ code: 400, msg: CODE_MSG.wrong });

    const code = await requestCode(env, email, 2);
    const taken = await register(form({ uEmail: email, uCode: code }));
    expect(taken.body).toEqual({ code: 409, msg: ACCOUNT_MSG.taken });
    expect(ACCOUNT_MSG.taken).toBe('This e-mail address is already registered');
    // The existing account is untouched: its password still works.
    await signIn(env, DEMO_ACCOUNTS.demo);
  });
});
