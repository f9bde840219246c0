/**
 * A new code every 61 s gave 4 more tries each, for ever. Wrong codes are
 * counted per address across codes: the 10th in an hour locks the address's code checks.
 */
import {
  CODE_ADDRESS_LOCK_MS,
  CODE_MSG,
  CODE_RESEND_MS,
  addressLockMessage,
} from '../../mock-api/auth/verification';
import { ACCOUNT_MSG } from '../../mock-api/routes/login';
import { DEMO_ACCOUNTS, freshEnv, requestCode, withClock } from './helpers';

const { clock, env } = withClock(freshEnv);

const PASSWORD = 'Changed#Pass42';
const reset = (email: string, code: string) =>
  env.api
    .post('/api/login/check_resetting')
    .send({ uEmail: email, uCode: code, uPassword: PASSWORD, uRePassword: PASSWORD });

/** A code that is not `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Asks for a new reset code (a minute after the last) and tries `times` wrong ones. */
async function guess(email: string, times: number): Promise<{ code: string; answers: unknown[] }> {
  clock.advance(CODE_RESEND_MS + 1_000);
  const code = await requestCode(env, email, 1);
  const answers = [];
  for (let i = 0; i < times; i++) answers.push((await reset(email, wrongFor(code))).body);
  return { code, answers };
}

it('the 10th wrong code in an hour, across new codes, locks the address for an hour', async () => {
  const email = DEMO_ACCOUNTS.demo.email;
  const wrong = { code: 400, msg: CODE_MSG.wrong };
  expect((await guess(email, 4)).answers).toEqual(Array(4).fill(wrong));
  expect((await guess(email, 4)).answers).toEqual(Array(4).fill(wrong));
  const third = await guess(email, 2);
  expect(third.answers[0]).toEqual(wrong);
  expect(third.answers[1]).toEqual({ code: 429, msg: addressLockMessage(60) });
  expect(addressLockMessage(60)).toBe(
    'Too many wrong codes for this address, please try again in 60 minutes',
  );

  // Locked: even the right code of a new code is refused, and nothing changes.
  const { code } = await guess(email, 0);
  expect((await reset(email, code)).body).toEqual({ code: 429, msg: addressLockMessage(59) });
  const user = env.mock.db.data.users.find((u) => u.uEmail === email)!;
  expect(user.uPasswordChangedAt).not.toBe(clock.now().toISOString());

  // Another address is not affected.
  const other = 'someone.else@example.com';
  const otherCode = await requestCode(env, other, 2);
  const register = await env.api.post('/api/login/check_register').send({
    uEmail: other,
    uCode: otherCode,
    uPassword: PASSWORD,
    uRePassword: PASSWORD,
    uTypeId: 1,
    checkedAgreement: true,
  });
  expect(register.body.code).toBe(200);

  // An hour on, the lock is over.
  clock.advance(CODE_ADDRESS_LOCK_MS);
  const fresh = await guess(email, 0);
  expect((await reset(email, fresh.code)).body).toEqual({ code: 200, msg: ACCOUNT_MSG.reset });
});

it('counts wrong codes of every purpose, and locks an unknown address the same way', async () => {
  const unknown = 'nobody.here@example.com';
  const answers = [];
  for (let round = 0; round < 5; round++) {
    clock.advance(CODE_RESEND_MS + 1_000);
    // Alternate a sign-up code and a reset decoy (stored, never mailed) for the address.
    const type = round % 2 === 0 ? 2 : 1;
    const sent = await env.api
      .post('/api/login/send_mail')
      .send({ emailAddress: unknown, email_type: type });
    expect(sent.body.code).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res =
        type === 2
          ? await env.api.post('/api/login/check_register').send({
              uEmail: unknown,
              uCode: '000000',
              uPassword: PASSWORD,
              uRePassword: PASSWORD,
              uTypeId: 1,
              checkedAgreement: true,
            })
          : await reset(unknown, '000000');
      answers.push(res.body);
    }
  }
  // '000000' may be the right sign-up code once in a million: then this test says so.
  expect(answers.slice(0, 9).every((a) => (a as { code: number }).code === 400)).toBe(true);
  expect(answers[9]).toEqual({ code: 429, msg: addressLockMessage(60) });
  expect((await reset(unknown, '000000')).body).toEqual({
    code: 429,
    msg: addressLockMessage(60),
  });
});

it('forgets wrong codes older than an hour', async () => {
  const email = DEMO_ACCOUNTS.demo.email;
  await guess(email, 4);
  await guess(email, 4);
  clock.advance(CODE_ADDRESS_LOCK_MS);
  const later = await guess(email, 4);
  expect(later.answers).toEqual(Array(4).fill({ code: 400, msg: CODE_MSG.wrong }));
  expect((await reset(email, later.code)).body).toEqual({ code: 200, msg: ACCOUNT_MSG.reset });
});
