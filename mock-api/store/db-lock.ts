/**
 * One database, one writer (issue 20): a process that serves or writes a database file holds
 * `<file>.lock` (a directory made atomically by proper-lockfile, its mtime refreshed while
 * held) with `owner.json` inside naming the holder. A second process on the same file is
 * refused at once with a DatabaseLockedError naming the file and the holder.
 *
 * A lock whose holder is dead is stale and taken over at once: on this machine, its pid is
 * gone (or now belongs to another process: the start time differs); from another machine (a
 * container on a shared folder), its mtime was not refreshed for STALE_MS. The mtime alone is
 * never trusted on this machine: a holder whose event loop is blocked (fixtures being drawn)
 * still holds its lock.
 */
import {
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import * as nodeFs from 'node:fs';
import { hostname } from 'node:os';
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
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly file: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `process ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`} (${owner.command}, since ${owner.since})`
      : 'another process (it has not written its name yet)';
    super(
      `${file} is in use by ${who}. One database has one writer: stop that process, or give ` +
        `this one another database (MOCK_DB=<file>). Lock: ${lockDir(file)}`,
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface DatabaseLock {
  readonly file: string;
  /** When it was taken (ISO). */
  readonly since: string;
  /** Releases the lock (idempotent). */
  release(): Promise<void>;
}

const lockDir = (file: string): string => `${file}.lock`;
const ownerFile = (file: string): string => path.join(lockDir(file), 'owner.json');

/** Locks this process holds, by canonical database path. */
const held = new Map<string, DatabaseLock>();
/** Locks this process is taking (its own owner file there is not stale). */
const taking = new Set<string>();

/** The canonical path of `file` (its folder resolved through symlinks; the file may not exist). */
function canonical(file: string): string {
  const dir = path.dirname(path.resolve(file));
  mkdirSync(dir, { recursive: true });
  return path.join(realpathSync(dir), path.basename(file));
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

function readOwner(file: string): LockOwner | null {
  try {
    const value = JSON.parse(readFileSync(ownerFile(file), 'utf8')) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
    return {
      pid: value.pid,
      host: value.host,
      command: typeof value.command === 'string' ? value.command : '?',
      since: typeof value.since === 'string' ? value.since : '?',
      startTicks: typeof value.startTicks === 'number' ? value.startTicks : null,
    };
  } catch {
    return null;
  }
}

function lockAge(file: string): number {
  try {
    return Date.now() - statSync(lockDir(file)).mtimeMs;
  } catch {
    return 0;
  }
}

/** Whether the lock's holder is gone. */
function isStale(file: string, owner: LockOwner | null): boolean {
  if (owner === null) return lockAge(file) > NAMING_MS;
  if (owner.host !== hostname()) return lockAge(file) > STALE_MS;
  // Our own pid on a lock this process does not hold: an earlier process of a container
  // restarted with the same pid.
  if (owner.pid === process.pid || !isRunning(owner.pid)) return true;
  const ticks = startTicks(owner.pid);
  return owner.startTicks !== null && ticks !== null && ticks !== owner.startTicks;
}

/**
 * Moves a stale lock aside and removes it. Renamed first: of two processes taking over the
 * same stale lock, one rename succeeds; the other finds a fresh lock or none.
 */
function removeStale(file: string, owner: LockOwner | null): void {
  const aside = `${lockDir(file)}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(lockDir(file), aside);
  } catch {
    return; // already taken over (or released) by someone else
  }
  const moved = readOwnerAt(aside);
  if (moved && owner && (moved.pid !== owner.pid || moved.since !== owner.since)) {
    // Another process took it over meanwhile: that lock is live, give it back.
    try {
      renameSync(aside, lockDir(file));
      return;
    } catch {
      // its place is taken again: the live holder will find its lock gone (compromised)
    }
  }
  rmSync(aside, { recursive: true, force: true });
}

function readOwnerAt(dir: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'owner.json'), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
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

/**
 * Takes the lock of the database `file` for this process, or throws DatabaseLockedError at
 * once when a live process holds it. A stale lock (dead holder) is taken over.
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
      if (isStale(target, owner) && takeovers++ < 5) {
        removeStale(target, owner);
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
    let released = false;
    const handle: DatabaseLock = {
      file: target,
      since: owner.since,
      release: async () => {
        if (released) return;
        released = true;
        held.delete(target);
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
  if (held.has(canonical(file))) return fn();
  const taken = await lockDatabase(file);
  try {
    return await fn();
  } finally {
    await taken.release();
  }
}
