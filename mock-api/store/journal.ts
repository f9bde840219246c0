/**
 * The database's journal (issue 14): `db.json` is a snapshot, and `db.json.journal` beside it
 * holds the commits made since, one line per flush: a few kB appended and fdatasync'd instead
 * of 4 MB rewritten. Its first line names the snapshot it extends by the SHA-256 of the
 * snapshot's bytes, so a journal left from before a newer snapshot (a crash between writing the
 * snapshot and starting a new journal, or a db.json copied over) is never replayed over it.
 * A last line without its newline (a crash mid-append, never acknowledged) is ignored.
 *
 * Each line is `{"ops":[...]}`: per table changed since the previous flush, the rows set in
 * place and appended, a splice, or the whole table (mock-api/store/db.ts compacts the journal into
 * the snapshot past a size, on open and on close).
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

/** One table's change as an op; null when it is the same table. */
function diffTable(name: string, before: unknown, after: unknown): Op | null {
  if (before === after) return null;
  if (after === undefined) return { k: 'drop', t: name };
  if (!Array.isArray(before) || !Array.isArray(after)) return { k: 'value', t: name, value: after };
  // Few rows changed: a small op; else the table is cheaper to write whole.
  const limit = Math.max(32, after.length >> 3);
  if (after.length >= before.length) {
    // Rows changed in place and appended (the common writes: add, edit).
    const set: [number, unknown][] = [];
    for (let i = 0; i < before.length && set.length <= limit; i++) {
      if (before[i] !== after[i]) set.push([i, after[i]]);
    }
    const push = after.slice(before.length);
    if (set.length + push.length <= limit) {
      return { k: 'rows', t: name, set, push };
    }
  }
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
  if (rows.length > limit) return { k: 'value', t: name, value: after };
  return { k: 'splice', t: name, at: head, del: before.length - head - tail, rows };
}

/** The ops that turn `before` into `after` (tables compared by identity: structural sharing). */
export function diffDatabase(before: object, after: object): Op[] {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const ops: Op[] = [];
  for (const name of new Set([...Object.keys(was), ...Object.keys(now)])) {
    const op = diffTable(name, was[name], now[name]);
    if (op) ops.push(op);
  }
  return ops;
}

/** Applies `ops` to plain `data` (parsed from the snapshot), in place. */
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
    if (!Array.isArray(rows)) throw new Error(`journal: table ${op.t} is not an array`);
    if (op.k === 'splice') {
      rows.splice(op.at, op.del, ...op.rows);
      continue;
    }
    for (const [index, row] of op.set) rows[index] = row;
    for (const row of op.push) rows.push(row);
  }
}

/**
 * The groups of ops in `file`'s journal that extend the snapshot whose bytes are `snapshot`
 * (none when there is no journal, or it extends another snapshot).
 */
export function readJournal(file: string, snapshot: Uint8Array): Op[][] {
  const journal = journalFile(file);
  if (!existsSync(journal)) return [];
  const lines = readFileSync(journal, 'utf8').split('\n');
  // The last element follows the last newline: empty, or a torn append.
  lines.pop();
  const header = lines.shift();
  if (header === undefined) return [];
  let base: unknown;
  try {
    base = (JSON.parse(header) as { base?: unknown }).base;
  } catch {
    return [];
  }
  if (base !== hashOf([snapshot])) return [];
  const groups: Op[][] = [];
  for (const line of lines) {
    try {
      groups.push((JSON.parse(line) as { ops: Op[] }).ops);
    } catch {
      // Only an append that failed (never acknowledged) leaves such a line: nothing follows it.
      break;
    }
  }
  return groups;
}

/**
 * What is on disk for the database `file`: the snapshot with its journal replayed, as the
 * next open would read it (tests read "what is on disk" through this).
 */
export function readDatabaseFile(file: string): Record<string, unknown> {
  const snapshot = readFileSync(file);
  const data = JSON.parse(snapshot.toString('utf8')) as Record<string, unknown>;
  for (const ops of readJournal(file, snapshot)) applyOps(data, ops);
  return data;
}
