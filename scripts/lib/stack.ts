/**
 * The production stack in one call, composed of the fixtures and the build (build.ts), the
 * processes (processes.ts) and the ports (ports.ts).
 */
import { copyDb, ensureBuild, ensureFixtures, FIXTURES_DB } from './build';
import { assertPortsFree, siteOrigins, waitForUrl } from './ports';
import { startMockApi, startSite } from './processes';
import { inlinedSettings } from './stack-settings';

/**
 * The production stack on the given ports, serving a throw-away copy of the fixture database
 * (`dbCopy`): what `npm run lighthouse` and `npm run screenshots` measure. Refuses busy ports
 * rather than measure another server; builds when there is no build or the sources are newer
 * than it (a score or a picture of yesterday's code would mislead whoever reads it).
 */
export async function startProductionStack(options: {
  port: number;
  mockPort: number;
  dbCopy: string;
  /** How the user ran it, for the "port in use" hint (`npm run lighthouse`). */
  command: string;
}): Promise<{ siteUrl: string; mockUrl: string }> {
  const { port, mockPort, dbCopy } = options;
  await assertPortsFree(
    [
      { port: mockPort, what: 'mock API', setting: 'MOCK_API_PORT' },
      { port, what: 'site', setting: 'PORT' },
    ],
    { port, mockPort, command: options.command },
  );
  const inlined = inlinedSettings(process.env, port, mockPort);
  await ensureFixtures(FIXTURES_DB);
  const db = copyDb(FIXTURES_DB, dbCopy);
  const mock = startMockApi({
    port: mockPort,
    dbFile: db,
    siteOrigins: siteOrigins(port, inlined.NEXT_PUBLIC_SITE_URL),
    quiet: true,
  });
  await waitForUrl(mock.healthUrl, 60_000, { accept: (code) => code === 200 });
  await ensureBuild({ apiBaseUrl: mock.url, inlined, rebuildIfStale: true });
  const site = startSite({ port, dev: false, apiBaseUrl: mock.url, inlined });
  await waitForUrl(`${site.url}/`, 120_000);
  return { siteUrl: site.url, mockUrl: mock.url };
}
