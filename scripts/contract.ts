/**
 * `npm run contract`: the strict mock (MOCK_API_STRICT=1) behind Prism's validation proxy
 * (`prism proxy --errors`, scripts/lib/openapi/prism.ts) on the generated document; every
 * described operation's example, then CONTRACT_RUNS (default 500) requests generated from the
 * document's schemas (seed CONTRACT_SEED), go through it. Fails on any request or response
 * violation Prism reports. Ports: CONTRACT_MOCK_PORT (default 4020), CONTRACT_PRISM_PORT (4021).
 * The e2e suite through Prism: E2E_API_PROXY=prism (docs/api-contract.md).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../fixtures/factories/users';
import { VENDOR_ENDPOINTS } from '../src/contract/endpoints';
import { documentValue } from './lib/openapi/document-tools';
import { exampleRequests, generatedRequests, sendAll, startPrism } from './lib/openapi/prism';
import { copyDb, ensureFixtures, FIXTURES_DB } from './lib/build';
import { envPort, waitForUrl } from './lib/ports';
import { exitAfterStop, log, runMain, startMockApi } from './lib/processes';

async function signIn(mockUrl: string): Promise<string | null> {
  const res = await fetch(`${mockUrl}${VENDOR_ENDPOINTS.login.checkLogin.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      uEmail: DEMO_ACCOUNTS.demo.email,
      uPassword: DEMO_ACCOUNTS.demo.password,
    }),
  });
  const answer = (await res.json()) as { code: number; data?: unknown };
  return answer.code === 200 && typeof answer.data === 'string' ? answer.data : null;
}

async function main(): Promise<void> {
  const mockPort = envPort('CONTRACT_MOCK_PORT', 4020);
  const prismPort = envPort('CONTRACT_PRISM_PORT', 4021);
  const runs = Number(process.env.CONTRACT_RUNS ?? 500);
  const seed = Number(process.env.CONTRACT_SEED) || 36;
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));

  await ensureFixtures(FIXTURES_DB);
  const dbFile = copyDb(FIXTURES_DB, path.join(dir, 'db.json'));
  process.env.MOCK_API_STRICT = '1';
  const mock = startMockApi({ port: mockPort, dbFile, quiet: true });
  await waitForUrl(mock.healthUrl, 60_000, { accept: (status) => status === 200 });

  const document = documentValue();
  const documentFile = path.join(dir, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(document));
  const prism = await startPrism({
    documentFile,
    upstream: mock.url,
    port: prismPort,
    onLine: (line) => console.log(`[prism] ${line}`),
  });
  log(`Prism's validation proxy at ${prism.url}, in front of the strict mock at ${mock.url}`);

  const token = await signIn(mock.url);
  const requests = [...exampleRequests(), ...generatedRequests(document, runs, seed)];
  const violations = await sendAll(prism.url, requests, token);
  await prism.stop();
  for (const violation of violations) console.error(`VIOLATION ${violation}`);
  const summary = `${requests.length} requests through Prism: ${violations.length} violations`;
  log(summary);
  await exitAfterStop(violations.length === 0 ? 0 : 1);
}

runMain(main);
