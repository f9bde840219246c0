/**
 * The mock's database: the JSON file is read once into memory; reads come from memory;
 * every change goes through update(), which
 *  - hands the callback an immer draft: only the objects it changes are copied, and every
 *    unchanged table, row and value is shared with the state before (a write that adds one
 *    order copies the orders array of references, not its rows),
 *  - commits the draft only if the callback returns without throwing (no partial writes),
 *  - saves through one serialized writer queue, and resolves once the change is on disk:
 *    commits made while a flush runs go out together in the next one, which appends the rows
 *    they changed to the journal beside the file (mock-api/store/journal.ts) and fdatasyncs.
 *    The journal is folded into the file (a snapshot: temporary file, fsync, rename) on open,
 *    flush()/close, replace() and past JOURNAL_LIMIT; a snapshot stringifies only the rows
 *    not written before (mock-api/store/serialize.ts caches bytes per row object, which
 *    sharing keeps identical).
 *
 * The committed rows are deeply frozen once on disk (the array tables holding them are not,
 * see freezeRows): the byte cache relies on a row never changing, and a stray mutation of
 * `data` throws instead of changing every state that shares the row.
 */
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  ftruncateSync,
  promises as fs,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { Immer, current, isDraft, type Draft } from 'immer';
import { ApiError, CODE } from '../http/envelope';
import { removeStaleTempFiles, writeChunksAtomicSync, writeTextAtomic } from './atomic-file';
import type { Database } from '../schema/mock-db';
import {
  changeBytes,
  diffDatabase,
  hashOf,
  journalFile,
  journalFolded,
  journalHeader,
  replayJournal,
  rowsOf,
} from './journal';
import { freezeDeep, markOpened, serializeChunks } from './serialize';

/** Past this many bytes of journal, the next flush folds it into a new snapshot. */
const JOURNAL_LIMIT = 4 * 1024 * 1024;

export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

export { serializeDatabase } from './serialize';

/**
 * Our own immer instance (the package's defaults stay as they are for anyone else): plain JSON
 * data only, so the faster iteration that skips non-enumerable properties is exact.
 */
const immer = new Immer({ autoFreeze: false, useStrictIteration: false });

/**
 * Freezes the rows and object tables of a database just opened or replaced. Array tables
 * themselves stay unfrozen: V8 copies a frozen array some 50 times slower, and a write copies
 * the array it changes. What a commit adds is frozen when a flush writes it (its journal line,
 * or a snapshot caching its bytes): no scan of the changed tables per commit.
 */
function freezeRows(data: Database): void {
  for (const table of Object.values(data)) {
    if (Array.isArray(table)) for (const row of table) freezeDeep(row);
    else freezeDeep(table);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A callback's result with every draft in it replaced by a plain snapshot: drafts are revoked
 * once the commit is done, and a result is read after it (`return { ...row }` holds the row's
 * nested lists as drafts). Containers are copied only where a draft was found.
 */
function detach<T>(value: T): T {
  if (isDraft(value)) return current(value as Draft<T>) as T;
  if (Object.isFrozen(value)) return value; // committed data holds no draft
  if (Array.isArray(value)) {
    const items = value.map(detach);
    return items.some((item, i) => item !== value[i]) ? (items as T) : value;
  }
  if (isPlainObject(value)) {
    let copy: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(value)) {
      const plain = detach(item);
      if (plain !== item) (copy ??= { ...value })[key] = plain;
    }
    return (copy ?? value) as T;
  }
  return value;
}

/**
 * A write refused because its flush failed (disk full, read-only...): a business error (HTTP
 * 200, code 503, mock-api/http/envelope.ts), and nothing of it stays in memory.
 */
export class WriteNotSavedError extends ApiError {
  constructor(readonly reason: unknown) {
    super(
      CODE.notSaved,
      `Not saved: the mock API could not write its database (${diskProblem(reason)}). ` +
        'Nothing was changed; please try again later.',
    );
    this.name = 'WriteNotSavedError';
  }
}

function diskProblem(reason: unknown): string {
  const code = (reason as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC') return 'ENOSPC: the disk is full';
  if (code === 'EDQUOT') return 'EDQUOT: the disk quota is used up';
  if (code === 'EROFS') return 'EROFS: the disk is read-only';
  return typeof code === 'string' ? code : 'a write error';
}

const TABLES_ARE_OBJECTS = (value: unknown): value is Database =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Ends `file`'s journal, if any, with the `folded` line of the snapshot `hash` (durably): a torn
 * last line (never acknowledged) is cut first, so the line stands whole.
 */
function markFoldedSync(file: string, hash: string): void {
  const name = journalFile(file);
  if (!existsSync(name)) return;
  const whole = readFileSync(name).lastIndexOf(0x0a) + 1;
  const fd = openSync(name, 'r+');
  try {
    ftruncateSync(fd, whole);
    writeSync(fd, journalFolded(hash), whole);
    fdatasyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export class MockDb {
  private current: Database;
  /** Version of `current`; bumped on every commit. */
  private version = 0;
  private savedVersion = 0;
  private queue: Promise<void> = Promise.resolve();
  /**
   * The commits a failed flush rolled back (versions `from` to `to`): never on disk, each is
   * refused with `error`.
   */
  private lost: { from: number; to: number; error: WriteNotSavedError } | null = null;
  /** The state on disk (snapshot and journal): the next journal line is the change since. */
  private written: Database;
  /** SHA-256 of the snapshot's bytes, which a journal names in its first line. */
  private snapshotHash: string;
  /** The journal open for appending, and its size; null until the first flush after a snapshot. */
  private journal: { handle: fs.FileHandle; bytes: number } | null = null;
  /** The next flush writes a snapshot (after replace(), or a failed append). */
  private snapshotNext = false;
  /**
   * Called before every change (update, replace): may throw to refuse it, nothing changed
   * (the anonymous write limit, mock-api/http/write-limit.ts).
   */
  writeGate: (() => void) | null = null;
  /** Told of every flush that failed, with the file system's error (the mock's log). */
  onWriteFailure: ((error: unknown) => void) | null = null;
  /** Called after each commit of update() with the count of its bytes (changeBytes). */
  writeMeter: ((bytesOf: () => number) => void) | null = null;
  /**
   * Called after each snapshot renamed over the file (a new inode): the database lock follows
   * the file's identity (mock-api/store/db-lock.ts).
   */
  onSnapshot: (() => void) | null = null;

  private constructor(
    readonly file: string,
    data: Database,
    snapshotHash: string,
    /** Makes the data a missing file starts from, and reset() restores. */
    private readonly makeData: (() => Database) | null,
  ) {
    freezeRows(data);
    this.current = data;
    this.written = data;
    this.snapshotHash = snapshotHash;
    markOpened(data);
  }

  /**
   * Opens `file` (with its journal replayed and folded in: the next open starts from one file).
   * When it is missing, `makeData` (the mock's entry hands in the fixtures' generator) makes
   * the data, which is written at once; reset() restores what it makes. Without it, a missing
   * file throws and so does reset().
   */
  static open(file: string, makeData: (() => Database) | null = null): MockDb {
    // A crash mid-write leaves its temporary file: never left to pile up.
    removeStaleTempFiles(file);
    if (!existsSync(file)) {
      if (makeData === null) throw new Error(`${file} does not exist and nothing makes its data`);
      rmSync(journalFile(file), { force: true });
      return MockDb.snapshotSync(file, makeData(), makeData);
    }
    const snapshot = readFileSync(file);
    const parsed: unknown = JSON.parse(snapshot.toString('utf8'));
    if (!TABLES_ARE_OBJECTS(parsed)) throw new Error(`${file} does not hold a database object`);
    // A damaged journal throws here, before anything is written or removed.
    const replayed = replayJournal(file, snapshot, parsed as unknown as Record<string, unknown>);
    if (replayed === 0) {
      // No journal, or a stale one (it extends an older snapshot): this file is the database.
      rmSync(journalFile(file), { force: true });
      return new MockDb(file, parsed, hashOf([snapshot]), makeData);
    }
    return MockDb.snapshotSync(file, parsed, makeData);
  }

  /** Writes `data` as the snapshot (durably), then drops the journal it folds in. */
  private static snapshotSync(
    file: string,
    data: Database,
    makeData: (() => Database) | null,
  ): MockDb {
    markOpened(data);
    const chunks = serializeChunks(data);
    markFoldedSync(file, hashOf(chunks));
    writeChunksAtomicSync(file, chunks);
    // The journal names the snapshot before and ends with this one's hash: removed for tidiness.
    rmSync(journalFile(file), { force: true });
    return new MockDb(file, data, hashOf(chunks), makeData);
  }

  /** The committed state. Never mutate it: change data through update(). */
  get data(): DeepReadonly<Database> {
    return this.current;
  }

  /**
   * Runs `fn` on a draft and commits it if `fn` returns normally; if it throws, nothing
   * changes and the error propagates. `fn` must be synchronous. Resolves with `fn`'s result
   * once the new state is saved.
   */
  async update<T>(fn: (draft: Database) => T): Promise<T> {
    this.writeGate?.();
    const base = this.current;
    // A draft that is dropped (fn threw) leaves nothing behind: the base is never changed.
    const draft = immer.createDraft(base);
    const returned = fn(draft);
    if (returned instanceof Promise) {
      throw new Error('MockDb.update() callbacks must be synchronous');
    }
    const result = detach(returned);
    // Nested drafts, wherever fn stored them (a row of one table kept inside another), are
    // finalized into plain data here.
    const next = immer.finishDraft(draft) as Database;
    if (next !== base) {
      this.commit(next);
      this.writeMeter?.(() => changeBytes(base, next));
      await this.save();
    }
    return result;
  }

  /** Replaces the whole database (used by reset). */
  async replace(data: Database): Promise<void> {
    freezeRows(data);
    markOpened(data);
    this.commit(data);
    // Every table changes: a snapshot, not a 4 MB journal line.
    this.snapshotNext = true;
    await this.save();
  }

  /** Restores the data `makeData` makes (the fixtures, in the mock). */
  async reset(): Promise<void> {
    if (this.makeData === null) throw new Error(`${this.file}: nothing makes the data to reset to`);
    await this.replace(this.makeData());
  }

  /**
   * Resolves when every committed change is on disk and folded into the snapshot itself
   * (`file` alone is the database: on close, and for tests and tools that read it).
   */
  async flush(): Promise<void> {
    this.snapshotNext ||= this.journal !== null;
    this.version += 1;
    await this.save();
  }

  private commit(next: Database): void {
    this.current = next;
    this.version += 1;
  }

  /**
   * Queues a save of the latest state; concurrent saves coalesce into one write. A write that
   * fails (disk full, read-only) rolls back every commit not on disk: see rollBack().
   */
  private save(): Promise<void> {
    const target = this.version;
    const run = async () => {
      const lost = this.lost;
      if (lost && target >= lost.from && target <= lost.to) throw lost.error;
      if (this.savedVersion >= target) return;
      const version = this.version;
      const state = this.current;
      try {
        if (this.snapshotNext || (this.journal?.bytes ?? 0) > JOURNAL_LIMIT) {
          await this.writeSnapshot(state);
        } else if (state !== this.written) {
          await this.appendJournal(state);
        }
      } catch (error) {
        throw this.rollBack(error);
      }
      this.written = state;
      this.savedVersion = Math.max(this.savedVersion, version);
    };
    const next = this.queue.then(run);
    // Keep the queue alive after a failed write; the caller still sees the error.
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * A flush failed: the state goes back to the one on disk, so no read sees a write that is
   * not saved and a client's retry makes no duplicate. Every commit since the last durable
   * flush is refused: those of the failed flush, and those made while it ran (made on top of
   * them). Commits from here on start from the durable state.
   */
  private rollBack(error: unknown): WriteNotSavedError {
    this.current = this.written;
    const refused = new WriteNotSavedError(error);
    this.lost = { from: this.savedVersion + 1, to: this.version, error: refused };
    this.onWriteFailure?.(error);
    return refused;
  }

  /** The state as a new snapshot; the journal it folds in is dropped. */
  private async writeSnapshot(state: Database): Promise<void> {
    // Serialized in this tick, so the bytes are exactly `state`.
    const chunks = serializeChunks(state);
    const hash = hashOf(chunks);
    await this.markFolded(hash);
    await writeTextAtomic(this.file, chunks);
    this.snapshotHash = hash;
    this.snapshotNext = false;
    // From here the journal names an older snapshot and ends with this one's hash: never
    // replayed, even if left behind, so failing to close or remove it loses nothing (the next
    // open drops it as folded).
    const journal = this.journal;
    this.journal = null;
    await journal?.handle.close().catch(() => undefined);
    await fs.rm(journalFile(this.file), { force: true }).catch(() => undefined);
    try {
      this.onSnapshot?.();
    } catch {
      // The snapshot is on disk: nothing to roll back (the hook reports its own trouble).
    }
  }

  /**
   * Ends the journal with the hash of the snapshot about to fold it in (durably, before the
   * rename): left behind by a crash, it is dropped as folded, not refused as stale.
   */
  private async markFolded(hash: string): Promise<void> {
    if (this.journal) {
      const line = Buffer.from(journalFolded(hash));
      // Cut a line a failed append may have left in part.
      await this.journal.handle.truncate(this.journal.bytes);
      await this.journal.handle.write(line);
      await this.journal.handle.datasync();
      this.journal.bytes += line.length;
    } else {
      // One whose removal failed after an earlier snapshot.
      markFoldedSync(this.file, hash);
    }
  }

  /** One line with the change since the last flush, appended and fdatasync'd. */
  private async appendJournal(state: Database): Promise<void> {
    const ops = diffDatabase(this.written, state);
    const line = Buffer.from(`${JSON.stringify({ ops })}\n`);
    // What a commit made is frozen once on disk, as a snapshot's cached rows are.
    for (const op of ops) for (const row of rowsOf(op)) freezeDeep(row);
    try {
      if (this.journal === null) {
        const name = journalFile(this.file);
        // Created whole (header on disk) before any line is appended to it.
        await writeTextAtomic(name, journalHeader(this.snapshotHash));
        const handle = await fs.open(name, 'a');
        this.journal = { handle, bytes: (await handle.stat()).size };
      }
      await this.journal.handle.write(line);
      await this.journal.handle.datasync();
      this.journal.bytes += line.length;
    } catch (error) {
      // The line may be on disk in part, or whole but not synced: cut back to the last durable
      // line, so a restart never replays a write that was refused. Should that fail too, a
      // part line is torn (ignored on open), and the next flush writes a snapshot anyway.
      await this.journal?.handle.truncate(this.journal.bytes).catch(() => undefined);
      this.snapshotNext = true;
      throw error;
    }
  }
}
