/**
 * The contract front (scripts/lib/openapi/contract-front.ts) lets only what is not the vendor's
 * API bypass Prism: every call under /api/, described or not, is Prism's to judge.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MOCK_ONLY_ENDPOINTS, VENDOR_ENDPOINTS } from '@/contract/endpoints';
import { MAX_DEPTH } from '../../mock-api/http/input';
import { PRISM_ERRORS } from '../../scripts/lib/openapi/prism';
import {
  bypassesPrism,
  startContractFront,
  type ContractFront,
} from '../../scripts/lib/openapi/contract-front';

describe('bypassesPrism', () => {
  it('sends every /api/ call through Prism, an undescribed one too', () => {
    expect(bypassesPrism('GET', VENDOR_ENDPOINTS.goods.goodsAll.path)).toBe(false);
    expect(bypassesPrism('POST', VENDOR_ENDPOINTS.login.userType.path)).toBe(false);
    expect(bypassesPrism('GET', MOCK_ONLY_ENDPOINTS.functionStockAll.path)).toBe(false);
    expect(bypassesPrism('GET', '/api/nowhere/at_all')).toBe(false);
  });

  it('lets pictures, dev routes, preflights and the Google stand-in go straight to the mock', () => {
    expect(bypassesPrism('GET', '/uploads/goods/a.jpg')).toBe(true);
    expect(bypassesPrism('GET', '/mock/outbox')).toBe(true);
    expect(bypassesPrism('GET', '/openapi.json')).toBe(true);
    expect(bypassesPrism('OPTIONS', VENDOR_ENDPOINTS.goods.goodsAll.path)).toBe(true);
    expect(bypassesPrism('GET', MOCK_ONLY_ENDPOINTS.gmailCallback.path)).toBe(true);
  });
});

/** A server that answers who it is and remembers the paths it was asked. */
function recorder(name: string) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url === '/api/no_answer') {
      // What Prism answers when the upstream closed the connection without an answer.
      res.writeHead(500, { 'Content-Type': 'application/problem+json' });
      res.end(JSON.stringify({ type: 'FetchError', title: 'socket hang up', status: 500 }));
      return;
    }
    if (name === 'prism' && req.url === '/api/not_passed_on') {
      // What Prism answers instead of forwarding a request it cannot (a GET with a body, say).
      res.writeHead(501, { 'Content-Type': 'application/problem+json' });
      res.end(JSON.stringify({ type: `${PRISM_ERRORS}NOT_PASSED`, title: 'No', status: 501 }));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: name }));
  });
  return { server, seen };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function freePort(): Promise<number> {
  const probe = http.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the front', () => {
  const prism = recorder('prism');
  const mock = recorder('mock');
  let front: ContractFront;
  /** The same, for a Prism that only observes (the mock-API tests). */
  let observer: ContractFront;
  let logFile: string;

  beforeAll(async () => {
    logFile = path.join(mkdtempSync(path.join(tmpdir(), 'front-')), 'log.jsonl');
    writeFileSync(logFile, '');
    const prismUrl = await listen(prism.server);
    const mockUrl = await listen(mock.server);
    front = await startContractFront({ port: await freePort(), prismUrl, mockUrl, logFile });
    const observing = { prismUrl, mockUrl, logFile, observe: true };
    observer = await startContractFront({ port: await freePort(), ...observing });
  });
  afterAll(async () => {
    await front.close();
    await observer.close();
    await new Promise((resolve) => prism.server.close(resolve));
    await new Promise((resolve) => mock.server.close(resolve));
  });

  it('answers an /api/ call from Prism and a picture from the mock', async () => {
    const api = await fetch(`${front.url}/api/nowhere/at_all?x=1`).then((r) => r.json());
    const picture = await fetch(`${front.url}/uploads/a.jpg`).then((r) => r.json());
    expect(api).toEqual({ code: 200, msg: 'prism' });
    expect(picture).toEqual({ code: 200, msg: 'mock' });
    expect(prism.seen).toEqual(['GET /api/nowhere/at_all?x=1']);
    expect(mock.seen).toEqual(['GET /uploads/a.jpg']);
  });

  it('sends a JSON body Prism could not parse to the mock, and logs it as a request violation', async () => {
    prism.seen.length = 0;
    mock.seen.length = 0;
    const res = await fetch(`${front.url}/api/diagoem/get_interface`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"requestUrl":',
    });
    expect(await res.json()).toEqual({ code: 200, msg: 'mock' });
    expect(prism.seen).toEqual([]);
    expect(readFileSync(logFile, 'utf8')).toMatch(/"violation":"request\.body: not JSON/);
  });

  it('passes on no answer as no answer (Prism would make it a 500)', async () => {
    await expect(fetch(`${front.url}/api/no_answer`)).rejects.toThrow();
  });

  it('sends a JSON body nested deeper than the mock takes to the mock (it crashed Prism)', async () => {
    prism.seen.length = 0;
    const deep = `${'{"a":'.repeat(MAX_DEPTH + 2)}1${'}'.repeat(MAX_DEPTH + 2)}`;
    const res = await fetch(`${front.url}/api/home/email_add`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: deep,
    });
    expect(await res.json()).toEqual({ code: 200, msg: 'mock' });
    expect(prism.seen).toEqual([]);
  });

  it('answers from the mock what an observing Prism would not pass on, and only then', async () => {
    const observed = await fetch(`${observer.url}/api/not_passed_on`).then((r) => r.json());
    expect(observed).toEqual({ code: 200, msg: 'mock' });
    const refused = await fetch(`${front.url}/api/not_passed_on`);
    expect(refused.status).toBe(501);
  });
});
