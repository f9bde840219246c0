/**
 * Writes are limited per client and per customer; bodies are
 * limited, a declared one over the limit at once.
 */
import { statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { floodMessage } from '../../mock-api/http/write-limit';
import { expectBodyTooLarge, freshEnv, signIn, withClock } from './helpers';

const { clock, env } = withClock(freshEnv, { writeLimit: 5, writeWindowMs: 60_000 });

const subscribe = (i: number | string) =>
  env.api
    .post('/api/home/email_add')
    .send({ eAccount: typeof i === 'string' ? i : `flood${i}@example.com` });

const editName = (token: string, name: string) =>
  env.api
    .post('/api/user/user_edit')
    .set('Authorization', token)
    .send({ uName: name, uFamilyName: 'Demo', uGivenName: 'User' });

it('a 6th anonymous write at once answers 429 and stores nothing; the budget refills', async () => {
  for (let i = 0; i < 5; i++) expect((await subscribe(i)).body.code).toBe(200);
  const before = env.mock.db.data.subscribers.length;
  const res = await subscribe(5);
  expect(res.status).toBe(200);
  // 5 a minute: one more write every 12 s.
  expect(res.body).toEqual({ code: 429, msg: floodMessage(12) });
  expect(env.mock.db.data.subscribers).toHaveLength(before);
  // Every anonymous form shares the client's budget.
  const form = await env.api.post('/api/TechSupports/techsupport_form').send({});
  expect(form.body.code).toBe(400); // validation first: a refused form writes nothing
  const code = await env.api
    .post('/api/login/send_mail')
    .send({ emailAddress: 'x@example.com', email_type: 2 });
  expect(code.body.code).toBe(429);

  clock.advance(12_000);
  expect((await subscribe(6)).body.code).toBe(200);
  expect((await subscribe(7)).body.code).toBe(429);
  clock.advance(60_000);
  for (let i = 8; i < 13; i++) expect((await subscribe(i)).body.code).toBe(200);
});

it('reads, even POST ones, are not counted; signed-in writes count for the client and the customer', async () => {
  const token = await signIn(env);
  for (let i = 0; i < 3; i++) expect((await subscribe(i)).body.code).toBe(200);
  expect((await env.api.get('/api/home/homeList')).body.code).toBe(200);
  expect((await env.api.post('/api/faqs/article_type').send({})).body.code).toBe(200);
  expect((await env.api.post('/api/login/user_type').send({})).body.code).toBe(200);
  expect((await editName(token, 'Demo 1')).body.code).toBe(200);
  // The sign-in, 3 subscriptions and the edit: the client's 5 are used up.
  expect((await editName(token, 'Demo 2')).body).toEqual({ code: 429, msg: floodMessage(12) });
  // check_login writes (a token): it is counted too.
  expect(
    (
      await env.api
        .post('/api/login/check_login')
        .send({ uEmail: 'demo@example.com', uPassword: 'Demo@12345' })
    ).body.code,
  ).toBe(429);
  expect(env.mock.db.data.users.find((u) => u.uEmail === 'demo@example.com')?.uName).toBe('Demo 1');
});

it('a flood of 200 parallel posts stores at most the limit and barely grows the file', async () => {
  const size = statSync(env.dbFile).size;
  const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => subscribe(i)));
  expect(answers.filter((a) => a.body.code === 200)).toHaveLength(5);
  expect(answers.filter((a) => a.body.code === 429)).toHaveLength(195);
  await env.mock.db.flush();
  expect(statSync(env.dbFile).size - size).toBeLessThan(2_000);
});

it('email_add answers the same over the limit whether or not the address is subscribed', async () => {
  expect((await subscribe('known@example.com')).body.code).toBe(200);
  for (let i = 0; i < 4; i++) expect((await subscribe(i)).body.code).toBe(200);
  const known = await subscribe('known@example.com');
  const unknown = await subscribe('unknown@example.com');
  expect(known.status).toBe(unknown.status);
  expect(known.body).toEqual(unknown.body);
  expect(known.body).toEqual({ code: 429, msg: floodMessage(12) });
});

it('an over-large body answers 413 with a clear message, nothing stored', async () => {
  await expectBodyTooLarge(env, '/api/TechSupports/techsupport_form', {
    message: 'a'.repeat(200_000),
  });
  const form = await env.api
    .post('/api/TechSupports/techsupport_form')
    .type('form')
    .send(Array.from({ length: 300 }, (_, i) => `k${i}=v`).join('&'));
  expect(form.status).toBe(413);
});

describe('a declared body over the limit', () => {
  /** Sends `head` on a raw socket and collects what comes back until the server closes. */
  async function rawExchange(head: string): Promise<{ text: string; ms: number; closed: boolean }> {
    const server = env.mock.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.write(head);
    const closed = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 1_500);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    const ms = Date.now() - started;
    socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    return { text, ms, closed };
  }

  const envelope = (text: string): unknown => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

  it.each([
    ['a JSON form', 'POST /api/TechSupports/techsupport_form', 'application/json'],
    ['a body no route reads', 'GET /api/home/homeList', 'application/octet-stream'],
    ['a dev route', 'POST /mock/reset', 'application/json'],
  ])(
    '%s: 413 at once, before the body is sent, and the connection closes',
    async (_name, line, type) => {
      const { text, ms, closed } = await rawExchange(
        `${line} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\n` +
          'Content-Length: 999999999\r\n\r\n',
      );
      expect(text).toMatch(/^HTTP\/1\.1 413 /);
      expect(text.toLowerCase()).toContain('connection: close');
      expect(envelope(text)).toEqual({ code: 413, msg: 'Request body too large' });
      expect(closed).toBe(true);
      expect(ms).toBeLessThan(1_000);
    },
  );

  it('a declared body within the limit is still read and answered', async () => {
    const body = JSON.stringify({ eAccount: 'raw@example.com' });
    const { text } = await rawExchange(
      'POST /api/home/email_add HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(envelope(text)).toMatchObject({ code: 200 });
  });
});
