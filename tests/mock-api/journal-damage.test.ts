/**
 * A damaged journal (mock-api/store/journal.ts). A line the mock cannot read
 * stops the start with a JournalDamagedError naming the file and the line; the journal and the
 * snapshot stay byte for byte as they were. A torn last line (a crash mid-append, never
 * acknowledged) is still ignored.
 */
import {
  appendFileSync,
  existsSync,
  mkdirSync,
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
import { JournalDamagedError, journalFile, readDatabaseFile } from '../../mock-api/store/journal';
import { fixtures } from './helpers';
import { addRows, ids, runMockToExit, tempDatabase, type TestData } from './journal-helpers';

jest.setTimeout(60_000);

let dir: string;
let file: string;

beforeEach(() => {
  ({ dir, file } = tempDatabase('journal-damage-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A database whose journal holds six acknowledged writes (lines 2-7; line 1 is the header). */
async function sixWrites(): Promise<void> {
  const db = MockDb.open(file, () => ({ rows: [{ id: 1 }] }) as never);
  await addRows(db, 2, 7);
  expect(readFileSync(journalFile(file), 'utf8').split('\n')).toHaveLength(8);
}

/** Replaces journal line `line` (1-based) with `text`. */
function damage(line: number, text: string): void {
  const lines = readFileSync(journalFile(file), 'utf8').split('\n');
  lines[line - 1] = text;
  writeFileSync(journalFile(file), lines.join('\n'));
}

/** Opening refuses with the line named; neither file changes. */
function expectRefused(line: number, problem: RegExp): JournalDamagedError {
  const snapshot = readFileSync(file);
  const journal = readFileSync(journalFile(file));
  let refused: unknown = null;
  try {
    MockDb.open(file);
  } catch (error) {
    refused = error;
  }
  expect(refused).toBeInstanceOf(JournalDamagedError);
  const error = refused as JournalDamagedError;
  expect(error.line).toBe(line);
  expect(error.message).toContain(`${journalFile(file)} line ${line} cannot be read`);
  expect(error.message).toMatch(problem);
  expect(error.message).toContain(`mv ${journalFile(file)} ${journalFile(file)}.damaged`);
  expect(readFileSync(file)).toEqual(snapshot);
  expect(readFileSync(journalFile(file))).toEqual(journal);
  // Reading what is on disk refuses the same way (never a silent part of it).
  expect(() => readDatabaseFile(file)).toThrow(JournalDamagedError);
  return error;
}

it('garbage in the middle: refused, line named, both files kept (no write after it dropped)', async () => {
  await sixWrites();
  damage(3, '\u0000\u0000garbage{');
  const error = expectRefused(3, /not JSON/);
  expect(error.writes).toBe(6);
});

it('well-formed but wrong lines ({} and {"ops":null}) are refused without a stack trace', async () => {
  await sixWrites();
  damage(4, '{}');
  expectRefused(4, /not a journal line/);
  damage(4, '{"ops":null}');
  expectRefused(4, /not a journal line/);
  damage(4, '{"ops":[{"k":"rows","t":"rows"}]}');
  expectRefused(4, /"rows" op on rows is malformed/);
});

it('ops that do not fit the tables are refused, line named', async () => {
  await sixWrites();
  damage(5, '{"ops":[{"k":"rows","t":"rows","set":[[99,{"id":0}]],"push":[]}]}');
  expectRefused(5, /row 99 of rows is past its end/);
  damage(5, '{"ops":[{"k":"splice","t":"nope","at":0,"del":0,"rows":[]}]}');
  expectRefused(5, /table nope is not a list/);
});

it('a damaged header is refused too (the journal is created whole: it cannot be torn)', async () => {
  await sixWrites();
  damage(1, 'garbage');
  expectRefused(1, /not JSON/);
  damage(1, '{"other":1}');
  expectRefused(1, /not a journal header/);
});

it('a torn last line is ignored: every whole line replays', async () => {
  await sixWrites();
  appendFileSync(journalFile(file), '{"ops":[{"k":"rows","t":"rows","set":[],"push":[{"id":');
  expect(ids(MockDb.open(file))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  // Folded into the snapshot: the journal is gone only once its writes are in db.json.
  expect(existsSync(journalFile(file))).toBe(false);
  expect((JSON.parse(readFileSync(file, 'utf8')) as TestData).rows).toHaveLength(7);
});

it('moved aside as the message says, the snapshot alone opens', async () => {
  await sixWrites();
  damage(3, 'garbage');
  const error = expectRefused(3, /not JSON/);
  renameSync(error.journal, `${error.journal}.damaged`);
  expect(ids(MockDb.open(file))).toEqual([1]);
  expect(existsSync(`${error.journal}.damaged`)).toBe(true);
});

it('the mock process stops with the message, no stack trace, and leaves the journal', async () => {
  writeJsonAtomicSync(file, fixtures().db);
  const uploads = path.join(dir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(path.join(uploads, UPLOADS_MARKER), `${SCHEMA_VERSION}\n`);
  // A journal over this snapshot whose second line is wrong.
  const db = MockDb.open(file);
  await db.update((draft) => {
    draft.subscribers.push({ ...draft.subscribers[0], subscriber_id: 99_999 });
  });
  await db.update((draft) => {
    draft.subscribers.push({ ...draft.subscribers[0], subscriber_id: 99_998 });
  });
  damage(2, '{"ops":null}');
  const journal = readFileSync(journalFile(file));

  const { code, out } = await runMockToExit(file, uploads);
  expect(code).toBe(1);
  expect(out).toContain(`could not start: ${journalFile(file)} line 2 cannot be read`);
  expect(out).not.toMatch(/\n\s+at /);
  expect(readFileSync(journalFile(file))).toEqual(journal);
});
