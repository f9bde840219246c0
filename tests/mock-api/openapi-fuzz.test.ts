/**
 * Fuzzing from the document: requests generated from the OpenAPI document's own parameter and
 * body schemas (scripts/lib/openapi/requests.ts) hit every described operation of the strict
 * mock, FUZZ_RUNS of them (5,000 by default, with the fixed seed FUZZ_SEED, so CI always sends
 * the same ones). Every answer: no HTTP 5xx, and what the document allows (Ajv against the
 * operation's 200 schema, or the failure response). The same fuzz against a document whose
 * field was deliberately broken fails.
 */
import fc from 'fast-check';
import { answerValidator, type AnswerCheck } from '../../scripts/lib/openapi/answers';
import { requestArbitrary, type GeneratedRequest } from '../../scripts/lib/openapi/requests';
import {
  brokenDocument,
  documentValue,
  operationsOf,
  type Json,
} from '../../scripts/lib/openapi/document-tools';
import { makeEnv, signIn, type TestEnv } from './helpers';

const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 5000;
const FUZZ_SEED = Number(process.env.FUZZ_SEED) || 36;
/** About 60 s for the default runs under load, in proportion for more. */
jest.setTimeout(Math.max(240_000, Math.ceil(FUZZ_RUNS / 5000) * 240_000));

const JUNK_TOKEN = 'not-a-token';
/** The token codes that say the demo token stopped working (a sign-out among the requests). */
const STALE_TOKEN_CODES = new Set([10003, 10004, 10005, 10008]);

let env: TestEnv;
let token: string;
beforeAll(async () => {
  env = makeEnv({ strict: true });
  token = await signIn(env);
});
afterAll(() => env.cleanup());

async function send(request: GeneratedRequest): Promise<{ status: number; body: unknown }> {
  const { operation } = request;
  const method = operation.method as 'get' | 'post' | 'put' | 'delete';
  let call = env.api[method](operation.path).query(request.query);
  if (request.token === 'demo') call = call.set('Authorization', token);
  if (request.token === 'junk') call = call.set('Authorization', JUNK_TOKEN);
  if (request.body && request.media === 'multipart/form-data') {
    for (const [name, value] of Object.entries(request.body)) {
      call = call.field(name, typeof value === 'string' ? value : JSON.stringify(value ?? ''));
    }
  } else if (request.body) {
    call = call.send(request.body);
  }
  const res = await call;
  return { status: res.status, body: res.body };
}

/** Sends the requests; a failure names the request and what the answer broke. */
function fuzzProperty(document: Json, check: AnswerCheck, hits: Map<string, number>) {
  const operations = operationsOf(document);
  const requests = fc.oneof(
    ...operations.map((operation) => requestArbitrary(document, operation)),
  );
  return fc.asyncProperty(requests, async (request) => {
    const { operationId } = request.operation;
    hits.set(operationId, (hits.get(operationId) ?? 0) + 1);
    const answer = await send(request);
    if (answer.status >= 500)
      throw new Error(`HTTP ${answer.status}: ${JSON.stringify(answer.body)}`);
    const violation = check.violation(request.operation, answer.status, answer.body);
    if (violation) throw new Error(violation);
    const code = (answer.body as { code?: unknown }).code;
    if (request.token === 'demo' && STALE_TOKEN_CODES.has(code as number)) {
      token = await signIn(env);
    }
  });
}

describe('fuzzing the mock from the OpenAPI document', () => {
  it(`answers ${FUZZ_RUNS} generated requests with no 5xx and nothing the document refuses`, async () => {
    const document = documentValue();
    const hits = new Map<string, number>();
    await fc.assert(fuzzProperty(document, answerValidator(document), hits), {
      numRuns: FUZZ_RUNS,
      seed: FUZZ_SEED,
      // A counterexample as found: shrinking re-sends thousands of requests.
      endOnFailure: true,
    });
    // Every described operation was reached.
    expect([...hits.keys()].sort()).toEqual(
      operationsOf(document)
        .map((operation) => operation.operationId)
        .sort(),
    );
  });

  it('fails against a document with one field deliberately broken', async () => {
    const { document, operation } = brokenDocument();
    const only: Json = {
      ...document,
      paths: {
        [operation.path]: {
          [operation.method]: (document.paths as Record<string, Record<string, unknown>>)[
            operation.path
          ][operation.method],
        },
      },
    };
    const result = await fc.check(fuzzProperty(only, answerValidator(document), new Map()), {
      numRuns: 50,
      seed: FUZZ_SEED,
      endOnFailure: true,
    });
    expect(result.failed).toBe(true);
    expect(String(result.errorInstance)).toMatch(/\/msg must be integer/);
  });
});
