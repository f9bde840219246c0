/** Shared set-up for the mock API tests: each test file gets its own temporary database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DEMO_ACCOUNTS } from '../../fixtures/factories/users';
import { generateDatabase, generateFixtures } from '../../fixtures/generate';
import { writeFiles } from '../../fixtures/files';
import { writePictures } from '../../fixtures/art/raster';
import { writeJsonAtomicSync } from '../../mock-api/store/atomic-file';
import { defaultStrict } from '../../mock-api/routes/strict';
import { bypassesPrism, LABEL_HEADER } from '../../scripts/lib/openapi/contract-front';
import { createMockServer, type MockServer, type MockServerOptions } from '../../mock-api/server';

export { DEMO_ACCOUNTS };

let cached: ReturnType<typeof generateFixtures> | null = null;

/** The fixtures, generated once per test file (generation hashes passwords: keep it cheap). */
export function fixtures() {
  cached ??= generateFixtures();
  return { db: structuredClone(cached.db), pictures: cached.pictures, files: cached.files };
}

type Api = ReturnType<typeof request>;
type Send = (url: string) => ReturnType<Api['get']>;

/**
 * MOCK_API_PRISM_URL (set by `npm run contract:mock-tests`, scripts/mock-tests-prism.ts): the
 * calls under /api/ go to the contract front there, which sends them through Prism's
 * validation proxy to this file's mock (on a port of its own, named in a header) and logs what
 * Prism says they or their answers violate. The rest (the dev routes, pictures) and every call
 * when it is unset: straight to the app, in process.
 */
function apiFor(app: MockServer['app'], strict: boolean): { api: Api; close(): Promise<void> } {
  const inProcess = request(app);
  const front = process.env.MOCK_API_PRISM_URL;
  if (!front) return { api: inProcess, close: async () => undefined };
  const server: Server = createServer(app).listen(0, '127.0.0.1');
  const listening = once(server, 'listening');
  const viaFront = request(front);
  const api = new Proxy(inProcess, {
    get(target, method: string) {
      const send = Reflect.get(target, method) as unknown;
      if (typeof send !== 'function') return send;
      return (url: string) => {
        const pathname = new URL(url, 'http://mock').pathname;
        if (bypassesPrism(method.toUpperCase(), pathname)) return (send as Send).call(target, url);
        const state = expect.getState();
        const test = `${path.basename(state.testPath ?? '')} > ${state.currentTestName ?? ''}`;
        const label = `${strict ? 'strict' : 'default'} mode: ${test}`;
        const sent = (Reflect.get(viaFront, method) as Send)
          .call(viaFront, url)
          .set(LABEL_HEADER, encodeURIComponent(label));
        // The mock's port is known once it listens: the request leaves then.
        const end = sent.end.bind(sent);
        sent.end = (callback) => {
          void listening.then(() => {
            sent.set('x-mock-upstream', String((server.address() as AddressInfo).port));
            end(callback);
          });
          return sent;
        };
        return sent;
      };
    },
  });
  return { api, close: () => new Promise((done) => server.close(() => done())) };
}

export interface TestEnv {
  dir: string;
  dbFile: string;
  uploadsDir: string;
  mock: MockServer;
  api: ReturnType<typeof request>;
  /** A new server on the same files (as after a restart). */
  restart(): TestEnv;
  cleanup(): Promise<void>;
}

/** `files`: write every file (downloads, video). Pictures: see writeTestPictures. */
export function makeEnv(options: Partial<MockServerOptions> & { files?: boolean } = {}): TestEnv {
  const dir = mkdtempSync(path.join(tmpdir(), 'mock-api-test-'));
  const dbFile = path.join(dir, 'db', 'db.json');
  const uploadsDir = path.join(dir, 'uploads');
  const { db, files } = fixtures();
  writeJsonAtomicSync(dbFile, db);
  if (options.files) writeFiles(files, uploadsDir);
  const open = (): TestEnv => {
    // The anonymous write limit is off unless a test sets it (tests/mock-api/floods.test.ts).
    const mock = createMockServer({
      dbFile,
      uploadsDir,
      writeLimit: 0,
      makeDatabase: generateDatabase,
      demoAccount: DEMO_ACCOUNTS.demo,
      ...options,
    });
    const { api, close } = apiFor(mock.app, options.strict ?? defaultStrict());
    return {
      dir,
      dbFile,
      uploadsDir,
      mock,
      api,
      restart: open,
      async cleanup() {
        await close();
        await mock.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  };
  return open();
}

type EnvOptions = Parameters<typeof makeEnv>[0];

/**
 * The server of a test file's tests, made in a `before` hook and cleaned up in the `after` one.
 * The answer stands for whichever server is current: read it inside tests and hooks.
 */
function envFor(options: EnvOptions, before: typeof beforeAll, after: typeof afterAll): TestEnv {
  let current: TestEnv | undefined;
  before(() => {
    current = makeEnv(options);
  });
  after(() => current?.cleanup());
  return new Proxy({} as TestEnv, {
    get(_, key) {
      if (!current) throw new Error('The test server starts in a before hook');
      return Reflect.get(current, key) as unknown;
    },
  });
}

/** One server for every test of the file (beforeAll / afterAll). */
export function sharedEnv(options: EnvOptions = {}): TestEnv {
  return envFor(options, beforeAll, afterAll);
}

/** A new server on fresh fixtures for each test (beforeEach / afterEach). */
export function freshEnv(options: EnvOptions = {}): TestEnv {
  return envFor(options, beforeEach, afterEach);
}

/**
 * sharedEnv or freshEnv on a clock the tests move by hand (`clock.advance`): one clock for the
 * file, whichever server is current.
 */
export function withClock(
  make: (options: EnvOptions) => TestEnv,
  options: Omit<NonNullable<EnvOptions>, 'now'> = {},
): { clock: ReturnType<typeof makeClock>; env: TestEnv } {
  const clock = makeClock();
  return { clock, env: make({ ...options, now: clock.now }) };
}

/** Writes the pictures whose URL matches `pattern` into the env's uploads (no render cache). */
export async function writeTestPictures(env: TestEnv, pattern: RegExp): Promise<string[]> {
  const chosen = fixtures().pictures.filter((spec) => pattern.test(spec.url));
  await writePictures(chosen, env.uploadsDir, { cacheDir: null });
  return chosen.map((spec) => spec.url);
}

/** The fields the account forms share (sign-up, Google binding, reset): address, code, password twice. */
export function accountForm(email: string, password: string, more: Record<string, unknown> = {}) {
  return { uEmail: email, uCode: '123456', uPassword: password, uRePassword: password, ...more };
}

/** Signs in and returns the token. */
export async function signIn(
  env: TestEnv,
  account: { email: string; password: string } = DEMO_ACCOUNTS.demo,
): Promise<string> {
  const res = await env.api
    .post('/api/login/check_login')
    .send({ uEmail: account.email, uPassword: account.password });
  expect(res.body).toMatchObject({ code: 200 });
  expect(typeof res.body.data).toBe('string');
  return res.body.data as string;
}

/** A mock of its own, signed in as the demo customer (a file's shared `env` and `token`). */
export async function signedInEnv(): Promise<{ env: TestEnv; token: string }> {
  const env = makeEnv();
  return { env, token: await signIn(env) };
}

/** Adds a copy of the fixtures' first article under its own id, path and date. */
export async function addArticle(
  env: TestEnv,
  article: { id: number; path: string; addtime: string },
): Promise<void> {
  await env.mock.db.update((draft) => {
    draft.articles.push({
      ...draft.articles[0],
      articles_id: article.id,
      articles_path: article.path,
      articles_addtime: article.addtime,
    });
  });
}

/** Subscribes an address through a running mock at `base` (a real port); the answer's code. */
export async function subscribe(base: string, address: string): Promise<number> {
  const res = await fetch(`${base}/api/home/email_add`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ eAccount: address }),
  });
  return ((await res.json()) as { code: number }).code;
}

/** A refused GET: HTTP 200, a non-200 code, the given message; the body. */
export async function expectRefusedGet(
  env: TestEnv,
  path: string,
  query: Record<string, string>,
  msg: string | RegExp,
) {
  const res = await env.api.get(path).query(query);
  expect(res.status).toBe(200);
  expect(res.body.code).not.toBe(200);
  expect(res.body.msg).toEqual(typeof msg === 'string' ? msg : expect.stringMatching(msg));
  return res.body;
}

/** Each row holds exactly these fields, no more and none missing (in any order). */
export function expectFields(rows: readonly unknown[], fields: readonly string[]): void {
  const wanted = [...fields].sort();
  for (const row of rows) expect(Object.keys(row as object).sort()).toEqual(wanted);
}

/** A JSON body over the mock's limit (100 kB) sent to `path` answers 413 with the message. */
export async function expectBodyTooLarge(env: TestEnv, path: string, body: object): Promise<void> {
  const res = await env.api
    .post(path)
    .set('Content-Type', 'application/json')
    .send(JSON.stringify(body));
  expect(res.status).toBe(413);
  expect(res.body).toEqual({ code: 413, msg: 'Request body too large' });
}

/** A full first page (`size` rows) of a list longer than `pages` pages: its paging and rows. */
export function expectFullFirstPage(
  page: { total: number },
  rows: readonly unknown[],
  size: number,
  pages: number,
): void {
  expect(page).toEqual({ currentPage: 1, total: expect.any(Number), listRows: size });
  expect(page.total).toBeGreaterThan(size * pages);
  expect(rows).toHaveLength(size);
}

/** A country_all of a region asked in any case: Europe's countries A to Z, each its id and name. */
export async function expectEuropeCountries(env: TestEnv, path: string): Promise<void> {
  const res = await env.api.get(path).query({ region_name: 'europe' });
  expect(res.body.code).toBe(200);
  const names = res.body.data.map((c: { country_name: string }) => c.country_name);
  expect(names).toContain('Germany');
  expect(names).not.toContain('Japan');
  expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  expectFields(res.body.data, ['country_id', 'country_name']);
}

/** A clock the test moves by hand: pass `clock.now` as the server's `now`. */
export function makeClock(start = Date.parse('2026-06-01T10:00:00.000Z')) {
  let time = start;
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
  };
}

/** The newest code the outbox holds for `email` (and `emailType` if given), or undefined. */
export async function latestCode(
  env: TestEnv,
  email: string,
  emailType?: number,
): Promise<string | undefined> {
  const res = await env.api.get('/mock/outbox').query({ email });
  const mails = res.body.data as { email_type: number; code: string }[];
  return mails.find((m) => emailType === undefined || m.email_type === emailType)?.code;
}

/** Asks for a code (expects 200) and returns it from the outbox. */
export async function requestCode(env: TestEnv, email: string, emailType: 1 | 2): Promise<string> {
  const res = await env.api
    .post('/api/login/send_mail')
    .send({ emailAddress: email, email_type: emailType });
  expect(res.body).toMatchObject({ code: 200 });
  const code = await latestCode(env, email, emailType);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}
