/**
 * A journal whose header names another snapshot than db.json (db.json
 * restored or copied behind the mock's back) holds acknowledged writes: the open stops with a
 * message naming both files and what to do, both files untouched; it is never dropped silently.
 * Only a journal already folded into db.json (a crash between the snapshot's rename and the
 * journal's removal: its last line names db.json's hash) is dropped at the open.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  promises as fsp,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { UPLOADS_MARKER } from '../../mock-api/seed';
import { SCHEMA_VERSION } from '../../fixtures/schema-version';
import { writeJsonAtomicSync } from '../../mock-api/store/atomic-file';
import { MockDb } from '../../mock-api/store/db';
import {
  JournalStaleError,
  hashOf,
  journalFile,
  journalFolded,
  readDatabaseFile,
} from '../../mock-api/store/journal';
import { fixtures } from './helpers';
import { addRows, ids, runMockToExit, tempDatabase } from './journal-helpers';

jest.setTimeout(60_000);

let dir: string;
let file: string;

beforeEach(() => {
  ({ dir, file } = tempDatabase('journal-stale-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

/** A database whose journal holds six acknowledged writes over the snapshot kept as `backup`. */
async function sixWrites(backup: string): Promise<MockDb> {
  const db = MockDb.open(file, () => ({ rows: [{ id: 1 }] }) as never);
  copyFileSync(file, backup);
  await addRows(db, 2, 7);
  return db;
}

function openError(): unknown {
  try {
    MockDb.open(file);
  } catch (error) {
    return error;
  }
  return null;
}

it('db.json restored behind its back: the open stops, names both files and what to do, keeps both', async () => {
  const backup = path.join(dir, 'backup.json');
  await sixWrites(backup);
  // An older db.json put back (another snapshot: one more row than the journal's base).
  writeJsonAtomicSync(file, { rows: [{ id: 1 }, { id: 100 }] });
  const snapshot = readFileSync(file);
  const journal = readFileSync(journalFile(file));

  const error = openError();
  expect(error).toBeInstanceOf(JournalStaleError);
  const stale = error as JournalStaleError;
  expect(stale.writes).toBe(6);
  expect(stale.message).toContain(`${journalFile(file)} holds 6 lines of acknowledged writes`);
  expect(stale.message).toContain(`over another ${file}`);
  expect(stale.message).toContain(`mv ${journalFile(file)} ${journalFile(file)}.stale`);
  expect(stale.message).toContain(stale.base);
  // Nothing changed or removed; reading what is on disk refuses the same way.
  expect(readFileSync(file).equals(snapshot)).toBe(true);
  expect(readFileSync(journalFile(file)).equals(journal)).toBe(true);
  expect(() => readDatabaseFile(file)).toThrow(JournalStaleError);

  // Put back the snapshot the journal extends, as the message says: every write replays.
  copyFileSync(backup, file);
  expect(ids(MockDb.open(file))).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

it('moved aside as the message says, db.json as it is opens alone', async () => {
  await sixWrites(path.join(dir, 'backup.json'));
  writeJsonAtomicSync(file, { rows: [{ id: 1 }, { id: 100 }] });
  const stale = openError() as JournalStaleError;
  renameSync(stale.journal, `${stale.journal}.stale`);
  expect(ids(MockDb.open(file))).toEqual([1, 100]);
  expect(existsSync(`${stale.journal}.stale`)).toBe(true);
});

it('a journal folded into db.json (a crash before its removal) is dropped at the open, silently', async () => {
  const db = await sixWrites(path.join(dir, 'backup.json'));
  // The snapshot lands; the journal's removal does not (as if the process died right then).
  jest.spyOn(fsp, 'rm').mockResolvedValueOnce(undefined);
  await db.flush();
  expect(existsSync(journalFile(file))).toBe(true);
  expect(readDatabaseFile(file)).toEqual({ rows: [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id })) });
  expect(ids(MockDb.open(file))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(existsSync(journalFile(file))).toBe(false);
});

it('a journal with writes after its fold line is not dropped', async () => {
  const db = await sixWrites(path.join(dir, 'backup.json'));
  const journal = readFileSync(journalFile(file), 'utf8');
  await db.flush();
  // A fold line naming db.json, then a write that db.json does not hold.
  const hash = hashOf([readFileSync(file)]);
  writeFileSync(
    journalFile(file),
    `${journal}${journalFolded(hash)}` +
      `${JSON.stringify({ ops: [{ k: 'rows', t: 'rows', set: [], push: [{ id: 8 }] }] })}\n`,
  );
  expect(openError()).toBeInstanceOf(JournalStaleError);
  // The same journal without that last write is the folded one: dropped.
  writeFileSync(journalFile(file), `${journal}${journalFolded(hash)}`);
  expect(ids(MockDb.open(file))).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

it('the mock process stops with the message, no stack trace, and keeps the journal', async () => {
  writeJsonAtomicSync(file, fixtures().db);
  const uploads = path.join(dir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(path.join(uploads, UPLOADS_MARKER), `${SCHEMA_VERSION}\n`);
  const backup = path.join(dir, 'backup.json');
  copyFileSync(file, backup);
  const db = MockDb.open(file);
  for (let i = 0; i < 6; i++) {
    await db.update((draft) => {
      draft.subscribers.push({ ...draft.subscribers[0], subscriber_id: 99_990 + i });
    });
  }
  // db.json copied over from elsewhere (here: the same data, written again with a change).
  writeJsonAtomicSync(file, { ...fixtures().db, subscribers: [] });
  const journal = readFileSync(journalFile(file));

  const { code, out } = await runMockToExit(file, uploads);
  expect(code).toBe(1);
  expect(out).toContain(
    `could not start: ${journalFile(file)} holds 6 lines of acknowledged writes`,
  );
  expect(out).toContain(`mv ${journalFile(file)} ${journalFile(file)}.stale`);
  expect(out).not.toMatch(/\n\s+at /);
  expect(readFileSync(journalFile(file)).equals(journal)).toBe(true);
});
