/** check_login throttling: 5 failures in 15 minutes lock an address for 15 minutes. */
import { AUTH_ERRORS } from '../../mock-api/auth/session';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCK_MS,
  lockMessage,
} from '../../mock-api/auth/login-throttle';
import { BAD_CREDENTIALS_MSG } from '../../mock-api/routes/login';
import { DEMO_ACCOUNTS, freshEnv, signIn, withClock } from './helpers';

const { clock, env } = withClock(freshEnv);

const { email: EMAIL, password: PASSWORD } = DEMO_ACCOUNTS.demo;
const login = (email: string, password: string) =>
  env.api.post('/api/login/check_login').send({ uEmail: email, uPassword: password });

async function failTimes(email: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push((await login(email, 'Wrong#Pass1')).body);
  return answers;
}

describe('check_login throttling', () => {
  it('locks the address on the 5th failure in 15 minutes, even for the right password', async () => {
    const answers = await failTimes(EMAIL, 5);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill({ code: 401, msg: BAD_CREDENTIALS_MSG }));
    expect(answers[4]).toEqual({ code: 429, msg: lockMessage(15) });
    expect(lockMessage(15)).toBe(
      'Too many failed sign-in attempts, please try again in 15 minutes',
    );

    expect((await login(EMAIL, PASSWORD)).body).toEqual({ code: 429, msg: lockMessage(15) });
    clock.advance(LOGIN_LOCK_MS - 60_000);
    expect((await login(EMAIL, PASSWORD)).body).toEqual({ code: 429, msg: lockMessage(1) });
    // Other addresses are not affected.
    await signIn(env, DEMO_ACCOUNTS.second);

    clock.advance(60_000);
    await signIn(env, DEMO_ACCOUNTS.demo);
  });

  it('counts only failures within the last 15 minutes', async () => {
    await failTimes(EMAIL, 4);
    clock.advance(LOGIN_FAILURE_WINDOW_MS);
    const answers = await failTimes(EMAIL, 4);
    expect(answers.every((a) => a.code === 401)).toBe(true);
    await signIn(env);
  });

  it('forgets the failures after a successful sign-in', async () => {
    await failTimes(EMAIL, 4);
    await signIn(env);
    expect(env.mock.db.data.login_failures).toEqual([]);
    const answers = await failTimes(EMAIL, 4);
    expect(answers.every((a) => a.code === 401)).toBe(true);
    await signIn(env);
  });

  it('locks an unknown address exactly like a known one', async () => {
    const known = await failTimes(EMAIL, 6);
    const unknown = await failTimes('nobody@example.com', 6);
    expect(unknown).toEqual(known);
    expect(known[5]).toEqual({ code: 429, msg: lockMessage(15) });
  });

  it('matches the address in any case and with spaces around it', async () => {
    await failTimes(EMAIL.toUpperCase(), 3);
    await failTimes(` ${EMAIL} `, 2);
    expect((await login(EMAIL, PASSWORD)).body.code).toBe(429);
  });

  it('does not count a disabled account with the right password as a failure', async () => {
    await env.mock.db.update((draft) => {
      draft.users.find((u) => u.uEmail === EMAIL)!.uStatus = 2;
    });
    for (let i = 0; i < 6; i++) {
      expect((await login(EMAIL, PASSWORD)).body).toEqual({
        code: 403,
        msg: 'This account has been disabled',
      });
    }
  });
});

describe('sign-out', () => {
  it('revokes the token: it then answers 10005', async () => {
    const token = await signIn(env);
    const out = await env.api.get('/api/user/check_logout').set('Authorization', token);
    expect(out.body.code).toBe(200);
    const after = await env.api.get('/api/user/user_find').set('Authorization', token);
    expect(after.body).toEqual(AUTH_ERRORS.revokedToken);
  });
});
