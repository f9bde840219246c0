/**
 * The mock API at 1x and 100x (scripts/lib/mock-scale-bench.ts) on its own:
 * `npx tsx scripts/mock-scale-bench.ts`. MOCK_SCALE_BENCH_PORT (default 4510) and the next port
 * serve the two mocks; MOCK_SCALE_BENCH_SCALES (default `1,100`) and
 * MOCK_SCALE_BENCH_REQUESTS (default 300) change the run.
 */
import { measureMockScale, mockScaleTable } from './lib/mock-scale-bench';
import { assertPortsFree, envPort, waitForUrl } from './lib/ports';
import { exitAfterStop, log, runMain, startMockApi } from './lib/processes';
import { printTable } from './lib/table';

async function main(): Promise<void> {
  const scales = (process.env.MOCK_SCALE_BENCH_SCALES || '1,100').split(',').map(Number);
  const requests = Number(process.env.MOCK_SCALE_BENCH_REQUESTS || 300);
  const first = envPort('MOCK_SCALE_BENCH_PORT', 4510);
  const ports = scales.map((_, i) => first + i);
  await assertPortsFree(
    ports.map((port) => ({ port, what: 'scale bench mock', setting: 'MOCK_SCALE_BENCH_PORT' })),
  );
  const result = await measureMockScale({
    scales,
    requests,
    ports,
    startMock: (dbFile, port) => startMockApi({ port, dbFile, quiet: true, writeLimit: 0 }),
    waitReady: async (mock) => {
      await waitForUrl(mock.healthUrl, 120_000, { accept: (code) => code === 200 });
    },
  });
  for (const db of result.databases) {
    log(
      `${db.scale}x: ${db.goods} goods, ${db.articles} articles, ${(db.bytes / 1e6).toFixed(1)} MB, generated in ${db.generateMs} ms`,
    );
  }
  const { header, lines } = mockScaleTable(result);
  printTable(header, lines);
  await exitAfterStop(0);
}

runMain(main);
