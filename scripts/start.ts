/**
 * `npm start` (production) and `npm run dev` (--dev): the whole site offline in one command.
 * `tsx scripts/start.ts --build-only` makes a fresh build against the mock API and exits
 * (the Docker image's build stage uses it); `npm start -- --rebuild` rebuilds first.
 * PORT and MOCK_API_PORT move the whole stack (scripts/lib/stack-settings.ts); a build made for
 * other ports or URLs is redone.
 *
 * The mock API starts before the build: getStaticProps pre-renders pages from it.
 */
import path from 'node:path';
import { FIXTURES_DB, ensureBuild, ensureFixtures } from './lib/build';
import { assertPortsFree, revalidateUrl, waitForUrl } from './lib/ports';
import {
  ROOT,
  exitAfterStop,
  log,
  revalidateSecretForRun,
  runMain,
  startMockApi,
  startSite,
} from './lib/processes';
import { stackSettings } from './lib/stack-settings';

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const buildOnly = process.argv.includes('--build-only');
  const rebuild = process.argv.includes('--rebuild');
  const settings = stackSettings(process.env);
  const { port, mockPort, inlined } = settings;
  const dbFile = path.resolve(ROOT, process.env.MOCK_DB || FIXTURES_DB);

  const mockEntry = { port: mockPort, what: 'mock API', setting: 'MOCK_API_PORT' };
  await assertPortsFree(
    buildOnly ? [mockEntry] : [mockEntry, { port, what: 'site', setting: 'PORT' }],
    { port, mockPort, command: dev ? 'npm run dev' : 'npm start' },
  );
  // Before the long steps, so the fix is read while there is time to stop.
  for (const warning of settings.warnings) log(`warning: ${warning}`);
  await ensureFixtures(dbFile);

  // Drawn before the mock starts: its publish route calls the site's webhook with it.
  const revalidation = revalidateSecretForRun();
  const mock = startMockApi({
    port: mockPort,
    dbFile,
    siteOrigins: settings.siteOrigins,
    watch: dev,
    siteRevalidate: buildOnly
      ? undefined
      : { url: revalidateUrl(port), secret: revalidation.secret },
  });
  await waitForUrl(mock.healthUrl, 60_000, { accept: (status) => status === 200 });
  log(`mock API ready at ${mock.url}`);

  if (buildOnly) {
    await ensureBuild({ force: true, apiBaseUrl: mock.url, inlined });
    await exitAfterStop(0);
  }
  if (!dev) await ensureBuild({ apiBaseUrl: mock.url, inlined, force: rebuild });

  const site = startSite({
    port,
    dev,
    apiBaseUrl: mock.url,
    inlined,
    revalidateSecret: revalidation.secret,
  });
  // In dev the first request compiles the home page, which takes a while on 2 cores.
  await waitForUrl(`${site.url}/`, dev ? 300_000 : 120_000);

  const mode = dev ? 'development' : 'production';
  console.log(
    [
      '',
      `  Site (${mode}):`.padEnd(28) + site.url,
      '  Mock API:'.padEnd(28) +
        `${mock.url}  (database: ${path.relative(ROOT, dbFile)}${dev ? '; restarts on change' : ''})`,
      '  Browsers call the API at:'.padEnd(28) + inlined.NEXT_PUBLIC_API_BASE_URL,
      '  Revalidation secret:'.padEnd(28) +
        (revalidation.file
          ? `drawn for this run, in ${path.relative(ROOT, revalidation.file)} (REVALIDATE_SECRET to choose one)`
          : 'REVALIDATE_SECRET'),
      '  Preview links:'.padEnd(28) +
        `GET ${mock.url}/mock/preview-link?path=/page (a token for that page, valid 5 minutes)`,
      '  CMS publish webhook:'.padEnd(28) +
        `PUT ${mock.url}/mock/content/:collection/:id saves a draft, POST …/publish revalidates ${revalidateUrl(port)} (signed)`,
      '  Shared ISR cache:'.padEnd(28) +
        (process.env.REDIS_URL ? 'Redis (REDIS_URL)' : "none: this process's own file cache"),
      '',
      '  Ctrl-C stops both.',
      '',
    ].join('\n'),
  );
}

runMain(main);
