/**
 * One database, one writer: a process that serves or writes a database file holds
 * `<file>.lock` (a directory made atomically by proper-lockfile, its mtime refreshed while
 * held) with `owner.json` inside naming the holder. A second process on the same file is
 * refused at once with a DatabaseLockedError naming the file and the holder.
 *
 * A lock whose holder is dead is stale and taken over at once: on this machine, its pid is
 * gone (or now belongs to another process: the start time differs); from another machine (a
 * container on a shared folder), its mtime was not refreshed for STALE_MS. The mtime alone is
 * never trusted on this machine: a holder whose event loop is blocked (fixtures being drawn)
 * still holds its lock.
 *
 * By the file's identity: a name is resolved through symlinks (the file's own link
 * too) before `<file>.lock` is named, and the holder also holds a lock named by the file's
 * device and inode (`<tmpdir>/mock-api-db-locks/<dev>-<ino>.lock`, with the name it uses in
 * its owner file), so a second process through a symlink or a hard link to the same file is
 * refused like one through the same name. A snapshot renamed over the file gives it a new
 * inode: the holder calls `follow()` after each, which moves that lock to it. A hard link made
 * before then names the old copy, a database of its own. An inode lock whose holder is dead,
 * or whose holder's file no longer has that inode (an inode reused), is taken over, and such
 * locks of other files are swept away whenever a lock by identity is taken.
 */
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import * as nodeFs from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { isRunning } from './atomic-file';

/** How often the holder refreshes the lock's mtime. */
const REFRESH_MS = 5_000;
/** A lock of another machine not refreshed for this long is stale. */
const STALE_MS = 60_000;
/** A lock without its owner file yet (being taken) is given this long to name its owner. */
const NAMING_MS = 2_000;

export interface LockOwner {
  pid: number;
  host: string;
  /** The holder's command line. */
  command: string;
  /** When the holder took the lock (ISO). */
  since: string;
  /** The process's start time in clock ticks since boot (Linux), against pid reuse. */
  startTicks: number | null;
  /** In a lock by identity: the name the holder opened the file by. */
  file?: string;
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly file: string,
    readonly owner: LockOwner | null,
    /** The lock directory refusing it (default `<file>.lock`). */
    lock: string = lockDir(file),
  ) {
    const who = owner
      ? `process ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`} (${owner.command}, since ${owner.since})`
      : 'another process (it has not written its name yet)';
    const other =
      owner?.file !== undefined && owner.file !== file
        ? ` under another name, ${owner.file} (a link to the same file)`
        : '';
    super(
      `${file} is in use by ${who}${other}. One database has one writer: stop that process, ` +
        `or give this one another database (MOCK_DB=<file>). Lock: ${lock}`,
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface DatabaseLock {
  /** The database's canonical path (symlinks resolved): the name to open it by. */
  readonly file: string;
  /** When it was taken (ISO). */
  readonly since: string;
  /**
   * Moves the lock by identity to the file's inode now (call after replacing the file: a
   * rename gives it a new inode). Never throws: a failure goes to `onCompromised`.
   */
  follow(): void;
  /** Releases the lock (idempotent). */
  release(): Promise<void>;
}

const lockDir = (file: string): string => `${file}.lock`;
const ownerFile = (file: string): string => path.join(lockDir(file), 'owner.json');

/** Locks this process holds, by canonical database path. */
const held = new Map<string, DatabaseLock>();
/** Locks this process is taking (its own owner file there is not stale). */
const taking = new Set<string>();

/**
 * The canonical path of `file`: resolved through symlinks, the file's own included; when it does
 * not exist yet, its folder resolved.
 */
function canonical(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    const dir = path.dirname(path.resolve(file));
    mkdirSync(dir, { recursive: true });
    return path.join(realpathSync(dir), path.basename(file));
  }
}

/** The start time of `pid` in clock ticks since boot, or null where /proc cannot tell. */
function startTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

/** The owner named in the lock directory `dir`, or null when it names none (yet). */
function readOwnerIn(dir: string): LockOwner | null {
  try {
    const value = JSON.parse(
      readFileSync(path.join(dir, 'owner.json'), 'utf8'),
    ) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
    return {
      pid: value.pid,
      host: value.host,
      command: typeof value.command === 'string' ? value.command : '?',
      since: typeof value.since === 'string' ? value.since : '?',
      startTicks: typeof value.startTicks === 'number' ? value.startTicks : null,
      ...(typeof value.file === 'string' ? { file: value.file } : {}),
    };
  } catch {
    return null;
  }
}

const readOwner = (file: string): LockOwner | null => readOwnerIn(lockDir(file));

function lockAge(dir: string): number {
  try {
    return Date.now() - statSync(dir).mtimeMs;
  } catch {
    return 0;
  }
}

/** Whether the holder of the lock directory `dir` is gone. */
function isStale(dir: string, owner: LockOwner | null): boolean {
  if (owner === null) return lockAge(dir) > NAMING_MS;
  if (owner.host !== hostname()) return lockAge(dir) > STALE_MS;
  // Our own pid on a lock this process does not hold: an earlier process of a container
  // restarted with the same pid.
  if (owner.pid === process.pid || !isRunning(owner.pid)) return true;
  const ticks = startTicks(owner.pid);
  return owner.startTicks !== null && ticks !== null && ticks !== owner.startTicks;
}

/**
 * Moves a stale lock directory `dir` aside and removes it. Renamed first: of two processes
 * taking over the same stale lock, one rename succeeds; the other finds a fresh lock or none.
 */
function removeStale(dir: string, owner: LockOwner | null): void {
  const aside = `${dir}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(dir, aside);
  } catch {
    return; // already taken over (or released) by someone else
  }
  const moved = readOwnerIn(aside);
  if (moved && owner && (moved.pid !== owner.pid || moved.since !== owner.since)) {
    // Another process took it over meanwhile: that lock is live, give it back.
    try {
      renameSync(aside, dir);
      return;
    } catch {
      // its place is taken again: the live holder will find its lock gone (compromised)
    }
  }
  rmSync(aside, { recursive: true, force: true });
}

/** proper-lockfile's fs with a recursive rmdir: the lock directory holds owner.json. */
const lockFs = {
  ...nodeFs,
  rmdir: (dir: string, callback: (error: NodeJS.ErrnoException | null) => void) =>
    nodeFs.rm(dir, { recursive: true, force: true }, callback),
  rmdirSync: (dir: string) => nodeFs.rmSync(dir, { recursive: true, force: true }),
};

export interface LockOptions {
  /**
   * Called if the lock is lost while held (its directory removed or changed by someone else):
   * the holder should stop writing. Default: throw, as proper-lockfile does.
   */
  onCompromised?: (error: Error) => void;
}

/** Where the locks by identity live: one folder per machine, where every name of a file meets. */
export const identityLockRoot = (): string => path.join(tmpdir(), 'mock-api-db-locks');

/** `file`'s identity (device and inode) as a key, or null when it does not exist. */
function identityOf(file: string): string | null {
  try {
    const { dev, ino } = statSync(file);
    return `${dev}-${ino}`;
  } catch {
    return null;
  }
}

const identityDir = (key: string): string => path.join(identityLockRoot(), `${key}.lock`);

/** Identities this process holds: key → the canonical name it holds the file by. */
const identities = new Map<string, string>();

/** Removes the identity locks this process still holds as it exits (sync: on 'exit'). */
function releaseIdentitiesOnExit(): void {
  for (const key of identities.keys()) dropIdentity(key);
}

/** Releases the identity lock `key` if this process holds it (its owner file says so). */
function dropIdentity(key: string): void {
  identities.delete(key);
  const dir = identityDir(key);
  if (readOwnerIn(dir)?.pid === process.pid) rmSync(dir, { recursive: true, force: true });
  if (identities.size === 0) process.off('exit', releaseIdentitiesOnExit);
}

/**
 * Removes the identity locks left by dead processes (a kill -9), or naming a file that no
 * longer has that identity, so that the folder does not fill up with them.
 */
function sweepIdentities(): void {
  let names: string[];
  try {
    names = readdirSync(identityLockRoot());
  } catch {
    return;
  }
  for (const name of names) {
    const key = name.slice(0, -'.lock'.length);
    if (!name.endsWith('.lock') || identities.has(key)) continue;
    const dir = path.join(identityLockRoot(), name);
    const owner = readOwnerIn(dir);
    // No owner yet: being taken right now.
    if (owner === null) continue;
    const moved = owner.file !== undefined && identityOf(owner.file) !== key;
    if (moved || isStale(dir, owner)) removeStale(dir, owner);
  }
}

/**
 * Takes the lock of `target`'s identity (device and inode) for this process: its key, or null
 * when the file does not exist yet. Throws DatabaseLockedError when a live process holds the
 * file under any name (in this process too).
 */
function takeIdentity(target: string): string | null {
  const key = identityOf(target);
  if (key === null) return null;
  const dir = identityDir(key);
  const mine = identities.get(key);
  if (mine === target) return key;
  if (mine !== undefined) {
    throw new DatabaseLockedError(target, { ...ownOwner('now'), file: mine }, dir);
  }
  mkdirSync(identityLockRoot(), { recursive: true });
  sweepIdentities();
  for (let takeovers = 0; ; takeovers++) {
    try {
      mkdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwnerIn(dir);
      // Its holder dead, or its holder's file no longer this inode (replaced, removed: the
      // inode number may have been reused since).
      const gone = owner !== null && owner.file !== undefined && identityOf(owner.file) !== key;
      if ((gone || isStale(dir, owner)) && takeovers < 5) {
        removeStale(dir, owner);
        continue;
      }
      throw new DatabaseLockedError(target, owner, dir);
    }
    const owner: LockOwner = { ...ownOwner(new Date().toISOString()), file: target };
    writeFileSync(path.join(dir, 'owner.json'), `${JSON.stringify(owner)}\n`);
    if (identities.size === 0) process.on('exit', releaseIdentitiesOnExit);
    identities.set(key, target);
    return key;
  }
}

/**
 * Takes the lock of the database `file` for this process, or throws DatabaseLockedError at
 * once when a live process holds it, under this name or another (a symlink, a hard link). A
 * stale lock (dead holder) is taken over.
 */
export async function lockDatabase(file: string, options: LockOptions = {}): Promise<DatabaseLock> {
  const target = canonical(file);
  const mine = held.get(target);
  if (mine) throw new DatabaseLockedError(target, ownOwner(mine.since));
  if (taking.has(target)) throw new DatabaseLockedError(target, ownOwner('now'));
  taking.add(target);
  try {
    return await acquire(target, options);
  } finally {
    taking.delete(target);
  }
}

async function acquire(target: string, options: LockOptions): Promise<DatabaseLock> {
  const deadline = Date.now() + NAMING_MS + 1_000;
  for (let takeovers = 0; ;) {
    let releaseLock: () => Promise<void>;
    try {
      // Loaded when a lock is taken, not when this module is: proper-lockfile registers process
      // exit and signal handlers on load, which every jest file importing the fixtures would add.
      const { lock } = await import('proper-lockfile');
      releaseLock = await lock(target, {
        realpath: false,
        lockfilePath: lockDir(target),
        // Staleness is decided here (isStale): proper-lockfile must never remove a lock itself.
        stale: Number.MAX_SAFE_INTEGER,
        update: REFRESH_MS,
        fs: lockFs,
        onCompromised:
          options.onCompromised ??
          ((error) => {
            throw error;
          }),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const owner = readOwner(target);
      // A few tries: a takeover that cannot remove the stale lock is reported, not looped on.
      if (isStale(lockDir(target), owner) && takeovers++ < 5) {
        removeStale(lockDir(target), owner);
        continue;
      }
      if (owner === null && Date.now() < deadline) {
        // Being taken right now: wait for its holder to write its name.
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      throw new DatabaseLockedError(target, owner);
    }
    const owner = ownOwner(new Date().toISOString());
    // Writing into the directory changes its mtime, which proper-lockfile checks is still its
    // own on every refresh (else the lock is "compromised"): put it back.
    const { mtime } = statSync(lockDir(target));
    writeFileSync(ownerFile(target), `${JSON.stringify(owner)}\n`);
    utimesSync(lockDir(target), mtime, mtime);
    // The same file under another name: refused as well (the name's own lock given back).
    let identity: string | null;
    try {
      identity = takeIdentity(target);
    } catch (error) {
      await releaseLock().catch(() => undefined);
      throw error;
    }
    let released = false;
    const handle: DatabaseLock = {
      file: target,
      since: owner.since,
      follow: () => {
        if (released) return;
        const now = identityOf(target);
        if (now === identity) return;
        try {
          const next = takeIdentity(target);
          if (identity !== null) dropIdentity(identity);
          identity = next;
        } catch (error) {
          const report =
            options.onCompromised ??
            (() => {
              // Nothing to stop: the name's own lock still holds.
            });
          report(error as Error);
        }
      },
      release: async () => {
        if (released) return;
        released = true;
        held.delete(target);
        if (identity !== null) dropIdentity(identity);
        await releaseLock().catch(() => undefined);
      },
    };
    held.set(target, handle);
    return handle;
  }
}

function ownOwner(since: string): LockOwner {
  const [node, ...args] = process.argv;
  const shown = args.map((arg) =>
    path.isAbsolute(arg) && !path.relative(process.cwd(), arg).startsWith('..')
      ? path.relative(process.cwd(), arg)
      : arg,
  );
  return {
    pid: process.pid,
    host: hostname(),
    command: [path.basename(node), ...shown].join(' '),
    since,
    startTicks: startTicks(process.pid),
  };
}

/**
 * Runs `fn` holding the lock of `file`: the lock this process already holds, or one taken
 * (and released) for the call. Throws DatabaseLockedError when another process holds it.
 */
export async function withDatabaseLock<T>(file: string, fn: () => Promise<T>): Promise<T> {
  const target = canonical(file);
  const identity = identityOf(target);
  if (held.has(target) || (identity !== null && identities.has(identity))) return fn();
  const taken = await lockDatabase(file);
  try {
    return await fn();
  } finally {
    await taken.release();
  }
}
