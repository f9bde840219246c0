/** send_mail (verification codes, the outbox, the once-a-minute limit) and user_type. */
import { readFileSync } from 'node:fs';
import { USER_TYPES } from '../../mock-api/schema/mock-seed';
import { FORM_MSG } from '../../mock-api/forms/auth';
import { EMAIL_TYPE_MSG } from '../../mock-api/routes/login';
import { CODE_MSG, CODE_TTL_MS } from '../../mock-api/auth/verification';
import {
  DEMO_ACCOUNTS,
  expectFields,
  latestCode,
  makeEnv,
  requestCode,
  sharedEnv,
  withClock,
} from './helpers';

const { clock, env } = withClock(sharedEnv);

const sendMail = (body: unknown) => env.api.post('/api/login/send_mail').send(body as object);

describe('send_mail', () => {
  it('mails a 6-digit code and stores only a salted hash of it with expiry and purpose', async () => {
    const res = await sendMail({ emailAddress: 'Fresh.One@Example.com ', email_type: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: CODE_MSG.sent });

    const outbox = await env.api.get('/mock/outbox').query({ email: 'fresh.one@example.com' });
    expect(outbox.body.code).toBe(200);
    expect(outbox.body.data).toEqual([
      {
        emailAddress: 'fresh.one@example.com',
        email_type: 2,
        code: expect.stringMatching(/^\d{6}$/),
        sent_at: clock.now().toISOString(),
      },
    ]);
    const code = outbox.body.data[0].code as string;

    const stored = env.mock.db.data.verification_codes.filter(
      (c) => c.email === 'fresh.one@example.com',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email_type: 2, attempts: 0 });
    expect(Date.parse(stored[0].expires_at) - Date.parse(stored[0].created_at)).toBe(CODE_TTL_MS);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checks the address and the type with clear messages', async () => {
    for (const [body, msg] of [
      [{ email_type: 2 }, FORM_MSG.emailRequired],
      [{ emailAddress: '', email_type: 2 }, FORM_MSG.emailRequired],
      [{ emailAddress: '   ', email_type: 2 }, FORM_MSG.emailRequired],
      [{ emailAddress: 'not-an-address', email_type: 2 }, FORM_MSG.emailInvalid],
      [{ emailAddress: 'a b@example.com', email_type: 2 }, FORM_MSG.emailInvalid],
      [{ emailAddress: 42, email_type: 2 }, 'emailAddress must be text'],
      [
        { emailAddress: `${'a'.repeat(250)}@example.com`, email_type: 2 },
        'emailAddress must be at most 254 characters',
      ],
      [{ emailAddress: 'x@example.com' }, EMAIL_TYPE_MSG],
      [{ emailAddress: 'x@example.com', email_type: 3 }, EMAIL_TYPE_MSG],
      [{ emailAddress: 'x@example.com', email_type: 'reset' }, EMAIL_TYPE_MSG],
    ] as const) {
      const res = await sendMail(body);
      expect({ body, answer: res.body }).toEqual({ body, answer: { code: 400, msg } });
    }
    expect((await sendMail([1, 2])).body).toEqual({
      code: 400,
      msg: 'The request body must be a JSON object',
    });
    // Nothing was mailed or stored.
    const outbox = await env.api.get('/mock/outbox').query({ email: 'x@example.com' });
    expect(outbox.body.data).toEqual([]);
  });

  it('accepts a form post with email_type as text', async () => {
    const res = await env.api
      .post('/api/login/send_mail')
      .type('form')
      .send({ emailAddress: 'form.post@example.com', email_type: '1' });
    // An unknown address: the same answer as a known one.
    expect(res.body).toEqual({ code: 200, msg: CODE_MSG.sent });
  });

  it('lets an address ask once a minute, whatever the purpose', async () => {
    const email = 'minute@example.com';
    await requestCode(env, email, 2);
    clock.advance(20_000);
    const again = await sendMail({ emailAddress: email, email_type: 2 });
    expect(again.body).toEqual({
      code: 429,
      msg: 'Please wait 40 seconds before asking for another code',
    });
    clock.advance(39_500);
    const other = await sendMail({ emailAddress: email.toUpperCase(), email_type: 1 });
    expect(other.body).toEqual({
      code: 429,
      msg: 'Please wait 1 second before asking for another code',
    });
    clock.advance(500);
    expect((await sendMail({ emailAddress: email, email_type: 2 })).body.code).toBe(200);
    // Another address is not held up.
    expect((await sendMail({ emailAddress: 'other@example.com', email_type: 2 })).body.code).toBe(
      200,
    );
  });

  it('replaces the previous code of the same address and purpose', async () => {
    const email = 'replace@example.com';
    const first = await requestCode(env, email, 2);
    clock.advance(61_000);
    const second = await requestCode(env, email, 2);
    const rows = env.mock.db.data.verification_codes.filter((c) => c.email === email);
    expect(rows).toHaveLength(1);
    const outbox = await env.api.get('/mock/outbox').query({ email });
    expect(outbox.body.data.map((m: { code: string }) => m.code)).toEqual([second, first]);
  });

  it('does not tell known from unknown addresses for a reset; mails only the known', async () => {
    clock.advance(61_000);
    const known = await sendMail({ emailAddress: DEMO_ACCOUNTS.second.email, email_type: 1 });
    const unknown = await sendMail({ emailAddress: 'nobody.here@example.com', email_type: 1 });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ code: 200, msg: CODE_MSG.sent });

    expect(await latestCode(env, DEMO_ACCOUNTS.second.email, 1)).toMatch(/^\d{6}$/);
    const none = await env.api.get('/mock/outbox').query({ email: 'nobody.here@example.com' });
    expect(none.body.data).toEqual([]);
    // A code is kept for both (it expires and locks the same way), but only one was mailed.
    for (const email of [DEMO_ACCOUNTS.second.email, 'nobody.here@example.com']) {
      expect(env.mock.db.data.verification_codes.filter((c) => c.email === email)).toHaveLength(1);
    }
    // The limit applies to both alike.
    clock.advance(1000);
    const knownAgain = await sendMail({ emailAddress: DEMO_ACCOUNTS.second.email, email_type: 1 });
    const unknownAgain = await sendMail({ emailAddress: 'nobody.here@example.com', email_type: 1 });
    expect(knownAgain.body).toEqual(unknownAgain.body);
    expect(knownAgain.body.code).toBe(429);
  });

  it('mails a sign-up code to a taken address without saying it is taken', async () => {
    clock.advance(61_000);
    const taken = await sendMail({ emailAddress: DEMO_ACCOUNTS.demo.email, email_type: 2 });
    const free = await sendMail({ emailAddress: 'free.address@example.com', email_type: 2 });
    expect(taken.body).toEqual(free.body);
    expect(await latestCode(env, DEMO_ACCOUNTS.demo.email, 2)).toMatch(/^\d{6}$/);
  });

  it('keeps the outbox shape, newest first', async () => {
    const res = await env.api.get('/mock/outbox');
    expect(res.body.code).toBe(200);
    const mails = res.body.data as Record<string, unknown>[];
    expectFields(mails, ['code', 'emailAddress', 'email_type', 'sent_at']);
    const times = mails.map((m) => m.sent_at as string);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('stores no code in plain text in the database file except the outbox mails', async () => {
    await env.mock.close();
    const db = JSON.parse(readFileSync(env.dbFile, 'utf8'));
    const codes = (db.outbox as { code: string }[]).map((m) => m.code);
    const rest = JSON.stringify(db.verification_codes);
    for (const code of codes) expect(rest).not.toContain(`"${code}"`);
  });
});

describe('user_type', () => {
  it('lists the customer types of the sign-up form', async () => {
    const res = await env.api.post('/api/login/user_type').expect(200);
    expect(res.body).toEqual({
      code: 200,
      msg: 'Success',
      user_type_all: USER_TYPES.map((t) => ({ ...t })),
    });
    expect(res.body.user_type_all.length).toBeGreaterThanOrEqual(4);
  });

  it('matches the types the fixture users carry', () => {
    for (const user of env.mock.db.data.users) {
      const type = USER_TYPES.find((t) => t.user_type_id === user.uTypeId);
      expect(type?.user_type_name).toBe(user.uTypeName);
    }
  });
});

describe('a database made before the auth tables (schema 2)', () => {
  it('still serves codes, sign-up, sign-in and the Google stand-in', async () => {
    const local = makeEnv({ now: clock.now });
    try {
      const old = structuredClone(local.mock.db.data) as unknown as Record<string, unknown>;
      for (const table of [
        'user_types',
        'verification_codes',
        'code_requests',
        'login_failures',
        'google_accounts',
        'google_states',
        'google_pending',
      ]) {
        delete old[table];
      }
      await local.mock.db.replace(old as never);

      const types = await local.api.post('/api/login/user_type');
      expect(types.body.user_type_all).toEqual(USER_TYPES.map((t) => ({ ...t })));
      const email = 'old.db@example.com';
      const code = await requestCode(local, email, 2);
      const password = 'Old#Db12345';
      const res = await local.api.post('/api/login/check_register').send({
        uEmail: email,
        uCode: code,
        uPassword: password,
        uRePassword: password,
        uTypeId: 1,
        checkedAgreement: true,
      });
      expect(res.body.code).toBe(200);
      const wrong = await local.api
        .post('/api/login/check_login')
        .send({ uEmail: email, uPassword: 'Wrong#12345' });
      expect(wrong.body.code).toBe(401);
      const page = await local.api.get('/api/GoogleLogin/gmail_login');
      expect(page.status).toBe(200);
      expect(page.text).toContain(DEMO_ACCOUNTS.demo.email);
    } finally {
      await local.cleanup();
    }
  });
});
