/** Issue 14, finding 4: anonymous writes are limited per client and window; bodies are limited. */
import { statSync } from 'node:fs';
import { floodMessage } from '../../mock-api/http/write-limit';
import { makeClock, makeEnv, signIn, type TestEnv } from './helpers';

const clock = makeClock();
let env: TestEnv;
beforeEach(() => {
  env = makeEnv({ now: clock.now, writeLimit: 5, writeWindowMs: 60_000 });
});
afterEach(() => env.cleanup());

const subscribe = (i: number) =>
  env.api.post('/api/home/email_add').send({ eAccount: `flood${i}@example.com` });

it('a 6th anonymous write in a minute answers 429 and stores nothing', async () => {
  for (let i = 0; i < 5; i++) expect((await subscribe(i)).body.code).toBe(200);
  const before = env.mock.db.data.subscribers.length;
  const res = await subscribe(5);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ code: 429, msg: floodMessage(60) });
  expect(env.mock.db.data.subscribers).toHaveLength(before);
  // Every anonymous form shares the client's budget.
  const form = await env.api.post('/api/TechSupports/techsupport_form').send({});
  expect(form.body.code).toBe(400); // validation first: a refused form writes nothing
  const code = await env.api
    .post('/api/login/send_mail')
    .send({ emailAddress: 'x@example.com', email_type: 2 });
  expect(code.body.code).toBe(429);

  clock.advance(60_000);
  expect((await subscribe(6)).body.code).toBe(200);
});

it('reads, even POST ones, and signed-in writes are not counted', async () => {
  for (let i = 0; i < 5; i++) await subscribe(i);
  expect((await env.api.get('/api/home/homeList')).body.code).toBe(200);
  expect((await env.api.post('/api/faqs/article_type').send({})).body.code).toBe(200);
  expect((await env.api.post('/api/login/user_type').send({})).body.code).toBe(200);
  // check_login writes (a token): it is anonymous, so over the limit it is refused.
  expect(
    (
      await env.api
        .post('/api/login/check_login')
        .send({ uEmail: 'demo@example.com', uPassword: 'Demo@12345' })
    ).body.code,
  ).toBe(429);
  clock.advance(60_000);
  const token = await signIn(env);
  for (let i = 0; i < 8; i++) {
    const res = await env.api
      .post('/api/user/user_edit')
      .set('Authorization', token)
      .send({ uName: `Demo ${i}`, uFamilyName: 'Demo', uGivenName: 'User' });
    expect(res.body.code).toBe(200);
  }
  expect(env.mock.db.data.users.find((u) => u.uEmail === 'demo@example.com')?.uName).toBe('Demo 7');
});

it('a flood of 200 parallel posts stores at most the limit and barely grows the file', async () => {
  const size = statSync(env.dbFile).size;
  const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => subscribe(i)));
  expect(answers.filter((a) => a.body.code === 200)).toHaveLength(5);
  expect(answers.filter((a) => a.body.code === 429)).toHaveLength(195);
  await env.mock.db.flush();
  expect(statSync(env.dbFile).size - size).toBeLessThan(2_000);
});

it('an over-large body answers 413 with a clear message, nothing stored', async () => {
  const res = await env.api
    .post('/api/TechSupports/techsupport_form')
    .set('Content-Type', 'application/json')
    .send(JSON.stringify({ message: 'a'.repeat(200_000) }));
  expect(res.status).toBe(413);
  expect(res.body).toEqual({ code: 413, msg: 'Request body too large' });
  const form = await env.api
    .post('/api/TechSupports/techsupport_form')
    .type('form')
    .send(Array.from({ length: 300 }, (_, i) => `k${i}=v`).join('&'));
  expect(form.status).toBe(413);
});
