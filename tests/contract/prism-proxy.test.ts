/**
 * Prism's validation proxy (`prism proxy --errors`) in front of the strict mock, the fast part of
 * `npm run contract` (scripts/contract.ts): every described operation's own example and some
 * requests generated from the document go through with no request or response violation; the
 * same requests through a proxy given a document whose field was deliberately broken are
 * reported, at that operation. Ports: CONTRACT_TEST_PORT and the two after it (default: ports
 * the system picks).
 */
import type { AddressInfo, Server } from 'node:net';
import { createServer } from 'node:net';
import path from 'node:path';
import {
  brokenDocument,
  documentValue,
  tempDir,
  writeJson,
} from '../../scripts/lib/openapi/document-tools';
import {
  exampleRequests,
  generatedRequests,
  sendAll,
  startPrism,
  type PrismProxy,
} from '../../scripts/lib/openapi/prism';
import { makeEnv, signIn, type TestEnv } from '../mock-api/helpers';

jest.setTimeout(180_000);

/** A port free now: from CONTRACT_TEST_PORT on, else one the system picks. */
async function port(offset: number): Promise<number> {
  const base = Number(process.env.CONTRACT_TEST_PORT);
  if (Number.isInteger(base) && base > 0) return base + offset;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

let env: TestEnv;
let mock: Server;
let temp: ReturnType<typeof tempDir>;
let good: PrismProxy;
let broken: PrismProxy;
let token: string;
const { document: brokenValue, operation: brokenOperation } = brokenDocument();

beforeAll(async () => {
  env = makeEnv({ strict: true });
  token = await signIn(env);
  const mockPort = await port(0);
  mock = env.mock.app.listen(mockPort, '127.0.0.1');
  await new Promise((resolve) => mock.once('listening', resolve));
  const upstream = `http://127.0.0.1:${mockPort}`;
  temp = tempDir('prism');
  [good, broken] = await Promise.all([
    startPrism({
      documentFile: writeJson(path.join(temp.dir, 'good.json'), documentValue()),
      upstream,
      port: await port(1),
    }),
    startPrism({
      documentFile: writeJson(path.join(temp.dir, 'broken.json'), brokenValue),
      upstream,
      port: await port(2),
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([good?.stop(), broken?.stop()]);
  await new Promise((resolve) => mock?.close(resolve));
  await env.cleanup();
  temp?.remove();
});

describe("Prism's validation proxy in front of the strict mock", () => {
  it('reports no violation for the examples and requests generated from the document', async () => {
    const requests = [...exampleRequests(), ...generatedRequests(documentValue(), 60, 36)];
    expect(await sendAll(good.url, requests, token)).toEqual([]);
  });

  it('reports no violation for a conditional GET answered 304 (a browser revalidating)', async () => {
    const gets = exampleRequests().filter((request) => request.method === 'GET' && !request.auth);
    expect(gets.length).toBeGreaterThan(0);
    for (const request of gets) {
      const search = new URLSearchParams(request.query).toString();
      const first = await fetch(`${good.url}${request.path}${search ? `?${search}` : ''}`);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const conditional = { ...request, headers: { 'If-None-Match': etag ?? '' } };
      expect(await sendAll(good.url, [conditional], token)).toEqual([]);
    }
  });

  it('reports the answers that break a deliberately broken field', async () => {
    const violations = await sendAll(broken.url, exampleRequests(), token);
    expect(violations.length).toBeGreaterThan(0);
    for (const violation of violations) {
      expect(violation).toContain(`${brokenOperation.operationId} `);
      expect(violation).toMatch(/response\.body\.msg: .*integer/);
    }
  });
});
