/**
 * Durability figures (docs/performance.md): kill -9 amid writes, acknowledged vs on
 * disk. Starts mock-api/main.ts on a copy of fixtures/db.json, keeps CONCURRENCY clients
 * subscribing fresh addresses, kills the mock with SIGKILL after a while, restarts it on the
 * same file (it takes over the dead lock and replays the journal), and counts which
 * acknowledged writes it serves. Run: `node --import tsx scripts/durability.ts`
 * (DURABILITY_PORT, default 4320: the mock's ports are that and the next six).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOADS_MARKER } from '../mock-api/seed';
import { SCHEMA_VERSION } from '../fixtures/schema-version';
import { readDatabaseFile } from '../mock-api/store/journal';

const ROOT = path.resolve(__dirname, '..');
const BASE_PORT = Number(process.env.DURABILITY_PORT || 4320);
const dir = mkdtempSync(path.join(tmpdir(), 'durability-'));
const db = path.join(dir, 'db.json');
const uploads = path.join(dir, 'uploads');

function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      MOCK_DB: db,
      MOCK_UPLOADS_DIR: uploads,
      MOCK_API_PORT: String(port),
      MOCK_WRITE_LIMIT: '0',
      MOCK_API_LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const collect = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('listening on')) resolve(child);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => reject(new Error(`the mock exited (${code}): ${out}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

async function round(index: number, killAfterMs: number, concurrency: number): Promise<void> {
  const port = BASE_PORT + index * 2;
  const mock = await start(port);
  const sent = new Set<string>();
  const acknowledged = new Set<string>();
  let killed = false;
  let next = 0;
  const client = async () => {
    while (!killed) {
      const address = `r${index}-${next++}@example.com`;
      sent.add(address);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/home/email_add`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ eAccount: address }),
        });
        const { code } = (await res.json()) as { code: number };
        // Only answers read before the kill count as acknowledged.
        if (code === 200 && !killed) acknowledged.add(address);
      } catch {
        // the connection died with the mock
      }
    }
  };
  const clients = Array.from({ length: concurrency }, client);
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  killed = true;
  const counted = new Set(acknowledged);
  const gone = exited(mock);
  mock.kill('SIGKILL');
  await gone;
  await Promise.all(clients);

  const again = await start(port + 1);
  again.kill('SIGTERM');
  await exited(again);
  const data = readDatabaseFile(db) as { subscribers: { eAccount: string }[] };
  const saved = new Set(data.subscribers.map((s) => s.eAccount));
  const found = [...counted].filter((a) => saved.has(a)).length;
  const unanswered = [...sent].filter((a) => saved.has(a) && !counted.has(a)).length;
  console.log(
    JSON.stringify({
      concurrency,
      killedAfterMs: killAfterMs,
      sent: sent.size,
      acknowledged: counted.size,
      foundAfterRestart: found,
      lost: counted.size - found,
      savedButNotAcknowledged: unanswered,
    }),
  );
}

async function main(): Promise<void> {
  copyFileSync(path.join(ROOT, 'fixtures/db.json'), db);
  mkdirSync(uploads, { recursive: true });
  // Marked current: main.ts would otherwise draw every picture first.
  writeFileSync(path.join(uploads, UPLOADS_MARKER), `${SCHEMA_VERSION}\n`);
  const load = () => loadavg().map((l) => l.toFixed(1));
  console.log(JSON.stringify({ cpus: cpus().length, loadBefore: load() }));
  await round(0, 2000, 20);
  await round(1, 3000, 50);
  await round(2, 1500, 100);
  console.log(JSON.stringify({ loadAfter: load() }));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dir, { recursive: true, force: true }));
