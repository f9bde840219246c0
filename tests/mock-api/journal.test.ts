/**
 * The database's journal (mock-api/store/journal.ts): writes append the rows they
 * change beside the snapshot; a restart replays them and folds them into db.json; a journal
 * that extends another snapshot, or a torn last line, is never replayed (and the first is
 * never dropped unless folded into the snapshot: tests/mock-api/journal-stale.test.ts).
 */
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeJsonAtomicSync } from '../../mock-api/store/atomic-file';
import { MockDb } from '../../mock-api/store/db';
import { JournalStaleError, journalFile, readDatabaseFile } from '../../mock-api/store/journal';

interface Row {
  id: number;
  name: string;
}
interface TestData {
  rows: Row[];
  other: Row[];
  settings: { title: string };
  added?: Row[];
}

let dir: string;
let file: string;
let db: MockDb;
const data = () => db.data as unknown as TestData;
const update = <T>(target: MockDb, fn: (draft: TestData) => T) =>
  target.update((draft) => fn(draft as unknown as TestData));
const row = (id: number): Row => ({ id, name: `row ${id}` });
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const snapshot = () => JSON.parse(readFileSync(file, 'utf8')) as TestData;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'journal-'));
  file = path.join(dir, 'db.json');
  const initial: TestData = {
    rows: Array.from({ length: 100 }, (_, i) => row(i + 1)),
    other: [row(1)],
    settings: { title: 'T' },
  };
  db = MockDb.open(file, () => initial as never);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Every kind of change: in place, appended, removed, reordered, whole table, new table. */
async function changeEverything(target: MockDb): Promise<void> {
  await update(target, (draft) => {
    draft.rows.push(row(101));
  });
  await update(target, (draft) => {
    draft.rows[3].name = 'edited';
    draft.rows.splice(10, 2);
  });
  await update(target, (draft) => {
    draft.rows.reverse();
    draft.settings.title = 'Changed';
    draft.added = [row(7)];
  });
  await update(target, (draft) => {
    draft.other = draft.other.filter(() => false);
    draft.rows.splice(50, 1, row(500), row(501));
  });
}

it('writes go to the journal, not the snapshot, and replay to the committed state', async () => {
  const before = readFileSync(file, 'utf8');
  await changeEverything(db);
  expect(readFileSync(file, 'utf8')).toBe(before);
  expect(existsSync(journalFile(file))).toBe(true);
  expect(readDatabaseFile(file)).toEqual(plain(db.data));
});

it('a restart without close (as after a kill -9) replays the journal and folds it into db.json', async () => {
  await changeEverything(db);
  const committed = plain(db.data);
  // No flush, no close: a second open reads what the dead process left.
  const reopened = MockDb.open(file);
  expect(plain(reopened.data)).toEqual(committed);
  expect(snapshot()).toEqual(committed);
  expect(existsSync(journalFile(file))).toBe(false);
  // And it goes on journaling from the new snapshot.
  await update(reopened, (draft) => {
    draft.rows.push(row(900));
  });
  expect(plain(MockDb.open(file).data)).toEqual(plain(reopened.data));
});

it('flush() folds the journal into db.json and leaves no journal', async () => {
  await changeEverything(db);
  await db.flush();
  expect(existsSync(journalFile(file))).toBe(false);
  expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(db.data, null, 1)}\n`);
});

it('never replays a journal over another snapshot, nor drops it (it stops the open)', async () => {
  await update(db, (draft) => {
    draft.settings.title = 'From the journal';
  });
  const journal = readFileSync(journalFile(file));
  // Another snapshot in place (a copied or restored database): the journal names the old one.
  const other = { ...snapshot(), settings: { title: 'Newer snapshot' } };
  writeJsonAtomicSync(file, other);
  expect(() => readDatabaseFile(file)).toThrow(JournalStaleError);
  expect(() => MockDb.open(file)).toThrow(JournalStaleError);
  expect(readFileSync(journalFile(file))).toEqual(journal);
  expect(snapshot()).toEqual(other);
  expect(data().settings.title).toBe('From the journal');
});

it('a table trimmed as it grows journals the runs removed and the rows appended, not the table', async () => {
  const lastLine = () => {
    const lines = readFileSync(journalFile(file), 'utf8').trimEnd().split('\n');
    return lines[lines.length - 1];
  };
  // A log that keeps its newest rows: one removed at the head, one appended.
  await update(db, (draft) => {
    draft.rows.push(row(101));
    draft.rows.splice(0, 1);
  });
  expect(JSON.parse(lastLine())).toEqual({
    ops: [
      { k: 'splice', t: 'rows', at: 0, del: 1, rows: [] },
      { k: 'rows', t: 'rows', set: [], push: [row(101)] },
    ],
  });
  // Rows removed here and there (a record's oldest versions), rows appended.
  await update(db, (draft) => {
    draft.rows = draft.rows.filter((r) => r.id !== 10 && r.id !== 11 && r.id !== 60);
    draft.rows.push(row(102), row(103));
  });
  const { ops } = JSON.parse(lastLine()) as { ops: { k: string }[] };
  expect(ops.map((op) => op.k)).toEqual(['splice', 'splice', 'rows']);
  expect(lastLine().length).toBeLessThan(300);
  expect(readDatabaseFile(file)).toEqual(plain(db.data));
  expect(plain(MockDb.open(file).data)).toEqual(plain(db.data));
});

it('ignores a torn last line (an append cut by the crash, never acknowledged)', async () => {
  await update(db, (draft) => {
    draft.rows.push(row(101));
  });
  appendFileSync(journalFile(file), '{"ops":[{"k":"rows","t":"rows","set":[],"push":[{"id":');
  const reopened = MockDb.open(file);
  expect((reopened.data as unknown as TestData).rows.map((r) => r.id).slice(-2)).toEqual([
    100, 101,
  ]);
});

it('writes a snapshot instead once the journal passes its size', async () => {
  const big = 'x'.repeat(64 * 1024);
  for (let i = 0; i < 70; i++) {
    await update(db, (draft) => {
      draft.rows.push({ id: 1000 + i, name: big });
    });
  }
  // 70 lines of 64 kB pass 4 MB: a flush since then wrote a snapshot and a new journal.
  expect(snapshot().rows.length).toBeGreaterThan(100);
  expect(readFileSync(journalFile(file)).length).toBeLessThan(4 * 1024 * 1024);
  expect(readDatabaseFile(file)).toEqual(plain(db.data));
});
