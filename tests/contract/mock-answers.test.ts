/**
 * Every described operation, called on the mock with its own example (signed in as the demo
 * customer where it needs a token), succeeds with an answer its response schema accepts; in
 * strict mode the answer carries only documented fields.
 */
import { isDeepStrictEqual as isEqual } from 'node:util';
import { VENDOR_ENDPOINTS, type Endpoint } from '@/contract/endpoints';
import { OPERATIONS } from '@/contract/schemas/index';
import type { Operation } from '@/contract/schemas/operation';
import { makeEnv, requestCode, signIn, type TestEnv } from '../mock-api/helpers';

interface Described {
  name: string;
  endpoint: Endpoint;
  operation: Operation;
}

function described(): Described[] {
  const list: Described[] = [];
  for (const [folder, endpoints] of Object.entries(VENDOR_ENDPOINTS)) {
    const operations: Readonly<Record<string, Operation>> | undefined =
      OPERATIONS[folder as keyof typeof OPERATIONS];
    for (const [key, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const operation = operations?.[key];
      if (operation) list.push({ name: `${folder}.${key}`, endpoint, operation });
    }
  }
  return list;
}

/** A new Google identity's `code` for /association, through the mock's stand-in. */
async function pendingGoogleCode(env: TestEnv): Promise<string> {
  const consent = await env.api.get(VENDOR_ENDPOINTS.googleLogin.gmailLogin.path);
  const link = [...consent.text.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1].replaceAll('&amp;', '&'))
    .find((href) => href.includes('account=new'));
  const res = await env.api.get(link ?? '');
  return new URL(res.headers.location).searchParams.get('code') ?? '';
}

/**
 * The example's body, with what only the mock can give filled in: a code mailed to the
 * example's address (`uCode`) and a pending Google identity (`base64Code`).
 */
async function exampleBody(env: TestEnv, { endpoint, operation }: Described) {
  const body: Record<string, unknown> = { ...operation.example.body };
  if (typeof body.uCode === 'string' && typeof body.uEmail === 'string') {
    const reset = endpoint === VENDOR_ENDPOINTS.login.checkResetting;
    body.uCode = await requestCode(env, body.uEmail, reset ? 1 : 2);
  }
  if ('base64Code' in body) body.base64Code = await pendingGoogleCode(env);
  return body;
}

async function call(env: TestEnv, entry: Described, token: string) {
  const { endpoint, operation } = entry;
  const path = endpoint.path.startsWith('/') ? endpoint.path : `/${endpoint.path}`;
  const request =
    endpoint.method === 'GET'
      ? env.api.get(path).query(operation.example.query ?? {})
      : env.api.post(path).send(await exampleBody(env, entry));
  if (operation.auth) request.set('Authorization', token);
  return request;
}

describe.each([
  ['default', false],
  ['strict', true],
])('the mock in %s mode answers each operation’s example', (_mode, strict) => {
  let env: TestEnv;
  let token: string;
  /** The operations whose default-mode answer has fields the document does not describe. */
  const padded: string[] = [];
  beforeAll(async () => {
    env = makeEnv({ strict });
    token = await signIn(env);
    // Generating the fixtures takes seconds on a busy machine.
  }, 60_000);
  afterAll(() => env.cleanup());

  it.each(described().map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    // Signing out revokes the token it sends: that operation gets a token of its own.
    const own = entry.endpoint === VENDOR_ENDPOINTS.user.checkLogout;
    const res = await call(env, entry, own ? await signIn(env) : token);
    expect(res.status).toBe(200);
    if (entry.operation.page) {
      // A page the browser navigates to: HTML, not the envelope.
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      return;
    }
    const success = entry.endpoint.path.includes('diagoem') ? 0 : 200;
    expect(res.body).toMatchObject({ code: success });
    const parsed = entry.operation.response.safeParse(res.body);
    expect(parsed.error).toBeUndefined();
    // Strict mode answers nothing the document does not list; the default mode's extra
    // columns are its extension, which the document states on every JSON answer.
    if (strict) expect(parsed.data).toEqual(res.body);
    else if (!isEqual(parsed.data, res.body)) padded.push(entry.name);
  });

  if (!strict) {
    it('the default mode’s extension is real: some answers carry undescribed fields', () => {
      expect(padded.length).toBeGreaterThan(0);
    });
  }
});
