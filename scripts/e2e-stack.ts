/**
 * Playwright's webServer: the production stack on the contract's ports, serving a
 * throw-away copy of the fixture database (.e2e/db.json) so tests that write never
 * dirty the developer's fixtures/db.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startContractFront } from './lib/openapi/contract-front';
import { documentValue } from './lib/openapi/document-tools';
import { startPrism } from './lib/openapi/prism';
import { FIXTURES_DB, copyDb, ensureBuild, ensureFixtures } from './lib/build';
import { envPort, revalidateUrl, waitForUrl } from './lib/ports';
import { ROOT, log, runMain, startMockApi, startSite } from './lib/processes';
import { contractFrontUrl, stackSettings } from './lib/stack-settings';
import { defaultStrict } from '../mock-api/routes/strict';

const E2E_DB = path.join(ROOT, '.e2e', 'db.json');

async function main(): Promise<void> {
  const { port, mockPort, inlined, siteOrigins: origins } = stackSettings(process.env);

  const contract = process.env.E2E_API_PROXY === 'prism';
  // The default mode's extensions (undocumented fields) would all be violations.
  if (contract && process.env.MOCK_API_STRICT !== '1') {
    throw new Error('E2E_API_PROXY=prism checks the strict mock: set MOCK_API_STRICT=1 as well');
  }

  await ensureFixtures(FIXTURES_DB);
  copyDb(FIXTURES_DB, E2E_DB);

  // Quiet: a line per request would bury failures in the CI log (MOCK_API_LOG=1 for them).
  const secret = process.env.REVALIDATE_SECRET || 'dev-revalidate-secret';
  const mock = startMockApi({
    port: mockPort,
    dbFile: E2E_DB,
    siteOrigins: origins,
    quiet: true,
    // The default write limits, as a tester's suite meets them (600 writes and 1 MiB a minute
    // per client and per customer, mock-api/http/write-limit.ts): the whole one-worker suite
    // stays far below them. MOCK_WRITE_LIMIT=0 in the environment turns them off.
    // The publish loop (e2e/publish.spec.ts): the mock's content route revalidates the site.
    siteRevalidate: { url: revalidateUrl(port), secret },
  });
  await waitForUrl(mock.healthUrl, 60_000, { accept: (status) => status === 200 });
  // MOCK_API_STRICT=1 (npm run test:e2e:strict) reaches the mock through the environment.
  log(
    `mock API ready at ${mock.url}${defaultStrict() ? ' (strict: the documented API only)' : ''}`,
  );

  // E2E_API_PROXY=prism: the site calls the API through Prism's validation proxy.
  const api = contract ? await startContractMode(mock.url) : null;
  const apiBaseUrl = api?.url ?? mock.url;
  const siteInlined = api ? { ...inlined, NEXT_PUBLIC_API_BASE_URL: api.publicUrl } : inlined;

  // A build older than the sources, or made for other ports, would test another site.
  await ensureBuild({ apiBaseUrl, inlined: siteInlined, rebuildIfStale: true });

  // The suite's own revalidation secret (e2e/isr.spec.ts and routing.spec.ts send the same).
  const site = startSite({
    port,
    dev: false,
    apiBaseUrl,
    inlined: siteInlined,
    revalidateSecret: secret,
  });
  await waitForUrl(`${site.url}/`, 120_000);
  log(
    `e2e stack ready: site ${site.url}, mock API ${mock.url}${api ? `, API through Prism at ${api.url}` : ''}`,
  );
}

/**
 * Prism's validation proxy on the generated document in front of the mock, behind the contract
 * front (scripts/lib/openapi/contract-front.ts): ports E2E_PRISM_PORT (default 4031) and
 * E2E_CONTRACT_PORT (4030, the API's address for the site); violations in
 * .e2e/contract-violations.jsonl.
 */
async function startContractMode(mockUrl: string): Promise<{ url: string; publicUrl: string }> {
  const prismPort = envPort('E2E_PRISM_PORT', 4031);
  const publicUrl = contractFrontUrl(process.env) ?? '';
  const frontPort = Number(new URL(publicUrl).port);
  const document = documentValue();
  const documentFile = path.join(ROOT, '.e2e', 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(document));
  const logFile = path.join(ROOT, '.e2e', 'contract-violations.jsonl');
  writeFileSync(logFile, '');
  const prism = await startPrism({
    documentFile,
    upstream: mockUrl,
    port: prismPort,
    onLine: (line) => console.log(`[prism] ${line}`),
  });
  const front = await startContractFront({
    port: frontPort,
    prismUrl: prism.url,
    mockUrl,
    logFile,
  });
  process.once('exit', () => {
    log(`contract mode: ${front.violations()} violations (${logFile})`);
    void prism.stop();
  });
  log(`contract mode: the site calls ${front.url}, Prism at ${prism.url} checks every /api/ call`);
  return { url: front.url, publicUrl };
}

runMain(main);
