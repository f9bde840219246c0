/** check_binding: bind an e-mail to a new Google identity (new account 200, existing 201). */
import { FORM_MSG } from '../../mock-api/forms/auth';
import { GOOGLE_LINK_INVALID_MSG, GOOGLE_PENDING_TTL_MS } from '../../mock-api/auth/google';
import { verifyPassword } from '../../mock-api/schema/password-hash';
import { ACCOUNT_MSG } from '../../mock-api/routes/login';
import { CODE_MSG } from '../../mock-api/auth/verification';
import { accountForm, DEMO_ACCOUNTS, freshEnv, requestCode, signIn, withClock } from './helpers';

const { clock, env } = withClock(freshEnv);

const PASSWORD = 'Bind#Pass123';

/** Goes through the consent page's "new account" choice; returns the base64 code. */
async function newGoogleIdentity(): Promise<string> {
  const page = await env.api.get('/api/GoogleLogin/gmail_login');
  const link = [...page.text.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1].replace(/&amp;/g, '&'))
    .find((l) => l.includes('account=new'))!;
  const res = await env.api.get(link).expect(302);
  return new URL(res.headers.location).searchParams.get('code')!;
}

const decode = (code: string) =>
  JSON.parse(Buffer.from(code, 'base64').toString('utf8')) as {
    id: string;
    sub: string;
    email: string;
    name: string;
  };

const form = (overrides: Record<string, unknown> = {}) =>
  accountForm('bound@example.com', PASSWORD, {
    uTypeId: 1,
    checkedAgreement: true,
    base64Code: '',
    ...overrides,
  });

const bind = (body: unknown) => env.api.post('/api/login/check_binding').send(body as object);

describe('check_binding', () => {
  it('binds without a user type: the new account gets the default type', async () => {
    const base64Code = await newGoogleIdentity();
    const code = await requestCode(env, 'typeless@example.com', 2);
    const body: Record<string, unknown> = form({
      uEmail: 'typeless@example.com',
      uCode: code,
      base64Code,
    });
    delete body.uTypeId;
    const res = await bind(body);
    expect(res.body).toMatchObject({ code: 200, msg: ACCOUNT_MSG.boundNew });
    const user = env.mock.db.data.users.find((u) => u.uEmail === 'typeless@example.com')!;
    expect(user).toMatchObject({ uTypeId: 1, uTypeName: 'DIY Car Owner' });
  });

  it('creates an account for a new e-mail, links the identity and signs in (200, data = token)', async () => {
    const base64Code = await newGoogleIdentity();
    const identity = decode(base64Code);
    const code = await requestCode(env, 'bound@example.com', 2);
    const res = await bind(form({ uCode: code, base64Code }));
    expect(res.body).toEqual({
      code: 200,
      msg: ACCOUNT_MSG.boundNew,
      data: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const me = await env.api.get('/api/user/user_find').set('Authorization', res.body.data);
    expect(me.body.user_find).toMatchObject({
      uEmail: 'bound@example.com',
      uName: identity.name,
      uTypeId: 1,
      uTypeName: 'DIY Car Owner',
    });
    const user = env.mock.db.data.users.find((u) => u.uEmail === 'bound@example.com')!;
    expect(user.uGoogleId).toBe(identity.sub);
    await expect(verifyPassword(PASSWORD, user.uPasswordHash)).resolves.toBe(true);
    expect(env.mock.db.data.google_accounts.some((g) => g.sub === identity.sub)).toBe(true);

    // The identity now appears on the consent page and signs in at once.
    const page = await env.api.get('/api/GoogleLogin/gmail_login');
    expect(page.text).toContain(identity.email);
    const link = [...page.text.matchAll(/href="([^"]+)"/g)]
      .map((m) => m[1].replace(/&amp;/g, '&'))
      .find((l) => l.includes(`account=${identity.sub}`))!;
    const back = await env.api.get(link).expect(302);
    const token = new URL(back.headers.location).searchParams.get('code')!;
    const again = await env.api.get('/api/user/user_find').set('Authorization', token);
    expect(again.body.user_find.uEmail).toBe('bound@example.com');

    // The base64 code is used up.
    clock.advance(61_000);
    const code2 = await requestCode(env, 'other.bound@example.com', 2);
    const replay = await bind(
      form({ uEmail: 'other.bound@example.com', uCode: code2, base64Code }),
    );
    expect(replay.body).toEqual({ code: 400, msg: GOOGLE_LINK_INVALID_MSG });
  });

  it('links the identity to an existing account: 201, sign in with the password', async () => {
    const base64Code = await newGoogleIdentity();
    const identity = decode(base64Code);
    const { email, password } = DEMO_ACCOUNTS.second;
    const code = await requestCode(env, email, 2);
    const res = await bind(form({ uEmail: email, uCode: code, base64Code }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 201, msg: ACCOUNT_MSG.boundExisting });
    const user = env.mock.db.data.users.find((u) => u.uEmail === email)!;
    expect(user.uGoogleId).toBe(identity.sub);
    // The password is not changed by the bind form.
    await expect(verifyPassword(password, user.uPasswordHash)).resolves.toBe(true);
    await signIn(env, DEMO_ACCOUNTS.second);
  });

  it('refuses to link an account that already has another Google identity', async () => {
    const base64Code = await newGoogleIdentity();
    const code = await requestCode(env, DEMO_ACCOUNTS.demo.email, 2);
    const res = await bind(form({ uEmail: DEMO_ACCOUNTS.demo.email, uCode: code, base64Code }));
    expect(res.body).toEqual({ code: 409, msg: ACCOUNT_MSG.accountHasGoogle });
  });

  it.each([
    ['empty', ''],
    ['not base64', '%%%not base64%%%'],
    ['base64 of something else', Buffer.from('hello').toString('base64')],
    [
      'JSON without id',
      Buffer.from(JSON.stringify({ sub: '1', email: 'a@gmail.com' })).toString('base64'),
    ],
    [
      'a forged identity',
      Buffer.from(
        JSON.stringify({ id: 'made-up', sub: '123', email: 'x@gmail.com', name: 'X' }),
      ).toString('base64'),
    ],
  ])('refuses a base64Code that is %s', async (_label, base64Code) => {
    const res = await bind(form({ base64Code }));
    expect(res.body).toEqual({ code: 400, msg: GOOGLE_LINK_INVALID_MSG });
  });

  it('refuses a base64Code whose identity was edited (only the stored one counts)', async () => {
    const base64Code = await newGoogleIdentity();
    const identity = decode(base64Code);
    const edited = Buffer.from(
      JSON.stringify({ ...identity, sub: '999999999999999999999', name: 'Mallory' }),
    ).toString('base64');
    const code = await requestCode(env, 'edited@example.com', 2);
    const res = await bind(form({ uEmail: 'edited@example.com', uCode: code, base64Code: edited }));
    expect(res.body.code).toBe(200);
    const user = env.mock.db.data.users.find((u) => u.uEmail === 'edited@example.com')!;
    expect(user.uGoogleId).toBe(identity.sub);
    expect(user.uName).toBe(identity.name);
  });

  it('refuses an expired base64Code', async () => {
    const base64Code = await newGoogleIdentity();
    clock.advance(GOOGLE_PENDING_TTL_MS);
    const res = await bind(form({ base64Code }));
    expect(res.body).toEqual({ code: 400, msg: GOOGLE_LINK_INVALID_MSG });
  });

  it('accepts the code with spaces for + (an unencoded query) and as URL-safe base64', async () => {
    const spaced = (await newGoogleIdentity()).replace(/\+/g, ' ');
    const code = await requestCode(env, 'spaces@example.com', 2);
    const res = await bind(form({ uEmail: 'spaces@example.com', uCode: code, base64Code: spaced }));
    expect(res.body.code).toBe(200);

    const urlSafe = (await newGoogleIdentity())
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const code2 = await requestCode(env, 'url.safe@example.com', 2);
    const res2 = await bind(
      form({ uEmail: 'url.safe@example.com', uCode: code2, base64Code: urlSafe }),
    );
    expect(res2.body.code).toBe(200);
  });

  it('has the sign-up rules, checked before the link', async () => {
    const base64Code = await newGoogleIdentity();
    for (const [overrides, msg] of [
      [{ uEmail: '' }, FORM_MSG.emailRequired],
      [{ uCode: '' }, FORM_MSG.codeRequired],
      [{ uCode: '12 3456' }, FORM_MSG.codeSpaces],
      [{ uPassword: '' }, FORM_MSG.passwordRequired],
      [{ uPassword: 'short', uRePassword: 'short' }, FORM_MSG.passwordFormat],
      [{ uRePassword: '' }, FORM_MSG.rePasswordRequired],
      [{ uRePassword: 'Bind#Pass124' }, FORM_MSG.rePasswordMismatch],
      [{ uTypeId: 0 }, FORM_MSG.userTypeInvalid],
      [{ checkedAgreement: false }, FORM_MSG.agreement],
      [{ base64Code: 'garbage' }, GOOGLE_LINK_INVALID_MSG],
    ] as const) {
      const res = await bind(form({ base64Code, ...overrides }));
      expect({ overrides, body: res.body }).toEqual({ overrides, body: { code: 400, msg } });
    }
    // A valid link but no code asked for.
    expect((await bind(form({ base64Code }))).body).toEqual({ code: 400, msg: CODE_MSG.wrong });
  });

  it('counts wrong codes and locks after 5, without using up the link', async () => {
    const base64Code = await newGoogleIdentity();
    const code = await requestCode(env, 'locked@example.com', 2);
    const wrong = code === '555555' ? '666666' : '555555';
    for (let i = 0; i < 4; i++) {
      const res = await bind(form({ uEmail: 'locked@example.com', uCode: wrong, base64Code }));
      expect(res.body).toEqual({ code: 400, msg: CODE_MSG.wrong });
    }
    const fifth = await bind(form({ uEmail: 'locked@example.com', uCode: wrong, base64Code }));
    expect(fifth.body).toEqual({ code: 429, msg: CODE_MSG.locked });
    clock.advance(61_000);
    const fresh = await requestCode(env, 'locked@example.com', 2);
    const ok = await bind(form({ uEmail: 'locked@example.com', uCode: fresh, base64Code }));
    expect(ok.body.code).toBe(200);
  });
});
