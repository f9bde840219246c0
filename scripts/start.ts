/**
 * `npm start` (production) and `npm run dev` (--dev): the whole site offline in one command.
 * `tsx scripts/start.ts --build-only` makes a fresh build against the mock API and exits
 * (the Docker image's build stage uses it).
 *
 * The mock API starts before the build: getStaticProps pre-renders pages from it.
 */
import path from 'node:path';
import {
  DEFAULT_PUBLIC_API_BASE_URL,
  FIXTURES_DB,
  ROOT,
  assertPortsFree,
  ensureBuild,
  ensureFixtures,
  envPort,
  exitAfterStop,
  log,
  revalidateSecretForRun,
  revalidateUrl,
  runMain,
  siteOrigins,
  startMockApi,
  startSite,
  waitForUrl,
} from './lib/stack';

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const buildOnly = process.argv.includes('--build-only');
  const port = envPort('PORT', 3000);
  const mockPort = envPort('MOCK_API_PORT', 4000);
  const dbFile = path.resolve(ROOT, process.env.MOCK_DB || FIXTURES_DB);

  await assertPortsFree(
    buildOnly
      ? [{ port: mockPort, what: 'mock API' }]
      : [
          { port: mockPort, what: 'mock API' },
          { port, what: 'site' },
        ],
  );
  await ensureFixtures(dbFile);

  // Drawn before the mock starts: its publish route calls the site's webhook with it.
  const revalidation = revalidateSecretForRun();
  const mock = startMockApi({
    port: mockPort,
    dbFile,
    siteOrigins: siteOrigins(port),
    siteRevalidate: buildOnly
      ? undefined
      : { url: revalidateUrl(port), secret: revalidation.secret },
  });
  await waitForUrl(mock.healthUrl, 60_000, { accept: (status) => status === 200 });
  log(`mock API ready at ${mock.url}`);

  if (buildOnly) {
    await ensureBuild({ force: true, apiBaseUrl: mock.url });
    await exitAfterStop(0);
  }
  if (!dev) await ensureBuild({ apiBaseUrl: mock.url });

  // Dev compiles on the fly, so browsers can follow the mock's port; a build has the
  // URL inlined and can only be warned about.
  const publicApi =
    process.env.NEXT_PUBLIC_API_BASE_URL ||
    (dev ? `http://localhost:${mockPort}` : DEFAULT_PUBLIC_API_BASE_URL);
  if (new URL(publicApi).port !== String(mockPort)) {
    log(
      `warning: browsers call the API at ${publicApi} (NEXT_PUBLIC_API_BASE_URL), not :${mockPort}`,
    );
  }

  const site = startSite({
    port,
    dev,
    apiBaseUrl: mock.url,
    publicApiBaseUrl: publicApi,
    revalidateSecret: revalidation.secret,
  });
  // In dev the first request compiles the home page, which takes a while on 2 cores.
  await waitForUrl(`${site.url}/`, dev ? 300_000 : 120_000);

  const mode = dev ? 'development' : 'production';
  console.log(
    [
      '',
      `  Site (${mode}):`.padEnd(28) + site.url,
      '  Mock API:'.padEnd(28) + `${mock.url}  (database: ${path.relative(ROOT, dbFile)})`,
      '  Revalidation secret:'.padEnd(28) +
        (revalidation.file
          ? `drawn for this run, in ${path.relative(ROOT, revalidation.file)} (REVALIDATE_SECRET to choose one)`
          : 'REVALIDATE_SECRET'),
      '  CMS publish webhook:'.padEnd(28) +
        `PUT ${mock.url}/mock/content/:collection/:id revalidates ${revalidateUrl(port)}`,
      '  Shared ISR cache:'.padEnd(28) +
        (process.env.REDIS_URL ? 'Redis (REDIS_URL)' : "none: this process's own file cache"),
      '',
      '  Ctrl-C stops both.',
      '',
    ].join('\n'),
  );
}

runMain(main);
