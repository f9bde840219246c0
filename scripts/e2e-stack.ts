/**
 * Playwright's webServer: the production stack on the contract's ports, serving a
 * throw-away copy of the fixture database (.e2e/db.json) so tests that write never
 * dirty the developer's fixtures/db.json.
 */
import path from 'node:path';
import {
  FIXTURES_DB,
  ROOT,
  copyDb,
  ensureBuild,
  ensureFixtures,
  log,
  runMain,
  startMockApi,
  revalidateUrl,
  startSite,
  waitForUrl,
} from './lib/stack';
import { stackSettings } from './lib/stack-settings';
import { defaultStrict } from '../mock-api/routes/strict';

const E2E_DB = path.join(ROOT, '.e2e', 'db.json');

async function main(): Promise<void> {
  const { port, mockPort, inlined, siteOrigins: origins } = stackSettings(process.env);

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

  // A build older than the sources, or made for other ports, would test another site.
  await ensureBuild({ apiBaseUrl: mock.url, inlined, rebuildIfStale: true });

  // The suite's own revalidation secret (e2e/isr.spec.ts and routing.spec.ts send the same).
  const site = startSite({
    port,
    dev: false,
    apiBaseUrl: mock.url,
    inlined,
    revalidateSecret: secret,
  });
  await waitForUrl(`${site.url}/`, 120_000);
  log(`e2e stack ready: site ${site.url}, mock API ${mock.url}`);
}

runMain(main);
