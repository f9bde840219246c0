/**
 * Build time, peak memory and pages pre-rendered at catalogue sizes given as databases:
 * `tsx scripts/build-scale-bench.ts 1x=fixtures/db.json 100x=/tmp/db-100x.json`
 * (a scaled database: `FIXTURE_SCALE=100 MOCK_DB=/tmp/db-100x.json npm run fixtures`).
 * Writes .bench/build-scale.json. BUILD_SCALE_MOCK_PORT picks the mock's port (default 4510).
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchBuild, type BuildScaleResult } from './lib/build-scale-bench';
import { ROOT } from './lib/processes';

async function main(): Promise<void> {
  const runs = process.argv.slice(2).map((arg) => {
    const [label, file] = arg.split('=');
    if (!label || !file) throw new Error(`expected label=database.json, got ${arg}`);
    return { label, dbFile: path.resolve(file) };
  });
  if (runs.length === 0) runs.push({ label: '1x', dbFile: path.join(ROOT, 'fixtures', 'db.json') });
  const mockPort = Number(process.env.BUILD_SCALE_MOCK_PORT ?? 4510);
  const results: BuildScaleResult[] = [];
  for (const run of runs) results.push(await benchBuild({ ...run, mockPort }));
  console.table(results);
  const out = path.join(ROOT, '.bench', 'build-scale.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written to ${path.relative(ROOT, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
