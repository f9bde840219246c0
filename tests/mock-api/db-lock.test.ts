/**
 * One database, one writer (mock-api/store/db-lock.ts). A second mock
 * process on the same file refuses to start at once, naming the file and the process holding
 * it; a lock left by a killed process is taken over; a clean stop releases it; the fixtures
 * refuse to overwrite a database a running mock holds. The same file under another
 * name (a symlink, a hard link) is refused too.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOADS_MARKER } from '../../mock-api/seed';
import { SCHEMA_VERSION } from '../../fixtures/schema-version';
import { writeJsonAtomicSync } from '../../mock-api/store/atomic-file';
import {
  DatabaseLockedError,
  identityLockRoot,
  lockDatabase,
  withDatabaseLock,
  type LockOwner,
} from '../../mock-api/store/db-lock';
import { readDatabaseFile } from '../../mock-api/store/journal';
import { fixtures, subscribe } from './helpers';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
let dir: string;
let dbFile: string;
let uploads: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mock-lock-'));
  dbFile = path.join(dir, 'db.json');
  uploads = path.join(dir, 'uploads');
});
afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
});

function writeDb(): void {
  writeJsonAtomicSync(dbFile, fixtures().db);
  mkdirSync(uploads, { recursive: true });
  // Marked current: main.ts would otherwise draw every picture first.
  writeFileSync(path.join(uploads, UPLOADS_MARKER), `${SCHEMA_VERSION}\n`);
}

interface Run {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the base URL once listening; rejects if the process exits first. */
  listening: Promise<string>;
  exited: Promise<{ code: number | null; ms: number }>;
}

/** Starts mock-api/main.ts on `file` (default dbFile; port 0: any free one). */
function startMock(file = dbFile): Run {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      MOCK_DB: file,
      MOCK_UPLOADS_DIR: uploads,
      MOCK_API_PORT: '0',
      MOCK_WRITE_LIMIT: '0',
      MOCK_API_LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
    child.on('exit', (code) => resolve({ code, ms: Date.now() - started }));
  });
  const listening = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then(({ code }) => reject(new Error(`mock exited (${code}): ${out}`)));
  });
  listening.catch(() => undefined);
  return { child, output: () => out, listening, exited };
}

const stored = (): string[] =>
  (readDatabaseFile(dbFile) as { subscribers: { eAccount: string }[] }).subscribers.map(
    (s) => s.eAccount,
  );

it('a second mock on the same database refuses to start at once, naming the file and the holder', async () => {
  writeDb();
  const first = startMock();
  const base = await first.listening;
  expect(await subscribe(base, 'a1@example.com')).toBe(200);

  const second = startMock();
  const { code, ms } = await second.exited;
  expect(code).not.toBe(0);
  // At once: the time to load the code, not a wait for the lock (a generous bound for a
  // loaded machine).
  expect(ms).toBeLessThan(20_000);
  const message = second.output();
  expect(message).toContain(dbFile);
  expect(message).toContain(`process ${first.child.pid}`);
  expect(message).toContain('mock-api/main.ts');
  expect(message).not.toMatch(/\n\s+at /); // no stack trace

  // The first one still serves and writes; its acknowledged writes survive its restart.
  expect(await subscribe(base, 'a2@example.com')).toBe(200);
  first.child.kill('SIGTERM');
  expect((await first.exited).code).toBe(0);
  expect(stored()).toEqual(expect.arrayContaining(['a1@example.com', 'a2@example.com']));
});

it('a second mock through a symlink or a hard link to the database is refused too', async () => {
  writeDb();
  const first = startMock();
  const base = await first.listening;
  expect(await subscribe(base, 'first@example.com')).toBe(200);

  const symlink = path.join(dir, 'symlink.json');
  symlinkSync(dbFile, symlink);
  const elsewhere = path.join(dir, 'elsewhere');
  mkdirSync(elsewhere);
  const hardLink = path.join(elsewhere, 'hard-link.json');
  linkSync(dbFile, hardLink);

  for (const name of [symlink, hardLink]) {
    const second = startMock(name);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    const message = second.output();
    expect(message).toContain(`process ${first.child.pid}`);
    expect(message).toContain(dbFile);
    expect(message).not.toMatch(/\n\s+at /);
  }

  // The first one still serves; its writes are all in the database.
  expect(await subscribe(base, 'second@example.com')).toBe(200);
  first.child.kill('SIGTERM');
  expect((await first.exited).code).toBe(0);
  expect(stored()).toEqual(expect.arrayContaining(['first@example.com', 'second@example.com']));
  // The symlink still names the database (the mock wrote the file, not over the link).
  expect(lstatSync(symlink).isSymbolicLink()).toBe(true);
});

it('a clean stop releases the lock; a lock left by a kill -9 is taken over at once', async () => {
  writeDb();
  const first = startMock();
  await first.listening;
  expect(existsSync(`${dbFile}.lock`)).toBe(true);
  first.child.kill('SIGTERM');
  expect((await first.exited).code).toBe(0);
  expect(existsSync(`${dbFile}.lock`)).toBe(false);

  const second = startMock();
  const base = await second.listening;
  expect(await subscribe(base, 'before-kill@example.com')).toBe(200);
  second.child.kill('SIGKILL');
  await second.exited;
  // The dead process's lock is still there...
  expect(existsSync(`${dbFile}.lock`)).toBe(true);

  // ...and the next start takes it over without waiting.
  const third = startMock();
  const again = await third.listening;
  expect(await subscribe(again, 'after-kill@example.com')).toBe(200);
  const owner = JSON.parse(readFileSync(`${dbFile}.lock/owner.json`, 'utf8')) as LockOwner;
  expect(owner.pid).toBe(third.child.pid);
  expect(stored()).toEqual(
    expect.arrayContaining(['before-kill@example.com', 'after-kill@example.com']),
  );
});

it('npm run fixtures refuses to write a database a running mock holds', async () => {
  writeDb();
  const mock = startMock();
  const base = await mock.listening;
  expect(await subscribe(base, 'kept@example.com')).toBe(200);
  const before = readFileSync(dbFile);
  const journal = readFileSync(`${dbFile}.journal`);

  const run = spawnSync(process.execPath, ['--import', 'tsx', 'mock-api/seed.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_DB: dbFile, MOCK_UPLOADS_DIR: uploads },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain(dbFile);
  expect(run.stderr).toContain(`process ${mock.child.pid}`);
  // Buffer.equals: jest's toEqual walks 3.5 MB byte by byte for half a minute.
  expect(readFileSync(dbFile).equals(before)).toBe(true);
  expect(readFileSync(`${dbFile}.journal`)).toEqual(journal);
  expect(stored()).toContain('kept@example.com');
});

/** A lock folder with its owner file, as another process on this host would leave it. */
function writeLockOwner(folder: string, owner: Partial<LockOwner>): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'owner.json'),
    JSON.stringify({
      host: hostname(),
      command: 'node other.js',
      since: new Date().toISOString(),
      startTicks: null,
      ...owner,
    }),
  );
}

describe('lockDatabase', () => {
  it('refuses a second lock in the same process; withDatabaseLock runs under the lock held', async () => {
    const lock = await lockDatabase(dbFile);
    await expect(lockDatabase(dbFile)).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(withDatabaseLock(dbFile, async () => 'ran')).resolves.toBe('ran');
    await lock.release();
    expect(existsSync(`${dbFile}.lock`)).toBe(false);
    const again = await lockDatabase(dbFile);
    await again.release();
  });

  it('stays held across its refreshes (writing its owner into it does not compromise it)', async () => {
    const compromised: Error[] = [];
    const lock = await lockDatabase(dbFile, { onCompromised: (error) => compromised.push(error) });
    // proper-lockfile refreshes the lock every 5 s and checks the mtime is still its own.
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(compromised).toEqual([]);
    await expect(lockDatabase(dbFile)).rejects.toBeInstanceOf(DatabaseLockedError);
    await lock.release();
  });

  /** A lock directory as another process would leave it. */
  function fakeLock(owner: Partial<LockOwner>): void {
    writeLockOwner(`${dbFile}.lock`, owner);
  }

  it('refuses while a live process of this machine holds the lock, naming it', async () => {
    const holder = spawn('sleep', ['30']);
    children.push(holder);
    fakeLock({ pid: holder.pid });
    const refused = lockDatabase(dbFile);
    await expect(refused).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(refused).rejects.toThrow(`process ${holder.pid} (node other.js`);
  });

  it('refuses the same file under another name: a symlink, a hard link (by device and inode)', async () => {
    writeDb();
    const symlink = path.join(dir, 'symlink.json');
    symlinkSync(dbFile, symlink);
    const hardLink = path.join(dir, 'hard-link.json');
    linkSync(dbFile, hardLink);
    const lock = await lockDatabase(dbFile);
    await expect(lockDatabase(symlink)).rejects.toBeInstanceOf(DatabaseLockedError);
    const refused = lockDatabase(hardLink);
    await expect(refused).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(refused).rejects.toThrow(`under another name, ${dbFile}`);
    // The refused name's own lock is not left behind.
    expect(existsSync(`${hardLink}.lock`)).toBe(false);
    await lock.release();
    // Released: the hard link may be locked now (and then the first name is refused).
    const other = await lockDatabase(hardLink);
    await expect(lockDatabase(dbFile)).rejects.toThrow(`under another name, ${hardLink}`);
    await other.release();
  });

  it('follows the file when a snapshot replaces it (a new inode)', async () => {
    writeDb();
    const before = path.join(dir, 'before.json');
    linkSync(dbFile, before);
    const lock = await lockDatabase(dbFile);
    // A snapshot renamed over the file: the old inode lives on as before.json only.
    writeJsonAtomicSync(dbFile, fixtures().db);
    lock.follow();
    const after = path.join(dir, 'after.json');
    linkSync(dbFile, after);
    await expect(lockDatabase(after)).rejects.toThrow(`under another name, ${dbFile}`);
    // The copy left under the old name is a database of its own now.
    const copy = await lockDatabase(before);
    await copy.release();
    await lock.release();
  });

  it('takes over a lock by identity whose holder is dead or whose file is another one now', async () => {
    writeDb();
    const { dev, ino } = statSync(dbFile);
    const identity = path.join(identityLockRoot(), `${dev}-${ino}.lock`);
    const fake = (owner: Partial<LockOwner>) => writeLockOwner(identity, owner);
    const holder = spawn('sleep', ['30']);
    children.push(holder);
    try {
      // A live holder whose file is this one: refused.
      fake({ pid: holder.pid, file: path.join(dir, 'other-name.json') });
      linkSync(dbFile, path.join(dir, 'other-name.json'));
      await expect(lockDatabase(dbFile)).rejects.toThrow(`process ${holder.pid}`);
      // The same holder, its file removed (the inode number may be reused): taken over.
      rmSync(path.join(dir, 'other-name.json'));
      const taken = await lockDatabase(dbFile);
      await taken.release();
      // A dead holder: taken over.
      fake({ pid: spawnSync('true').pid, file: dbFile });
      const again = await lockDatabase(dbFile);
      await again.release();
      expect(existsSync(identity)).toBe(false);
      // The identity lock of another file, left by a dead process: swept away by the next lock.
      const left = path.join(identityLockRoot(), `${dev}-0.lock`);
      mkdirSync(left, { recursive: true });
      writeFileSync(
        path.join(left, 'owner.json'),
        JSON.stringify({ pid: spawnSync('true').pid, host: hostname(), file: '/nowhere.json' }),
      );
      const third = await lockDatabase(dbFile);
      expect(existsSync(left)).toBe(false);
      await third.release();
    } finally {
      rmSync(identity, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a dead process, and of a reused pid (another start time)', async () => {
    const dead = spawnSync('true').pid;
    fakeLock({ pid: dead });
    const taken = await lockDatabase(dbFile);
    await taken.release();

    // A live pid that is not the holder: the start time recorded differs from the process's.
    const other = spawn('sleep', ['30']);
    children.push(other);
    fakeLock({ pid: other.pid, startTicks: 1 });
    const reused = await lockDatabase(dbFile);
    const owner = JSON.parse(readFileSync(`${dbFile}.lock/owner.json`, 'utf8')) as LockOwner;
    expect(owner.pid).toBe(process.pid);
    expect(owner.startTicks).not.toBe(1);
    await reused.release();

    // This process's own pid on a lock it does not hold: an earlier process (a restarted
    // container) that had the same pid.
    fakeLock({ pid: process.pid });
    const restarted = await lockDatabase(dbFile);
    await restarted.release();
  });
});
