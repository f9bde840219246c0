/**
 * What a stack runs from: the fixture database (made when missing or older than the schema)
 * and the production build (made when missing, stale or built for other inlined settings).
 */
import fs from 'node:fs';
import path from 'node:path';
import { dbSchemaVersion, SCHEMA_VERSION } from '../../fixtures/schema-version';
import { log, NEXT_BIN, ROOT, runTask } from './processes';
import { buildDecision, parseBuildRecord, type InlinedSettings } from './stack-settings';

export const FIXTURES_DB = path.join(ROOT, 'fixtures', 'db.json');
export const BUILD_ID_FILE = path.join(ROOT, '.next', 'BUILD_ID');
/** What the build inlined (NEXT_PUBLIC_*), written by ensureBuild after `next build`. */
export const BUILD_SETTINGS_FILE = path.join(ROOT, '.next', 'stack-settings.json');

/** What decides whether a build is older than the code it was made from. */
const BUILD_INPUTS = ['src', 'public', 'next.config.ts', 'tsconfig.json', 'package-lock.json'];

function relative(file: string): string {
  return path.relative(ROOT, file) || '.';
}

/** Makes the fixture database (and its pictures) when `dbFile` does not exist yet. */
export async function ensureFixtures(dbFile: string = FIXTURES_DB): Promise<void> {
  const exists = fs.existsSync(dbFile);
  const version = exists ? dbSchemaVersion(dbFile) : 0;
  if (exists && version >= SCHEMA_VERSION) {
    log(`fixture database: ${relative(dbFile)}`);
    return;
  }
  log(
    exists
      ? `${relative(dbFile)} is schema ${version}, this version serves ${SCHEMA_VERSION}: generating fixtures`
      : `no ${relative(dbFile)}: generating fixtures`,
  );
  await runTask('fixtures', ['--import', 'tsx', 'mock-api/seed.ts'], { MOCK_DB: dbFile });
  if (!fs.existsSync(dbFile)) throw new Error(`mock-api/seed.ts did not write ${dbFile}`);
}

/** Copies a database so a run can write to it without touching the developer's fixtures. */
export function copyDb(from: string, to: string): string {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
  log(`copied ${relative(from)} to ${relative(to)}`);
  return to;
}

function newestMtime(file: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(file)) {
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}

/** True when a source file changed after the last build (so its pages would mislead). */
export function isBuildStale(): boolean {
  if (!fs.existsSync(BUILD_ID_FILE)) return true;
  const builtAt = fs.statSync(BUILD_ID_FILE).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > builtAt);
}

export interface EnsureBuildOptions {
  /** Build even if `.next/BUILD_ID` exists and fits. */
  force?: boolean;
  /** Also rebuild when sources are newer than the build (tests and benchmarks). */
  rebuildIfStale?: boolean;
  /**
   * Where getStaticProps reaches the API during the build: pages are pre-rendered from
   * it, so the mock API must already be answering there.
   */
  apiBaseUrl: string;
  /** What browsers of this run need inlined (stackSettings().inlined); a build made for other values is redone. */
  inlined: InlinedSettings;
  /** Any existing build serves (the benchmarks only request pages server side). */
  anyInlined?: boolean;
}

function readBuildRecord(): InlinedSettings | null {
  try {
    return parseBuildRecord(fs.readFileSync(BUILD_SETTINGS_FILE, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs `next build` when there is no build, when the build inlined other NEXT_PUBLIC_* values
 * than this run needs, or when asked to; records what it inlined in BUILD_SETTINGS_FILE.
 */
export async function ensureBuild(options: EnsureBuildOptions): Promise<void> {
  const exists = fs.existsSync(BUILD_ID_FILE);
  const decision = buildDecision(
    {
      exists,
      recorded: exists ? readBuildRecord() : null,
      sourcesChanged: exists && isBuildStale(),
    },
    {
      wanted: options.anyInlined ? null : options.inlined,
      force: options.force,
      rebuildIfStale: options.rebuildIfStale,
    },
  );
  if (!decision.build) {
    log(`using the existing build (.next/BUILD_ID): ${decision.reason}`);
    for (const note of decision.notes) log(`note: ${note}`);
    return;
  }
  log(`${decision.reason}: running next build (a few minutes on 2 cores)`);
  const started = Date.now();
  // A failed build must not leave the old record beside a half-made .next.
  fs.rmSync(BUILD_SETTINGS_FILE, { force: true });
  await runTask('build', [NEXT_BIN, 'build'], {
    NODE_ENV: 'production',
    API_BASE_URL: options.apiBaseUrl,
    ...options.inlined,
  });
  fs.writeFileSync(BUILD_SETTINGS_FILE, `${JSON.stringify(options.inlined, null, 2)}\n`);
  log(`build done in ${Math.round((Date.now() - started) / 1000)} s`);
}
