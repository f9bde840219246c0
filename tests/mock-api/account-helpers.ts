/**
 * Shared set-up and checks of the customer-area tests (account-*.test.ts): a server signed in
 * as the demo and the second customer, requests by customer, and the checks every owned table
 * repeats (no token, another customer's ids, paging, keywords, id parameters).
 */
import type { Test } from 'supertest';
import { withoutOwner } from '../../mock-api/routes/account/records';
import type { MockServerOptions } from '../../mock-api/server';
import { DEMO_ACCOUNTS, makeClock, makeEnv, signIn, type TestEnv } from './helpers';

/** Who sends a request: a signed-in customer, or nobody (no token). */
export type Who = 'demo' | 'second' | null;
export type Method = 'GET' | 'POST';
export type Body = Record<string, unknown> & { code: number; msg: string };
export type Payload = Record<string, unknown>;

export interface AccountApi {
  /** The server of this test file (from beforeAll on). */
  readonly env: TestEnv;
  readonly clock: ReturnType<typeof makeClock>;
  /** A GET (query) or POST (body) to `${base}/${path}`, answered with HTTP 200: the envelope. */
  call(method: Method, path: string, who: Who, payload?: unknown): Promise<Body>;
  /** The bare requests, for tests that read the whole response. */
  get(path: string, who: Who, query?: Payload): Test;
  post(path: string, who: Who, body: unknown): Test;
  /**
   * A route of one record (GET, the demo customer): without its id it answers "<id> is
   * required", with the bad id of `bad` (`{ <id>: value }`) "<id> must be a number", with an
   * unknown id 404 (exactly `notFound` when given).
   */
  expectIdChecked(path: string, bad: Payload, notFound?: string): Promise<void>;
}

/**
 * A server for this test file (a fixed clock, the fixtures) with the demo and the second
 * customer signed in; requests go to `${base}/${path}` (to `path` when `base` is '').
 */
export function accountApi(base: string, options: Partial<MockServerOptions> = {}): AccountApi {
  const clock = makeClock();
  let env: TestEnv | undefined;
  const tokens = { demo: '', second: '' };
  beforeAll(async () => {
    env = makeEnv({ now: clock.now, ...options });
    tokens.demo = await signIn(env, DEMO_ACCOUNTS.demo);
    tokens.second = await signIn(env, DEMO_ACCOUNTS.second);
  });
  afterAll(() => env?.cleanup());

  const current = () => {
    if (!env) throw new Error('The server starts in beforeAll');
    return env;
  };
  const signed = (req: Test, who: Who) =>
    who === null ? req : req.set('Authorization', tokens[who]);
  // With no base, paths are whole (`/api/user/user_edit`).
  const url = (path: string) => (base ? `${base}/${path}` : path);
  const get = (path: string, who: Who, query: Payload = {}) =>
    signed(current().api.get(url(path)).query(query), who);
  const post = (path: string, who: Who, body: unknown) =>
    signed(current().api.post(url(path)), who).send(body as object);
  return {
    get env() {
      return current();
    },
    clock,
    async call(method, path, who, payload = {}) {
      const res = await (method === 'GET'
        ? get(path, who, payload as Payload)
        : post(path, who, payload));
      expect(res.status).toBe(200);
      return res.body as Body;
    },
    get,
    post,
    async expectIdChecked(path, bad, notFound) {
      const [idField] = Object.keys(bad);
      const answer = async (query: Payload) => (await get(path, 'demo', query)).body as Body;
      expect(await answer({})).toEqual({ code: 400, msg: `${idField} is required` });
      expect(await answer(bad)).toEqual({
        code: 400,
        msg: `${idField} must be a number`,
      });
      const unknown = await answer({ [idField]: 99999 });
      if (notFound) expect(unknown).toEqual({ code: 404, msg: notFound });
      else expect(unknown.code).toBe(404);
    },
  };
}

/** The ids of a list answer's rows, in order. */
export function idsOf(rows: unknown, idField: string): number[] {
  return (rows as Record<string, number>[]).map((row) => row[idField]!);
}

/** Each case answers exactly `{code, msg}` (the case's body is shown when one does not). */
export async function expectAnswers(
  send: (body: Payload) => Test,
  cases: readonly (readonly [Payload, number, string])[],
): Promise<void> {
  for (const [body, code, msg] of cases) {
    const res = await send(body);
    expect({ body, ...res.body }).toEqual({ body, code, msg });
  }
}

/** Each change of a valid form answers `code` (and `msg` when given). */
export async function expectRefusals(
  send: (change: Payload) => Promise<Body>,
  cases: readonly (readonly [Payload, number, string?])[],
): Promise<void> {
  for (const [change, code, msg] of cases) {
    const body = await send(change);
    expect([change, body.code]).toEqual([change, code]);
    if (msg) expect(body.msg).toBe(msg);
  }
}

/** Each field missing or holding each value answers 400 with the field's message. */
export async function expectFieldMessages(
  send: (payload: Payload) => Promise<Body>,
  valid: Payload,
  cases: readonly (readonly [string, string, readonly unknown[]])[],
): Promise<void> {
  for (const [field, msg, values] of cases) {
    for (const value of values) {
      const payload: Payload = { ...valid, [field]: value };
      if (value === undefined) delete payload[field];
      expect(await send(payload)).toEqual({ code: 400, msg });
    }
  }
}

/** `it.each` over routes: without a token each answers 10001 and changes nothing. */
export function itRefusesWithoutToken(
  api: AccountApi,
  routes: readonly (readonly [Method, string])[],
  payload: Payload,
  snapshot: () => string,
): void {
  it.each(routes)('%s %s answers 10001', async (method, path) => {
    const before = snapshot();
    const body = await api.call(method, path, null, payload);
    expect(body.code).toBe(10001);
    expect(snapshot()).toBe(before);
  });
}

/**
 * The checks every owned table repeats. Its routes are `${name}_all`, `_keyword`, `_edit`
 * (GET finds, POST changes) and `_del`; rows are answered in `${name}_all` and `${name}_find`,
 * their ids in `${name}_id`.
 */
export function ownedTableChecks<Row extends { uId: number }>(
  api: AccountApi,
  name: string,
  rows: () => readonly Row[],
) {
  const idField = `${name}_id`;
  const findField = `${name}_find`;
  const idOf = (row: Row) => (row as unknown as Record<string, number>)[idField]!;
  const own = (uId: number) =>
    rows()
      .filter((row) => row.uId === uId)
      .sort((a, b) => idOf(b) - idOf(a));
  const snapshot = () => JSON.stringify(rows());
  const ids = (list: unknown) => idsOf(list, idField);
  const demoCall = (method: Method, path: string, payload?: Payload) =>
    api.call(method, path, 'demo', payload);

  /** A page of a list answer: its paging (ten rows a page) and its rows' ids, in order. */
  const expectPage = (
    body: Body,
    list: { currentPage: number; total: number; ids: number[]; field?: string },
  ) => {
    expect(body.page).toEqual({ currentPage: list.currentPage, total: list.total, listRows: 10 });
    expect(ids(body[list.field ?? `${name}_all`])).toEqual(list.ids);
  };

  return {
    /** A customer's rows, newest first. */
    own,
    /** The table as JSON, to see that nothing changed. */
    snapshot,
    ids,
    expectPage,

    /** `it.each` over routes: without a token each answers 10001 and changes nothing. */
    itRefusesWithoutToken(routes: readonly (readonly [Method, string])[], payload: Payload) {
      itRefusesWithoutToken(api, routes, payload, snapshot);
    },

    /** The second customer's list holds their own `total` rows only (`ids`, newest first). */
    async expectOwnRowsOnly(total: number, expected: number[]) {
      const body = await api.call('GET', `${name}_all`, 'second');
      expectPage(body, { currentPage: 1, total, ids: expected });
    },

    /** A keyword of another customer's row finds nothing. */
    async expectNothingFound(keyword: string) {
      const body = await demoCall('POST', `${name}_keyword`, { goodsVerifyKeyword: keyword });
      expect(body.code).toBe(200);
      expect(body[`${name}_all`]).toEqual([]);
      expect((body.page as { total: number }).total).toBe(0);
    },

    /** Blank or missing keywords answer the page's message; a keyword that is not text, 400. */
    async expectKeywordRefused(message: string, blanks: readonly Payload[], notText: unknown) {
      for (const payload of blanks) {
        expect(await demoCall('POST', `${name}_keyword`, payload)).toEqual({
          code: 400,
          msg: message,
        });
      }
      const body = await demoCall('POST', `${name}_keyword`, { goodsVerifyKeyword: notText });
      expect(body.code).toBe(400);
    },

    /**
     * A route's record id: missing answers "<id> is required", `bad` 400 (exactly
     * `badMessage` when given), an unknown id 404; nothing changes.
     */
    async expectIdRefused(
      [method, path]: readonly [Method, string],
      bad: unknown,
      badMessage?: string,
    ) {
      const before = snapshot();
      expect(await demoCall(method, path)).toEqual({ code: 400, msg: `${idField} is required` });
      const refused = await demoCall(method, path, { [idField]: bad });
      if (badMessage) expect(refused).toEqual({ code: 400, msg: badMessage });
      else expect(refused.code).toBe(400);
      expect((await demoCall(method, path, { [idField]: 99999 })).code).toBe(404);
      expect(snapshot()).toBe(before);
    },

    /** An edit of a valid form without its id asks for it; with an unknown id, 404. */
    async expectEditIdRefused(valid: Payload) {
      expect(await demoCall('POST', `${name}_edit`, valid)).toEqual({
        code: 400,
        msg: `${idField} is required`,
      });
      const unknown = await demoCall('POST', `${name}_edit`, { ...valid, [idField]: 99999 });
      expect(unknown.code).toBe(404);
    },

    /**
     * The second customer's attempts on a demo row each answer 403 without the row; the
     * table stays as it was and the demo customer reads the row unchanged.
     */
    async expectUnchangedForOthers(
      row: Row,
      attempts: readonly (readonly [Method, string, Payload])[],
    ) {
      const id = { [idField]: idOf(row) };
      const before = snapshot();
      for (const [method, path, payload] of attempts) {
        const body = await api.call(method, path, 'second', { ...payload, ...id });
        expect(body.code).toBe(403);
        expect(body).not.toHaveProperty(findField);
      }
      expect(snapshot()).toBe(before);
      const read = await demoCall('GET', `${name}_edit`, id);
      expect(read[findField]).toEqual(withoutOwner(row));
    },

    /** Deleting a row that other records use answers 409 with `msg`; nothing changes. */
    async expectInUse(row: Row, msg: string) {
      const before = snapshot();
      expect(await demoCall('GET', `${name}_del`, { [idField]: idOf(row) })).toEqual({
        code: 409,
        msg,
      });
      expect(snapshot()).toBe(before);
    },

    /** Deleting an own row (GET): it leaves the list and can no longer be read. */
    async expectDeleted(row: Row) {
      const id = { [idField]: idOf(row) };
      const count = own(1).length;
      expect(await demoCall('GET', `${name}_del`, id)).toEqual({
        code: 200,
        msg: 'Deleted successfully',
      });
      expect(own(1)).toHaveLength(count - 1);
      expect((await demoCall('GET', `${name}_edit`, id)).code).toBe(404);
    },
  };
}

/**
 * The second customer's requests on the demo customer's rows each answer exactly `forbidden`,
 * and nothing changes.
 */
export async function expectForbidden(
  requests: readonly (() => Test)[],
  forbidden: { code: number; msg: string },
  snapshot: () => string,
): Promise<void> {
  const before = snapshot();
  for (const request of requests) expect((await request()).body).toEqual(forbidden);
  expect(snapshot()).toBe(before);
}

/** Without a token every request answers 10001, and nothing changes. */
export async function expectAllRefused(
  requests: readonly (() => Test)[],
  snapshot: () => string,
): Promise<void> {
  const before = snapshot();
  for (const request of requests) expect((await request()).body.code).toBe(10001);
  expect(snapshot()).toBe(before);
}
