/**
 * Every described operation, called on the mock with its own example (signed in as the demo
 * customer where it needs a token), succeeds with an answer its response schema accepts; in
 * strict mode the answer carries only documented fields.
 */
import { VENDOR_ENDPOINTS, type Endpoint } from '@/contract/endpoints';
import { OPERATIONS } from '@/contract/schemas/index';
import type { Operation } from '@/contract/schemas/operation';
import { makeEnv, signIn, type TestEnv } from '../mock-api/helpers';

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

async function call(env: TestEnv, { endpoint, operation }: Described, token: string) {
  const path = endpoint.path.startsWith('/') ? endpoint.path : `/${endpoint.path}`;
  const request =
    endpoint.method === 'GET'
      ? env.api.get(path).query(operation.example.query ?? {})
      : env.api.post(path).send(operation.example.body ?? {});
  if (operation.auth) request.set('Authorization', token);
  return request;
}

describe.each([
  ['default', false],
  ['strict', true],
])('the mock in %s mode answers each operation’s example', (_mode, strict) => {
  let env: TestEnv;
  let token: string;
  beforeAll(async () => {
    env = makeEnv({ strict });
    token = await signIn(env);
    // Generating the fixtures takes seconds on a busy machine.
  }, 60_000);
  afterAll(() => env.cleanup());

  it.each(described().map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    const res = await call(env, entry, token);
    expect(res.status).toBe(200);
    const success = entry.endpoint.path.includes('diagoem') ? 0 : 200;
    expect(res.body).toMatchObject({ code: success });
    const parsed = entry.operation.response.safeParse(res.body);
    expect(parsed.error).toBeUndefined();
    // Strict mode answers nothing the document does not list.
    if (strict) expect(parsed.data).toEqual(res.body);
  });
});
