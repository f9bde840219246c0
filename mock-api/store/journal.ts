/**
 * The database's journal: `db.json` is a snapshot, and `db.json.journal` beside it
 * holds the commits made since, one line per flush: a few kB appended and fdatasync'd instead
 * of 4 MB rewritten. Its first line names the snapshot it extends by the SHA-256 of the
 * snapshot's bytes, so a journal left from before a newer snapshot (a crash between writing the
 * snapshot and starting a new journal, or a db.json copied over) is never replayed over it.
 * A last line without its newline (a crash mid-append, never acknowledged) is ignored.
 *
 * Any other line that cannot be read (not JSON, not `{"ops":[...]}` with well-formed ops, or
 * ops that do not fit the tables) stops the replay with a JournalDamagedError naming the file and
 * the line: the lines after it hold acknowledged writes, and ops name rows by
 * position, so neither skipping the line nor stopping before it is safe. Nothing is deleted
 * or shortened; the operator repairs the line or moves the journal aside (docs/mock/robustness.md).
 *
 * Each line is `{"ops":[...]}`: per table changed since the previous flush, the rows set in
 * place and appended, a splice, the runs removed and the rows appended, or the whole table (mock-api/store/db.ts compacts the journal into
 * the snapshot past a size, on open and on close).
 *
 * A journal whose header names another snapshot than db.json: before a snapshot that
 * folds the journal in is renamed over db.json, the journal gets a last line
 * `{"folded":"<sha256 of the new snapshot>"}` (fdatasync'd). So a journal left behind by a
 * crash between that rename and its removal ends with the hash of db.json, and is dropped as
 * folded. Any other journal over another snapshot (db.json restored or copied behind the
 * mock's back) holds acknowledged writes db.json does not: a JournalStaleError stops the start,
 * both files untouched, naming them and what to do. A journal with no line of writes is
 * dropped in either case. On a journal whose header matches, `folded` lines are skipped.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

export type Op =
  /** Rows replaced in place (`[index, row]`) and rows appended. */
  | { k: 'rows'; t: string; set: [number, unknown][]; push: unknown[] }
  /** `rows` in place of `del` rows from `at`. */
  | { k: 'splice'; t: string; at: number; del: number; rows: unknown[] }
  /** The whole table. */
  | { k: 'value'; t: string; value: unknown }
  /** The table is gone. */
  | { k: 'drop'; t: string };

export const journalFile = (file: string): string => `${file}.journal`;

/** The journal's first line, naming the snapshot `hash`. */
export const journalHeader = (hash: string): string => `${JSON.stringify({ base: hash })}\n`;

/**
 * The journal's last line once a snapshot (SHA-256 `hash`, hex: nothing to escape) holding all of
 * it is being written.
 */
export const journalFolded = (hash: string): string => `{"folded":"${hash}"}\n`;

export function hashOf(chunks: readonly Uint8Array[]): string {
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
}

/** The rows (or table) an op writes: what a commit made, new objects to freeze. */
export function rowsOf(op: Op): unknown[] {
  switch (op.k) {
    case 'rows':
      return [...op.set.map(([, row]) => row), ...op.push];
    case 'splice':
      return op.rows;
    case 'value':
      return Array.isArray(op.value) ? op.value : [op.value];
    default:
      return [];
  }
}

/**
 * Rows removed anywhere and rows appended (a log trimmed at its head as it grows, a record's
 * oldest versions dropped as new ones are kept): one splice per run removed, from the last,
 * and the rows appended; null when `after` is not `before` less some rows plus a tail, or
 * when that takes more than `limit` ops and rows.
 */
function removedAndAppended(
  name: string,
  before: unknown[],
  after: unknown[],
  limit: number,
): Op[] | null {
  const removed: [number, number][] = [];
  let j = 0;
  for (let i = 0; i < before.length; i++) {
    if (j < after.length && before[i] === after[j]) {
      j++;
      continue;
    }
    // The rows left to keep cannot bring the tail appended within the limit any more.
    if (after.length - j - (before.length - i - 1) > limit) return null;
    const run = removed[removed.length - 1];
    if (run && run[0] + run[1] === i) run[1]++;
    else if (removed.length >= limit) return null;
    else removed.push([i, 1]);
  }
  const push = after.slice(j);
  if (removed.length + push.length > limit) return null;
  const ops: Op[] = removed
    .reverse()
    .map(([at, del]) => ({ k: 'splice', t: name, at, del, rows: [] }));
  if (push.length > 0) ops.push({ k: 'rows', t: name, set: [], push });
  return ops;
}

/** The rows the splices of `ops` remove. */
const deleted = (ops: readonly Op[]): number =>
  ops.reduce((sum, op) => sum + (op.k === 'splice' ? op.del : 0), 0);

/** One table's change as ops; none when it is the same table. */
function diffTable(name: string, before: unknown, after: unknown): Op[] {
  if (before === after) return [];
  if (after === undefined) return [{ k: 'drop', t: name }];
  if (!Array.isArray(before) || !Array.isArray(after)) {
    return [{ k: 'value', t: name, value: after }];
  }
  return diffRows(name, before, after);
}

/** An array table's change as ops: a few rows, else the table whole. */
function diffRows(name: string, before: unknown[], after: unknown[]): Op[] {
  // Few rows changed: a small op; else the table is cheaper to write whole.
  const limit = Math.max(32, after.length >> 3);
  let inPlace: Op | null = null;
  let inPlaceRows = Infinity;
  if (after.length >= before.length) {
    // Rows changed in place and appended (the common writes: add, edit).
    const set: [number, unknown][] = [];
    for (let i = 0; i < before.length && set.length <= limit; i++) {
      if (before[i] !== after[i]) set.push([i, after[i]]);
    }
    const push = after.slice(before.length);
    if (set.length === 0) return [{ k: 'rows', t: name, set, push }];
    if (set.length + push.length <= limit) {
      inPlace = { k: 'rows', t: name, set, push };
      inPlaceRows = set.length + push.length;
    }
  }
  // Rows removed and appended: fewer rows to write when a trim shifted the ones after it.
  const trimmed =
    after.length < before.length + limit ? removedAndAppended(name, before, after, limit) : null;
  const trimmedRows = trimmed ? after.length - (before.length - deleted(trimmed)) : Infinity;
  if (trimmed && trimmedRows < inPlaceRows) return trimmed;
  if (inPlace) return [inPlace];
  // Rows removed or moved: one splice between the unchanged head and tail.
  let head = 0;
  const shorter = Math.min(before.length, after.length);
  while (head < shorter && before[head] === after[head]) head++;
  let tail = 0;
  while (
    tail < shorter - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  ) {
    tail++;
  }
  const rows = after.slice(head, after.length - tail);
  if (rows.length > limit) return [{ k: 'value', t: name, value: after }];
  return [{ k: 'splice', t: name, at: head, del: before.length - head - tail, rows }];
}

/** The ops that turn `before` into `after` (tables compared by identity: structural sharing). */
export function diffDatabase(before: object, after: object): Op[] {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const ops: Op[] = [];
  for (const name of new Set([...Object.keys(was), ...Object.keys(now)])) {
    ops.push(...diffTable(name, was[name], now[name]));
  }
  return ops;
}

/** The bytes a change adds to the journal: the rows it wrote, as a journal line holds them. */
export function changeBytes(before: object, after: object): number {
  const ops = diffDatabase(before, after);
  return ops.length === 0 ? 0 : Buffer.byteLength(JSON.stringify({ ops })) + 1;
}

/** A journal the mock cannot read completely: start-up stops, both files untouched. */
export class JournalDamagedError extends Error {
  constructor(
    readonly journal: string,
    /** 1-based, the header being line 1. */
    readonly line: number,
    readonly problem: string,
    /** Lines of writes in the journal (acknowledged, not in the snapshot). */
    readonly writes: number,
  ) {
    const aside = `${journal}.damaged`;
    super(
      `${journal} line ${line} cannot be read (${problem}). Its ${writes} line` +
        `${writes === 1 ? '' : 's'} of acknowledged writes are not yet in ` +
        `${journal.replace(/\.journal$/, '')}; nothing was changed or deleted. ` +
        `Keep both files. To start: repair line ${line} ` +
        `(each line is {"ops":[...]}, replayed in order over the snapshot), or move the ` +
        `journal aside (mv ${journal} ${aside}) to start from the snapshot without its writes.`,
    );
    this.name = 'JournalDamagedError';
  }
}

/**
 * A journal that extends another snapshot than the one on disk, and holds writes that snapshot
 * may not have: start-up stops, both files untouched.
 */
export class JournalStaleError extends Error {
  constructor(
    readonly journal: string,
    readonly snapshot: string,
    /** SHA-256 of the snapshot the journal extends (its header). */
    readonly base: string,
    /** SHA-256 of the snapshot on disk. */
    readonly actual: string,
    /** Lines of writes in the journal (acknowledged, maybe not in the snapshot). */
    readonly writes: number,
  ) {
    const aside = `${journal}.stale`;
    super(
      `${journal} holds ${writes} line${writes === 1 ? '' : 's'} of acknowledged writes made ` +
        `over another ${snapshot} (SHA-256 ${base.slice(0, 12)}…) than the one there now ` +
        `(SHA-256 ${actual.slice(0, 12)}…): ${snapshot} was restored or copied over since. ` +
        `Nothing was changed or deleted. To keep those writes, put back the ${snapshot} they ` +
        `extend (SHA-256 ${base}) and start again; to start from ${snapshot} as it is without ` +
        `them, move the journal aside (mv ${journal} ${aside}).`,
    );
    this.name = 'JournalStaleError';
  }
}

const isIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Why `op` is not a well-formed op, or null when it is. */
function opProblem(op: unknown): string | null {
  if (typeof op !== 'object' || op === null || Array.isArray(op)) return 'an op is not an object';
  const { k, t } = op as Record<string, unknown>;
  if (typeof t !== 'string') return 'an op names no table';
  const value = op as Record<string, unknown>;
  switch (k) {
    case 'rows':
      return Array.isArray(value.push) &&
        Array.isArray(value.set) &&
        value.set.every((pair) => Array.isArray(pair) && pair.length === 2 && isIndex(pair[0]))
        ? null
        : `a "rows" op on ${t} is malformed`;
    case 'splice':
      return isIndex(value.at) && isIndex(value.del) && Array.isArray(value.rows)
        ? null
        : `a "splice" op on ${t} is malformed`;
    case 'value':
      return 'value' in value ? null : `a "value" op on ${t} has no value`;
    case 'drop':
      return null;
    default:
      return `an op of unknown kind ${JSON.stringify(k)}`;
  }
}

/** The hash a `folded` line names, or null when `line` is not one. */
function foldedHash(line: string): string | null {
  if (!line.startsWith('{"folded":')) return null;
  try {
    const hash = (JSON.parse(line) as { folded?: unknown }).folded;
    return typeof hash === 'string' ? hash : null;
  } catch {
    return null;
  }
}

/** The ops of one journal line (none for a `folded` line), or why it is not a journal line. */
function parseLine(line: string): Op[] | string {
  if (foldedHash(line) !== null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return 'not JSON';
  }
  const ops =
    typeof parsed === 'object' && parsed !== null ? (parsed as { ops?: unknown }).ops : undefined;
  if (!Array.isArray(ops)) return 'not a journal line: {"ops":[...]} expected';
  for (const op of ops) {
    const problem = opProblem(op);
    if (problem) return problem;
  }
  return ops as Op[];
}

/**
 * Applies `ops` to plain `data` (parsed from the snapshot), in place; throws (nothing said
 * about `data`) when an op does not fit it.
 */
export function applyOps(data: Record<string, unknown>, ops: readonly Op[]): void {
  for (const op of ops) {
    if (op.k === 'value') {
      data[op.t] = op.value;
      continue;
    }
    if (op.k === 'drop') {
      delete data[op.t];
      continue;
    }
    const rows = data[op.t];
    if (!Array.isArray(rows)) throw new Error(`table ${op.t} is not a list`);
    if (op.k === 'splice') {
      if (op.at + op.del > rows.length) {
        throw new Error(`a splice of ${op.t} past its ${rows.length} rows`);
      }
      rows.splice(op.at, op.del, ...op.rows);
      continue;
    }
    for (const [index, row] of op.set) {
      if (index >= rows.length) throw new Error(`row ${index} of ${op.t} is past its end`);
      rows[index] = row;
    }
    for (const row of op.push) rows.push(row);
  }
}

/**
 * Replays `file`'s journal over `data`, parsed from the snapshot whose bytes are `snapshot`, in
 * place. Returns the number of lines replayed: 0 when there is no journal, or it extends
 * another snapshot and is folded into this one or holds no write (stale). Throws
 * JournalDamagedError, `data` half replayed, when a line other than a torn last one cannot be
 * read or applied; JournalStaleError, `data` untouched, when it extends another snapshot and
 * holds writes not known to be in this one.
 */
export function replayJournal(
  file: string,
  snapshot: Uint8Array,
  data: Record<string, unknown>,
): number {
  const journal = journalFile(file);
  if (!existsSync(journal)) return 0;
  const lines = readFileSync(journal, 'utf8').split('\n');
  // The last element follows the last newline: empty, or a torn append (never acknowledged).
  lines.pop();
  const header = lines.shift();
  // No whole line: the journal was never written (it is created whole, header included).
  if (header === undefined) return 0;
  const damaged = (line: number, problem: string) =>
    new JournalDamagedError(journal, line, problem, lines.length);
  let base: unknown;
  try {
    base = (JSON.parse(header) as { base?: unknown } | null)?.base;
  } catch {
    throw damaged(1, 'not JSON');
  }
  if (typeof base !== 'string')
    throw damaged(1, 'not a journal header: {"base":"<sha256>"} expected');
  const actual = hashOf([snapshot]);
  if (base !== actual) {
    const writes = lines.filter((line) => foldedHash(line) === null).length;
    // Folded into this snapshot (a crash before the journal was removed), or nothing to keep.
    if (writes === 0 || foldedHash(lines[lines.length - 1]) === actual) return 0;
    throw new JournalStaleError(journal, file, base, actual, writes);
  }
  lines.forEach((line, i) => {
    const ops = parseLine(line);
    if (typeof ops === 'string') throw damaged(i + 2, ops);
    try {
      applyOps(data, ops);
    } catch (error) {
      throw damaged(i + 2, `it does not fit the database: ${(error as Error).message}`);
    }
  });
  return lines.length;
}

/**
 * What is on disk for the database `file`: the snapshot with its journal replayed, as the
 * next open would read it (tests read "what is on disk" through this).
 */
export function readDatabaseFile(file: string): Record<string, unknown> {
  const snapshot = readFileSync(file);
  const data = JSON.parse(snapshot.toString('utf8')) as Record<string, unknown>;
  replayJournal(file, snapshot, data);
  return data;
}
