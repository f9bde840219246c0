/** Sign-in, tokens and the 10001-10008 codes of the account endpoints. */
import { AUTH_ERRORS, TOKEN_TTL_MS, hashToken, requireOwn } from '../../mock-api/auth/session';
import { ApiError } from '../../mock-api/http/envelope';
import { isPasswordHash, verifyPassword } from '../../mock-api/schema/password-hash';
import { DEMO_ACCOUNTS, makeEnv, sharedEnv, signIn } from './helpers';

const env = sharedEnv();

const userFind = (token?: string) => {
  const req = env.api.get('/api/user/user_find');
  return token === undefined ? req : req.set('Authorization', token);
};

function expectCode(body: unknown, code: number) {
  const entry = Object.values(AUTH_ERRORS).find((e) => e.code === code);
  expect(body).toEqual({ code, msg: entry?.msg });
}

describe('check_login', () => {
  it('signs in and the token opens user_find (raw or Bearer)', async () => {
    const token = await signIn(env);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const header of [token, `Bearer ${token}`]) {
      const res = await userFind(header).expect(200);
      expect(res.body).toMatchObject({
        code: 200,
        user_find: { uId: 1, uEmail: DEMO_ACCOUNTS.demo.email, uName: expect.any(String) },
      });
      expect(res.body.user_find).not.toHaveProperty('uPasswordHash');
    }
    // Only a hash of the token is stored.
    const stored = env.mock.db.data.tokens.find((t) => t.token_hash === hashToken(token));
    expect(stored).toBeDefined();
    expect(JSON.stringify(env.mock.db.data.tokens)).not.toContain(token);
    expect(Date.parse(stored!.expires_at) - Date.parse(stored!.created_at)).toBe(TOKEN_TTL_MS);
  });

  it('refuses a wrong password, an unknown e-mail and bad input', async () => {
    const wrong = await env.api
      .post('/api/login/check_login')
      .send({ uEmail: DEMO_ACCOUNTS.demo.email, uPassword: 'Wrong@12345' })
      .expect(200);
    expect(wrong.body).toEqual({ code: 401, msg: 'Incorrect e-mail address or password' });
    const unknown = await env.api
      .post('/api/login/check_login')
      .send({ uEmail: 'nobody@example.com', uPassword: 'Demo@12345' });
    expect(unknown.body).toEqual({ code: 401, msg: 'Incorrect e-mail address or password' });
    const noEmail = await env.api.post('/api/login/check_login').send({ uPassword: 'x' });
    expect(noEmail.body).toEqual({ code: 400, msg: 'Please Enter Your E-mail address*' });
    const noPassword = await env.api
      .post('/api/login/check_login')
      .send({ uEmail: DEMO_ACCOUNTS.demo.email });
    expect(noPassword.body).toEqual({ code: 400, msg: 'Please Enter Password*' });
    const typed = await env.api
      .post('/api/login/check_login')
      .send({ uEmail: DEMO_ACCOUNTS.demo.email, uPassword: 12345 });
    expect(typed.body).toEqual({ code: 400, msg: 'uPassword must be text' });
  });

  it("applies the sign-in form's password rules to requests that skip the page", async () => {
    const spaced = await env.api
      .post('/api/login/check_login')
      .send({ uEmail: DEMO_ACCOUNTS.demo.email, uPassword: 'Demo @12345' });
    expect(spaced.body).toEqual({ code: 400, msg: 'cannot contain spaces' });
    const long = await env.api
      .post('/api/login/check_login')
      .send({ uEmail: DEMO_ACCOUNTS.demo.email, uPassword: 'Demo@1234567890x' });
    expect(long.body).toEqual({
      code: 400,
      msg: 'The password cannot be longer than 15 characters',
    });
  });

  it('stores passwords hashed, never in plain text', async () => {
    const users = env.mock.db.data.users;
    expect(users.length).toBeGreaterThanOrEqual(2);
    const raw = JSON.stringify(env.mock.db.data);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(raw).not.toContain(account.password);
      const user = users.find((u) => u.uEmail === account.email)!;
      expect(isPasswordHash(user.uPasswordHash)).toBe(true);
      await expect(verifyPassword(account.password, user.uPasswordHash)).resolves.toBe(true);
    }
    const [a, b] = users;
    expect(a.uPasswordHash.split('$')[4]).not.toBe(b.uPasswordHash.split('$')[4]);
  });
});

describe('token codes', () => {
  it('10001 when no token is sent (or an empty one)', async () => {
    expectCode((await userFind()).body, 10001);
    expectCode((await userFind('Bearer ')).body, 10001);
    expectCode((await userFind('null')).body, 10001);
  });

  it('10002 for a malformed token', async () => {
    expectCode((await userFind('Bearer not a token')).body, 10002);
    expectCode((await userFind('x'.repeat(500))).body, 10002);
  });

  it('10003 for an unknown token', async () => {
    expectCode((await userFind('A'.repeat(43))).body, 10003);
  });

  it('10004 for an expired token', async () => {
    const token = await signIn(env);
    await env.mock.db.update((draft) => {
      const stored = draft.tokens.find((t) => t.token_hash === hashToken(token))!;
      stored.expires_at = new Date(Date.now() - 1000).toISOString();
    });
    expectCode((await userFind(token)).body, 10004);
  });

  it('10005 after check_logout', async () => {
    const token = await signIn(env);
    const out = await env.api.get('/api/user/check_logout').set('Authorization', token);
    expect(out.body).toEqual({ code: 200, msg: expect.any(String), data: { code: 200 } });
    expectCode((await userFind(token)).body, 10005);
    expectCode(
      (await env.api.get('/api/user/check_logout').set('Authorization', token)).body,
      10005,
    );
  });

  it('10006 when the account no longer exists', async () => {
    const local = makeEnv();
    try {
      const token = await signIn(local, DEMO_ACCOUNTS.second);
      await local.mock.db.update((draft) => {
        draft.users = draft.users.filter((u) => u.uId !== DEMO_ACCOUNTS.second.uId);
      });
      const res = await local.api.get('/api/user/user_find').set('Authorization', token);
      expectCode(res.body, 10006);
    } finally {
      await local.cleanup();
    }
  });

  it('10007 when the account is disabled (and it cannot sign in)', async () => {
    const local = makeEnv();
    try {
      const token = await signIn(local, DEMO_ACCOUNTS.second);
      await local.mock.db.update((draft) => {
        draft.users.find((u) => u.uId === DEMO_ACCOUNTS.second.uId)!.uStatus = 2;
      });
      const res = await local.api.get('/api/user/user_find').set('Authorization', token);
      expectCode(res.body, 10007);
      const login = await local.api.post('/api/login/check_login').send({
        uEmail: DEMO_ACCOUNTS.second.email,
        uPassword: DEMO_ACCOUNTS.second.password,
      });
      expect(login.body).toEqual({ code: 403, msg: 'This account has been disabled' });
    } finally {
      await local.cleanup();
    }
  });

  it('10008 when the password changed after the token was issued', async () => {
    const token = await signIn(env);
    await env.mock.db.update((draft) => {
      draft.users.find((u) => u.uId === 1)!.uPasswordChangedAt = new Date(
        Date.now() + 1000,
      ).toISOString();
    });
    expectCode((await userFind(token)).body, 10008);
    // A new sign-in (after the change) works again.
    const later = makeEnv({ now: () => new Date(Date.now() + 5000) });
    try {
      await later.mock.db.update((draft) => {
        draft.users.find((u) => u.uId === 1)!.uPasswordChangedAt = new Date(
          Date.now() + 1000,
        ).toISOString();
      });
      const fresh = await signIn(later);
      expect(
        (await later.api.get('/api/user/user_find').set('Authorization', fresh)).body.code,
      ).toBe(200);
    } finally {
      await later.cleanup();
    }
  });
});

describe('requireOwn', () => {
  it("refuses another customer's record and a missing one", () => {
    const record = { id: 7, uId: 2 };
    expect(requireOwn(record, 2)).toBe(record);
    expect(() => requireOwn(record, 1, 'garage')).toThrow(ApiError);
    try {
      requireOwn(record, 1, 'garage');
    } catch (error) {
      expect(error).toMatchObject({
        code: 403,
        message: 'This garage belongs to another customer',
      });
    }
    expect(() => requireOwn(undefined, 1)).toThrow('No such record');
  });
});
