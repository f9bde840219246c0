/**
 * `BENCH_ONLY=scale npm run bench`: the catalogue at 1x against 100x (BENCH_SCALE moves the
 * second size) in one run. The mock's catalogue reads at both sizes (scripts/lib/mock-scale-bench.ts),
 * then `next build` against each (scripts/lib/build-scale-bench.ts): time, peak memory and the
 * pages pre-rendered; then the site on the larger build (scripts/lib/scale-site-bench.ts: the
 * search page's weight, the sitemap index's time cold, after publishes and after a restart;
 * BENCH_SCALE_SITE_PORT, default 4313). Results in .bench/scale-results.json. The builds take
 * both cores for minutes each: run it alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchBuild, type BuildScaleResult } from './build-scale-bench';
import { measureMockScale, mockScaleTable } from './mock-scale-bench';
import { measureScaleSite, type ScaleSiteRow } from './scale-site-bench';
import { assertPortsFree, envPort, waitForUrl } from './ports';
import { log, ROOT, startMockApi } from './processes';
import { printTable } from './table';

function scaleSetting(): number {
  const raw = process.env.BENCH_SCALE ?? '100';
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 2 || scale > 1000) {
    throw new Error(`BENCH_SCALE must be a whole number from 2 to 1000 (got "${raw}")`);
  }
  return scale;
}

export async function runCatalogueScaleBench(): Promise<void> {
  const scale = scaleSetting();
  const firstPort = envPort('BENCH_SCALE_PORT', 4310);
  const ports = [firstPort, firstPort + 1, firstPort + 2];
  const sitePort = envPort('BENCH_SCALE_SITE_PORT', 4313);
  await assertPortsFree([
    ...ports.map((port) => ({ port, what: 'scale bench mock API', setting: 'BENCH_SCALE_PORT' })),
    { port: sitePort, what: 'scale bench site', setting: 'BENCH_SCALE_SITE_PORT' },
  ]);

  const mock = await measureMockScale({
    scales: [1, scale],
    ports,
    startMock: (dbFile, port) => startMockApi({ port, dbFile, quiet: true, writeLimit: 0 }),
    waitReady: async (started) => {
      await waitForUrl(started.healthUrl, 120_000, { accept: (code) => code === 200 });
    },
  });
  for (const db of mock.databases) {
    log(
      `${db.scale}x: ${db.goods} goods, ${db.articles} articles, ${(db.bytes / 1e6).toFixed(1)} MB, generated in ${db.generateMs} ms`,
    );
  }
  const table = mockScaleTable(mock);
  printTable(table.header, table.lines);

  // The builds read the databases the mock was measured on (benchBuild copies each first).
  const builds: BuildScaleResult[] = [];
  let site: ScaleSiteRow[] = [];
  for (const db of mock.databases) {
    const largest = db === mock.databases.at(-1);
    builds.push(
      await benchBuild({
        dbFile: db.dbFile,
        mockPort: ports[2],
        label: `${db.scale}x`,
        // The site's rows at the larger catalogue, on its build, before the build goes.
        afterBuild: largest
          ? async (build) => {
              site = await measureScaleSite({ ...build, port: sitePort });
            }
          : undefined,
      }),
    );
  }
  printTable(
    ['build', 'goods', 'articles', 'seconds', 'peak MiB (tree)', 'peak MiB (one)', 'pages'],
    builds.map((build) => [
      build.label,
      String(build.products),
      String(build.articles),
      build.seconds.toFixed(1),
      String(build.peakTreeRssMiB),
      String(build.peakProcessRssMiB),
      String(build.pagesPrerendered),
    ]),
  );
  printTable(
    [`site at ${scale}x`, 'bytes', 'ms'],
    site.map((row) => [row.what, String(row.bytes), String(row.ms)]),
  );
  const out = path.join(ROOT, '.bench', 'scale-results.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    cores: os.cpus().length,
    load: os.loadavg(),
    mock,
    builds,
    site,
  };
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`results written to ${path.relative(ROOT, out)}`);
}
