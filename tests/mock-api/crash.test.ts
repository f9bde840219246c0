/**
 * The write path: a write is acknowledged only once it is on disk, so a kill -9 of
 * the real process (mock-api/main.ts) right after N parallel acknowledged writes leaves all N
 * in a valid database file; writes in flight when it dies leave the file valid too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOADS_MARKER } from '../../mock-api/seed';
import { SCHEMA_VERSION } from '../../fixtures/schema-version';
import { writeJsonAtomicSync } from '../../mock-api/store/atomic-file';
import { readDatabaseFile } from '../../mock-api/store/journal';
import { fixtures, subscribe } from './helpers';

/** What is on disk: the snapshot with its journal replayed, as the next start reads it. */
const onDisk = (file: string) => readDatabaseFile(file) as { subscribers: { eAccount: string }[] };

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
let dir: string;
let child: ChildProcess | null = null;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mock-crash-'));
});
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = null;
  rmSync(dir, { recursive: true, force: true });
});

/** Starts main.ts on a free port with its own database; resolves with the base URL. */
async function start(dbFile: string): Promise<string> {
  const uploads = path.join(dir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  // Marked current: main.ts would otherwise draw every picture first.
  writeFileSync(path.join(uploads, UPLOADS_MARKER), `${SCHEMA_VERSION}\n`);
  child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      MOCK_DB: dbFile,
      MOCK_UPLOADS_DIR: uploads,
      MOCK_API_PORT: '0',
      MOCK_WRITE_LIMIT: '0',
      MOCK_API_LOG: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (match) resolve(match[1].replace('0.0.0.0', '127.0.0.1'));
    });
    child!.stderr!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child!.on('exit', (code) => reject(new Error(`mock exited (${code}): ${out}`)));
  });
}

function killHard(): Promise<void> {
  return new Promise((resolve) => {
    child!.once('exit', () => resolve());
    child!.kill('SIGKILL');
  });
}

it('N parallel acknowledged writes are all on disk after a kill -9', async () => {
  const dbFile = path.join(dir, 'db.json');
  writeJsonAtomicSync(dbFile, fixtures().db);
  const base = await start(dbFile);
  const N = 60;
  const addresses = Array.from({ length: N }, (_, i) => `crash${i}@example.com`);
  const codes = await Promise.all(addresses.map((a) => subscribe(base, a)));
  expect(codes).toEqual(Array(N).fill(200));
  await killHard();

  const saved = onDisk(dbFile);
  const stored = new Set(saved.subscribers.map((s) => s.eAccount));
  expect(addresses.filter((a) => !stored.has(a))).toEqual([]);
});

it('a kill -9 amid writes leaves valid JSON holding every acknowledged write', async () => {
  const dbFile = path.join(dir, 'db.json');
  writeJsonAtomicSync(dbFile, fixtures().db);
  const base = await start(dbFile);
  const acknowledged: string[] = [];
  const pending = Array.from({ length: 200 }, (_, i) => `amid${i}@example.com`).map((a) =>
    subscribe(base, a).then(
      (code) => {
        if (code === 200) acknowledged.push(a);
      },
      () => undefined,
    ),
  );
  // Kill once some are acknowledged and others are still in flight.
  while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 5));
  const seen = [...acknowledged];
  await killHard();
  await Promise.all(pending);

  const saved = onDisk(dbFile);
  const stored = new Set(saved.subscribers.map((s) => s.eAccount));
  expect(seen.filter((a) => !stored.has(a))).toEqual([]);

  // The next start serves it and removes a temporary file the dead writer may have left; it
  // folds the journal into the file, which alone then holds every acknowledged write.
  await start(dbFile);
  expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  expect(readdirSync(dir)).not.toContain('db.json.journal');
  const folded = JSON.parse(readFileSync(dbFile, 'utf8')) as typeof saved;
  const inFile = new Set(folded.subscribers.map((s) => s.eAccount));
  expect(seen.filter((a) => !inFile.has(a))).toEqual([]);
});
